export {
  deleteWithUndoMachine,
  UNDO_WINDOW_MS,
  type DeleteWithUndoMachine,
} from './deleteWithUndoMachine.ts';
export {
  selectDeleteWithUndo,
  type DeleteWithUndoSnapshot,
  type DeleteWithUndoView,
} from './selectors.ts';
export type * from './types.ts';
