import { describe, expect, it } from 'vitest';
import { publicCurrentHref, publicNavItems, tryItNow } from './publicNav.ts';

describe('the public bar', () => {
  it('offers the gallery, features and pricing, and no studio page', () => {
    expect(publicNavItems.map((i) => i.label)).toEqual(['Gallery', 'Features', 'Pricing']);
    expect(publicNavItems.some((i) => /projects|boards|listings|leads/.test(i.href))).toBe(false);
    expect(tryItNow.href).toBe('/app/playground?from=landing');
  });
  it('marks Gallery on the gallery and on a design page, nothing on the consultation form', () => {
    expect(publicCurrentHref('/app/gallery')).toBe('/app/gallery');
    expect(publicCurrentHref('/app/gallery/gal-1')).toBe('/app/gallery');
    expect(publicCurrentHref('/gallery/gal-1')).toBe('/app/gallery');
    expect(publicCurrentHref('/app/consultation')).toBeUndefined();
    expect(publicCurrentHref('/app/gallery-x')).toBeUndefined();
  });
});
