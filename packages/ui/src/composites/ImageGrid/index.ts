export {
  ImageGrid,
  INFINITE_SCROLL,
  MAX_CARD_TAGS,
  imageToGridItem,
  type ImageGridItem,
  type ImageGridProps,
} from './ImageGrid.tsx';
