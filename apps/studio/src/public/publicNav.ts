import type { NavItem } from '../app/navItems.ts';

/**
 * The public pages' bar (issue #41): what a visitor who is not signed in can reach. The studio's
 * own pages (projects, boards, listings…) answer "Please sign in", so they are not offered.
 */
export const publicNavItems: readonly NavItem[] = [
  { label: 'Gallery', href: '/app/gallery' },
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
];

/** 'Try It Now' opens the playground, which starts a guest session by itself. */
export const tryItNow = { label: 'Try It Now', href: '/app/playground?from=landing' } as const;

/** The bar's current item: the gallery and every design page under it. */
export function publicCurrentHref(pathname: string): string | undefined {
  return /^\/(?:app\/)?gallery(?:\/|$)/.test(pathname) ? '/app/gallery' : undefined;
}
