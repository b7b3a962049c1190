export {
  isUsableDetection,
  objectRemovalMachine,
  type ObjectRemovalMachine,
} from './objectRemovalMachine.ts';
export { objectRemovalMessages, type ObjectRemovalMessage } from './messages.ts';
export {
  selectObjectRemoval,
  type ObjectRemovalSnapshot,
  type ObjectRemovalStep,
  type ObjectRemovalView,
} from './selectors.ts';
export type * from './types.ts';
