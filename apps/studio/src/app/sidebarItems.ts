export const sidebarItems = [
  { label: 'Projects', href: '/app/projects', icon: 'folder' },
  { label: 'Boards', href: '/app/boards', icon: 'board' },
  { label: 'Playground', href: '/app/playground', icon: 'sparkles' },
  { label: 'Recipes', href: '/app/recipes', icon: 'wand' },
  { label: 'Listings', href: '/app/listings', icon: 'home' },
  { label: 'Embeds', href: '/app/embeds', icon: 'globe' },
  { label: 'Leads', href: '/app/leads', icon: 'archive' },
  { label: 'Plans', href: '/app/plans', icon: 'plans', badge: 'Free' },
  { label: 'Profile', href: '/app/profile', icon: 'user' },
  { label: 'Settings', href: '/app/settings', icon: 'settings' },
] as const;
