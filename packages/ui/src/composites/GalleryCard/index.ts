export { GalleryCard, GALLERY_TAG_LIMIT, underReviewMessages } from './GalleryCard.tsx';
export type { GalleryCardProps, GalleryItem } from './GalleryCard.tsx';
export { formatCount } from './formatCount.ts';
