export {
  AddToBoardDialog,
  addToBoardMessages,
  type AddToBoardDialogProps,
  type AddToBoardOption,
} from './AddToBoardDialog.tsx';
export { useBoardAdd } from './useBoardAdd.ts';
