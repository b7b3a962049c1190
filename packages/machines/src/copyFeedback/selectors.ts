import type { SnapshotFrom } from 'xstate';
import type { copyFeedbackMachine } from './copyFeedbackMachine.ts';

export type CopyFeedbackSnapshot = SnapshotFrom<typeof copyFeedbackMachine>;

export interface CopyFeedbackView {
  /** The control now reading 'Copied', if any. */
  copiedKey: string | null;
  /** The control whose copy is in progress, if any. */
  copyingKey: string | null;
  /** The control whose last copy failed, if any (until the next COPY or RESET). */
  failedKey: string | null;
  error: unknown;
}

export function selectCopyFeedback(snapshot: CopyFeedbackSnapshot): CopyFeedbackView {
  const { key, error } = snapshot.context;
  return {
    copiedKey: snapshot.matches('copied') ? key : null,
    copyingKey: snapshot.matches('copying') ? key : null,
    failedKey: snapshot.matches('failed') ? key : null,
    error: snapshot.matches('failed') ? error : null,
  };
}
