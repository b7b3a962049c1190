import { describe, expect, it } from 'vitest';
import { galleryPaths, type GalleryItem } from '@hds/api-client';
import { designPreload } from './designPreload.ts';
import type { PublicPageData } from './publicData.ts';

const item = {
  id: 'abc',
  images: [
    {
      transformed_url: galleryPaths.image('abc'),
      thumbnail_url: galleryPaths.image('abc', 0, 'thumb'),
      srcset: galleryPaths.imageSrcset('abc'),
    },
  ],
} as unknown as GalleryItem;
const design = { page: 'design', url: {}, query: '', item } as unknown as PublicPageData;

describe('designPreload', () => {
  it('preloads the design image at the widths the <img> offers, escaped for an attribute', () => {
    const tag = designPreload(design);
    expect(tag).toContain('<link rel="preload" as="image"');
    expect(tag).toContain('fetchpriority="high"');
    expect(tag).toContain(
      'imagesrcset="/api/v1/home-design/gallery/public/abc/image/?i=0&amp;w=480 480w, ',
    );
    expect(tag).toContain('&amp;w=1600 1600w"');
    expect(tag).toContain('imagesizes="(min-width: 44rem) 44rem, 100vw"');
    expect(tag).not.toMatch(/&(?!amp;)/);
  });

  it('adds nothing to the gallery or the consultation page', () => {
    expect(designPreload({ page: 'consultation', plan: null })).toBe('');
  });
});
