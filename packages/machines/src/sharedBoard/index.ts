export {
  isNetworkError,
  isNotFoundError,
  loadErrorMessage,
  sharedBoardMachine,
  type SharedBoardMachine,
} from './sharedBoardMachine.ts';
export { sharedBoardMessages } from './messages.ts';
export {
  selectSharedBoard,
  type SharedBoardSnapshot,
  type SharedBoardStatus,
  type SharedBoardView,
} from './selectors.ts';
export type * from './types.ts';
