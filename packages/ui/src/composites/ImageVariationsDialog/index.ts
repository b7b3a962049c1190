export {
  ImageVariationsDialog,
  VARIATION_CARD_TAGS,
  imageVariationsMessages,
  type ImageVariationsDialogProps,
  type VariationsTab,
} from './ImageVariationsDialog.tsx';
