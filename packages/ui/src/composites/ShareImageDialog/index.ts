export {
  ShareImageDialog,
  shareImageMessages,
  type ShareImageDialogProps,
} from './ShareImageDialog.tsx';
