import { galleryPaths, type GalleryItem as WireItem } from '@hds/api-client';
import type { GalleryItem } from '@hds/ui';

/** The design and, when its author shows it, the photo it was made from (the carousel's 2nd). */
export function toViewItem(item: WireItem): GalleryItem {
  const images = item.images.flatMap((img) =>
    item.showBeforeAfter && img.original_url
      ? [
          img,
          // The thumbnail strip takes the small size: the full photo would compete with the
          // design (the page's largest paint) for a phone's bandwidth.
          {
            transformed_url: img.original_url,
            thumbnail_url: galleryPaths.image(item.id, 1, 'thumb'),
            srcset: galleryPaths.imageSrcset(item.id, 1),
          },
        ]
      : [img],
  );
  return { ...item, images };
}
