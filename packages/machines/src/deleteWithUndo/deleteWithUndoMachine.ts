import { assign, fromPromise, setup } from 'xstate';
import type { DeleteWithUndoContext, DeleteWithUndoEvent, DeleteWithUndoInput } from './types.ts';

/** How long a delete can be undone before the call is sent. */
export const UNDO_WINDOW_MS = 5000;

/**
 * One delete that can be undone for a few seconds (an image and all its versions). The item is
 * hidden at once by the app; during `undoMs` an UNDO brings it back and nothing reaches the
 * server. When the window ends (or on COMMIT_NOW, sent when the page is hidden so nothing is
 * left half-done) the injected `deleteItem` actor sends the one delete call. Outcomes are final
 * states, reported through `onUndone`, `onDeleted` and `onFailed` (the item is still on the
 * server after a failure, so the app shows it again with the error).
 */
export const deleteWithUndoMachine = setup({
  types: {
    context: {} as DeleteWithUndoContext,
    events: {} as DeleteWithUndoEvent,
    input: {} as DeleteWithUndoInput,
  },
  actors: {
    /** Sends the delete call for `id`. */
    deleteItem: fromPromise<void, { id: string }>(async () => {
      throw new Error(
        'deleteWithUndoMachine: "deleteItem" is not provided; supply it with deleteWithUndoMachine.provide()',
      );
    }),
  },
  actions: {
    /** The user took the delete back before anything was sent. */
    onUndone: (_, _params: { id: string }) => {},
    /** The server deleted the item. */
    onDeleted: (_, _params: { id: string }) => {},
    /** The delete call failed: the item is still there. */
    onFailed: (_, _params: { id: string; error: unknown }) => {},
  },
  delays: {
    undoWindow: ({ context }) => context.undoMs,
  },
}).createMachine({
  id: 'deleteWithUndo',
  context: ({ input }) => ({
    id: input.id,
    undoMs: input.undoMs ?? UNDO_WINDOW_MS,
    error: null,
  }),
  initial: 'pending',
  states: {
    /** Hidden in the app, untouched on the server: UNDO still brings it back. */
    pending: {
      after: { undoWindow: { target: 'deleting' } },
      on: {
        UNDO: {
          target: 'undone',
          actions: { type: 'onUndone', params: ({ context }) => ({ id: context.id }) },
        },
        COMMIT_NOW: { target: 'deleting' },
      },
    },
    /** The delete call is on its way; too late to undo. */
    deleting: {
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'deleted',
          actions: { type: 'onDeleted', params: ({ context }) => ({ id: context.id }) },
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.error }),
            {
              type: 'onFailed',
              params: ({ context, event }) => ({ id: context.id, error: event.error }),
            },
          ],
        },
      },
    },
    undone: { type: 'final' },
    deleted: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type DeleteWithUndoMachine = typeof deleteWithUndoMachine;
