export {
  Lightbox,
  LIGHTBOX_IMAGE_ERROR,
  type LightboxItem,
  type LightboxProps,
} from './Lightbox.tsx';
