export { GalleryDetailDialog, GALLERY_COPIED_MS } from './GalleryDetailDialog.tsx';
export type { GalleryDetailDialogProps } from './GalleryDetailDialog.tsx';
