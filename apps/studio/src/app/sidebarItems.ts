import type { SidebarItem } from '@hds/ui';
import type { ServerUser } from '@hds/machines';

export const sidebarItems = [
  { label: 'Projects', href: '/app/projects', icon: 'folder' },
  { label: 'Boards', href: '/app/boards', icon: 'board' },
  { label: 'Playground', href: '/app/playground', icon: 'sparkles' },
  { label: 'Gallery', href: '/app/gallery', icon: 'image' },
  { label: 'Recipes', href: '/app/recipes', icon: 'wand' },
  { label: 'Listings', href: '/app/listings', icon: 'home' },
  { label: 'Embeds', href: '/app/embeds', icon: 'globe' },
  { label: 'Leads', href: '/app/leads', icon: 'archive' },
  { label: 'Plans', href: '/app/plans', icon: 'plans', badge: 'Free' },
  { label: 'Profile', href: '/app/profile', icon: 'user' },
  { label: 'Settings', href: '/app/settings', icon: 'settings' },
] as const;

export const MODERATION_ITEM = {
  label: 'Moderation',
  href: '/app/gallery/moderation',
  icon: 'eye',
} as const;

/**
 * The sidebar for this user: the review queue only for moderators (the server says so in
 * /auth/me), and the Plans badge naming their plan (the spec's 'Free' for guests and Free).
 */
export function sidebarItemsFor(
  user: Pick<ServerUser, 'plan' | 'isModerator'> | null,
): SidebarItem[] {
  const plan = user?.plan && user.plan.id !== 'guest' ? user.plan.label : 'Free';
  return sidebarItems.flatMap((item): SidebarItem[] => {
    if (item.label === 'Plans') return [{ ...item, badge: plan }];
    if (item.label === 'Gallery' && user?.isModerator) return [item, MODERATION_ITEM];
    return [item];
  });
}
