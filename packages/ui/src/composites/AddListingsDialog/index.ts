export {
  AddListingsDialog,
  LISTING_TEXTAREA_ROWS,
  addListingsMessages,
  type AddListingsDialogProps,
} from './AddListingsDialog.tsx';
