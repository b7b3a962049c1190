import { useCallback, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  COPY_FEEDBACK_MS,
  DEFAULT_COPY_KEY,
  copyFeedbackMachine,
  selectCopyFeedback,
  type CopyFeedbackView,
} from '@hds/machines';

export interface UseCopyFeedbackOptions {
  /** Writes text to the clipboard (the app passes `navigator.clipboard.writeText`). */
  copy: (text: string) => Promise<unknown>;
  /** How long 'Copied' lasts. @default 2000 (spec part 2 §9) */
  copiedMs?: number;
  /** The copy failed; show it in the caller's words ('Failed to copy link', 'Share failed'). */
  onError?: (error: unknown, key: string) => void;
}

export interface CopyFeedback extends CopyFeedbackView {
  /** Copy `text` for the control `key` (one per button when there are several). */
  copy: (text: string, key?: string) => void;
  /** Whether the control `key` reads 'Copied' now. */
  isCopied: (key?: string) => boolean;
  /** Drop the 'Copied' state at once (e.g. the item shown changed). */
  reset: () => void;
}

/**
 * The one 'Copy → Copied (2 s)' behaviour of the design system, on `copyFeedbackMachine`
 * (tested in @hds/machines): a new copy restarts the timer and moves 'Copied' to the control
 * that asked; a failed copy shows nothing copied and calls `onError`.
 */
export function useCopyFeedback({
  copy,
  copiedMs = COPY_FEEDBACK_MS,
  onError,
}: UseCopyFeedbackOptions): CopyFeedback {
  const latest = useRef({ copy, onError });
  latest.current = { copy, onError };
  const [machine] = useState(() =>
    copyFeedbackMachine.provide({
      actors: {
        copyText: fromPromise<void, { text: string }>(async ({ input }) => {
          await latest.current.copy(input.text);
        }),
      },
      actions: {
        onCopyFailed: (_, params) => latest.current.onError?.(params.error, params.key),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { copiedMs } });
  const view = selectCopyFeedback(snapshot);
  const start = useCallback(
    (text: string, key: string = DEFAULT_COPY_KEY) => send({ type: 'COPY', text, key }),
    [send],
  );
  const reset = useCallback(() => send({ type: 'RESET' }), [send]);
  return {
    ...view,
    copy: start,
    isCopied: (key = DEFAULT_COPY_KEY) => view.copiedKey === key,
    reset,
  };
}
