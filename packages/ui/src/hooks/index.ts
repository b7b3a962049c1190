export { useCopyFeedback } from './useCopyFeedback.ts';
export type { CopyFeedback, UseCopyFeedbackOptions } from './useCopyFeedback.ts';
