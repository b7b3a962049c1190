export {
  EditControls,
  editControlsMessages,
  type ApplyEdit,
  type EditControlsProps,
} from './EditControls.tsx';
export {
  EDIT_CARD_OPERATIONS,
  argsFor as editArgsFor,
  defaultEditValues,
  editCards,
  type EditCardOperation,
  type EditValues,
} from './editCards.ts';
export type { RemoveContext } from './ObjectRemovalPanel.tsx';
