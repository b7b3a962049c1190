import { describe, expect, it } from 'vitest';
import { googleUser } from '@hds/api-client/msw';
import { sidebarItemsFor } from './sidebarItems.ts';

describe('sidebarItemsFor', () => {
  it('reaches the gallery for everyone, and its review queue only for moderators', () => {
    const labels = (u: Parameters<typeof sidebarItemsFor>[0]) =>
      sidebarItemsFor(u).map((i) => i.label);
    expect(labels(null)).toContain('Gallery');
    expect(labels(googleUser)).not.toContain('Moderation');
    const mod = sidebarItemsFor({ ...googleUser, isModerator: true });
    const at = mod.findIndex((i) => i.label === 'Gallery');
    expect(mod[at + 1]).toMatchObject({ label: 'Moderation', href: '/app/gallery/moderation' });
  });

  it("badges Plans with the user's plan, 'Free' for guests and Free", () => {
    const badge = (u: Parameters<typeof sidebarItemsFor>[0]) =>
      sidebarItemsFor(u).find((i) => i.label === 'Plans')!;
    expect(badge(googleUser)).toMatchObject({ badge: 'Free' });
    expect(
      badge({
        plan: {
          id: 'pro',
          label: 'Pro',
          monthlyDesigns: 1000,
          apiAccess: false,
          watermarkExports: false,
        },
      }),
    ).toMatchObject({ badge: 'Pro' });
  });
});
