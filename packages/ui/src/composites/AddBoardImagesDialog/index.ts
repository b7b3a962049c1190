export {
  AddBoardImagesDialog,
  addBoardImagesMessages,
  type AddBoardImage,
  type AddBoardImagesDialogProps,
} from './AddBoardImagesDialog.tsx';
