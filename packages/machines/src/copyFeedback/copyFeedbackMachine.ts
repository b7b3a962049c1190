import { assign, fromPromise, setup } from 'xstate';
import type { CopyFeedbackContext, CopyFeedbackEvent, CopyFeedbackInput } from './types.ts';

/** Spec part 2 §9: a copied link shows 'Copied' for 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

/** The key of a COPY sent without one. */
export const DEFAULT_COPY_KEY = 'default';

/**
 * The 'Copy → Copied' feedback of every copy button (share links, gallery share): copy the
 * text with the injected `copyText` actor, then show 'Copied' for `copiedMs` for the control
 * that asked (`key`) and go back. A new COPY, for the same control or another, starts over
 * and restarts the timer; a failed copy shows nothing copied and reports through
 * `onCopyFailed`, so the caller can use its own wording ('Failed to copy link', 'Share failed').
 */
export const copyFeedbackMachine = setup({
  types: {
    context: {} as CopyFeedbackContext,
    events: {} as CopyFeedbackEvent,
    input: {} as CopyFeedbackInput,
  },
  actors: {
    /** Writes the text to the clipboard. */
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error(
        'copyFeedbackMachine: "copyText" is not provided; supply it with copyFeedbackMachine.provide()',
      );
    }),
  },
  actions: {
    /** The text is on the clipboard. */
    onCopied: (_, _params: { key: string; text: string }) => {},
    /** The copy failed (permission denied, no clipboard, insecure context…). */
    onCopyFailed: (_, _params: { key: string; text: string; error: unknown }) => {},
  },
  delays: {
    copiedDelay: ({ context }) => context.copiedMs,
  },
}).createMachine({
  id: 'copyFeedback',
  context: ({ input }) => ({
    copiedMs: input?.copiedMs ?? COPY_FEEDBACK_MS,
    key: null,
    text: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    COPY: {
      target: '.copying',
      reenter: true,
      actions: assign({
        key: ({ event }) => event.key ?? DEFAULT_COPY_KEY,
        text: ({ event }) => event.text,
        error: null,
      }),
    },
    RESET: { target: '.idle', actions: assign({ key: null, text: null, error: null }) },
  },
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.text ?? '' }),
        onDone: {
          target: 'copied',
          actions: {
            type: 'onCopied',
            params: ({ context }) => ({
              key: context.key ?? DEFAULT_COPY_KEY,
              text: context.text ?? '',
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            {
              type: 'onCopyFailed',
              params: ({ context, event }) => ({
                key: context.key ?? DEFAULT_COPY_KEY,
                text: context.text ?? '',
                error: event.error,
              }),
            },
          ],
        },
      },
    },
    copied: {
      after: { copiedDelay: { target: 'idle' } },
    },
    /** Nothing was copied; the control reads 'Copy' again and may be pressed again. */
    failed: {},
  },
});

export type CopyFeedbackMachine = typeof copyFeedbackMachine;
