import { assign, fromPromise, setup } from 'xstate';
import { boardAddMessages } from './messages.ts';
import type { BoardAddContext, BoardAddEvent, BoardAddRequest, BoardAddResult } from './types.ts';

/**
 * Adding versions to a board (the playground's 'Add to Board', a board's 'Add images'):
 * choosing, then saving through the board calls, then added — or back to choosing with the
 * server's sentence. A blank new-board name or an empty choice is refused before any call.
 */
export const boardAddMachine = setup({
  types: {
    context: {} as BoardAddContext,
    events: {} as BoardAddEvent,
  },
  actors: {
    addVersions: fromPromise<BoardAddResult, BoardAddRequest>(async () => {
      throw new Error(
        'boardAddMachine: "addVersions" is not provided; supply it with boardAddMachine.provide()',
      );
    }),
  },
  actions: {
    /** Called once the versions are on the board. */
    onAdded: (_, _params: { result: BoardAddResult }) => {},
  },
  guards: {
    nameBlank: ({ event }) =>
      event.type === 'SUBMIT' &&
      event.request.target.kind === 'new' &&
      event.request.target.name.trim() === '',
    nothingChosen: ({ event }) => event.type === 'SUBMIT' && event.request.versionIds.length === 0,
  },
}).createMachine({
  id: 'boardAdd',
  context: { error: null, result: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        SUBMIT: [
          {
            guard: 'nameBlank',
            actions: assign({ error: boardAddMessages.nameRequired }),
          },
          {
            guard: 'nothingChosen',
            actions: assign({ error: boardAddMessages.nothingChosen }),
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        EDIT: { actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'addVersions',
        src: 'addVersions',
        input: ({ event }) => {
          if (event.type !== 'SUBMIT') throw new Error('saving is entered by SUBMIT');
          return {
            ...event.request,
            target:
              event.request.target.kind === 'new'
                ? { kind: 'new', name: event.request.target.name.trim() }
                : event.request.target,
          };
        },
        onDone: {
          target: 'added',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'onAdded', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? `${boardAddMessages.failed}: ${event.error.message}`
                : boardAddMessages.failed,
          }),
        },
      },
    },
    added: {
      on: { RESET: { target: 'choosing', actions: assign({ error: null, result: null }) } },
    },
  },
});
export type BoardAddMachine = typeof boardAddMachine;
