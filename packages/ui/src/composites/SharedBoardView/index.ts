export {
  SharedBoardView,
  downloadName,
  fullSizeSrc,
  imageLabel,
  thumbnailSrc,
} from './SharedBoardView.tsx';
export type { SharedBoardViewProps } from './SharedBoardView.tsx';
