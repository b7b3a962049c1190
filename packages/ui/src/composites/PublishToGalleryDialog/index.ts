export {
  PublishToGalleryDialog,
  parseTags,
  publishDialogMessages,
} from './PublishToGalleryDialog.tsx';
export type {
  PublishToGalleryDialogProps,
  PublishToGalleryValues,
} from './PublishToGalleryDialog.tsx';
