export {
  GalleryDetailDialog,
  GALLERY_COPIED_MS,
  galleryDetailMessages,
} from './GalleryDetailDialog.tsx';
export { reportDesignMessages } from './ReportDesign.tsx';
export type { GalleryDetailDialogProps, GalleryDetailFailure } from './GalleryDetailDialog.tsx';
export { GALLERY_STAGE_SIZES } from './stageSizes.ts';
