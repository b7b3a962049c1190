export {
  EditControls,
  editControlsMessages,
  type ApplyEdit,
  type EditControlsProps,
} from './EditControls.tsx';
export {
  EDIT_CARD_OPERATIONS,
  MAX_SEED,
  SEED_OPERATIONS,
  argsFor as editArgsFor,
  defaultEditValues,
  editCards,
  options as editOptions,
  seedMessages,
  type EditCardOperation,
  type EditValues,
} from './editCards.ts';
export type { RemoveContext } from './ObjectRemovalPanel.tsx';
