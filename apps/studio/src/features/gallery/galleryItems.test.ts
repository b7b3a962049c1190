import { galleryPaths, type GalleryItem } from '@hds/api-client';
import { describe, expect, it } from 'vitest';
import { toViewItem } from './galleryItems.ts';

const design = {
  id: 'd1',
  showBeforeAfter: true,
  images: [
    {
      transformed_url: galleryPaths.image('d1', 0),
      thumbnail_url: galleryPaths.image('d1', 0, 'thumb'),
      original_url: galleryPaths.image('d1', 1),
    },
  ],
} as unknown as GalleryItem;

describe('toViewItem', () => {
  it('adds the original as the second picture, with a small thumbnail and every width', () => {
    const [, original] = toViewItem(design).images;
    expect(original).toMatchObject({
      transformed_url: galleryPaths.image('d1', 1),
      thumbnail_url: galleryPaths.image('d1', 1, 'thumb'),
      srcset: galleryPaths.imageSrcset('d1', 1),
    });
  });

  it('shows the design alone when its author hides the original', () => {
    expect(toViewItem({ ...design, showBeforeAfter: false }).images).toHaveLength(1);
  });
});
