import type { GalleryItem as WireItem } from '@hds/api-client';
import type { GalleryItem } from '@hds/ui';

/** The design and, when its author shows it, the photo it was made from (the carousel's 2nd). */
export function toViewItem(item: WireItem): GalleryItem {
  const images = item.images.flatMap((img) =>
    item.showBeforeAfter && img.original_url
      ? [img, { transformed_url: img.original_url, thumbnail_url: img.original_url }]
      : [img],
  );
  return { ...item, images };
}
