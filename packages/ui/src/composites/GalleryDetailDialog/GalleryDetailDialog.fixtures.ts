import type { GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';

/** A design with three pictures of the same room. */
export const multiImageItem: GalleryItem = makeGalleryItem({
  images: ['bohemian', 'industrial', 'mediterranean'].map((s) => ({
    transformed_url: `/samples/living_room/furnished_${s}_daylight.jpg`,
    thumbnail_url: `/samples/living_room/furnished_${s}_daylight.jpg`,
  })),
});
