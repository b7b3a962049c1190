export { Lightbox, type LightboxItem, type LightboxProps } from './Lightbox.tsx';
