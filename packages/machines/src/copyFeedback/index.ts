export {
  copyFeedbackMachine,
  COPY_FEEDBACK_MS,
  DEFAULT_COPY_KEY,
  type CopyFeedbackMachine,
} from './copyFeedbackMachine.ts';
export {
  selectCopyFeedback,
  type CopyFeedbackSnapshot,
  type CopyFeedbackView,
} from './selectors.ts';
export type * from './types.ts';
