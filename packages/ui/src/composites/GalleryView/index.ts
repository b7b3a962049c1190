export { GalleryView, galleryViewMessages } from './GalleryView.tsx';
export type { GalleryViewMode, GalleryViewProps } from './GalleryView.tsx';
