import { assign, fromPromise, setup } from 'xstate';
import { sharedBoardMessages } from './messages.ts';
import type {
  SharedBoard,
  SharedBoardContext,
  SharedBoardEvent,
  SharedBoardFile,
  SharedBoardInput,
} from './types.ts';

function notProvided(name: string): never {
  throw new Error(
    `sharedBoardMachine: "${name}" is not provided; supply it with sharedBoardMachine.provide()`,
  );
}

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

export const isNotFoundError = (error: unknown) => field(error, 'status') === 404;

export const isNetworkError = (error: unknown) =>
  error instanceof TypeError || field(error, 'network') === true;

/** The message of an error, if it has a non-empty one. */
function messageOf(error: unknown): string | null {
  const message = field(error, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The error card's text for a failed load that is not a 404 (spec part 2 §8). */
export function loadErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messageOf(error) ?? sharedBoardMessages.networkFailed;
  return sharedBoardMessages.loadFailed;
}

/**
 * The public shared board of spec part 2 §2 and §4: loading → error | notFound | loaded, and in
 * `loaded` the upload sub-flow for upload permission (select → review → uploading → success:
 * selection cleared and board reloaded).
 */
export const sharedBoardMachine = setup({
  types: {
    context: {} as SharedBoardContext,
    events: {} as SharedBoardEvent,
    input: {} as SharedBoardInput,
  },
  actors: {
    /** Loads the board of the share token. */
    loadBoard: fromPromise<SharedBoard, { token: string }>(async () => notProvided('loadBoard')),
    /** Uploads the files to the board of the share token. */
    uploadFiles: fromPromise<unknown, { token: string; files: SharedBoardFile[] }>(async () =>
      notProvided('uploadFiles'),
    ),
  },
  actions: {
    /** Failures that are not shown (a failed reload after an upload). */
    logError: (_, params: { message: string; cause: unknown }) => {
      console.error(`[sharedBoard] ${params.message}`, params.cause);
    },
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
    /** Only a board shared with upload permission takes files; an empty pick does nothing. */
    canSelectFiles: ({ context }, params: { files: readonly SharedBoardFile[] }) =>
      context.board?.permission === 'upload' && params.files.length > 0,
    isLastFile: ({ context }, params: { id: string }) =>
      context.files.length === 1 && context.files[0]?.id === params.id,
    canStartUpload: ({ context }) =>
      context.token !== null && context.token !== '' && context.files.length > 0,
  },
}).createMachine({
  id: 'sharedBoard',
  context: ({ input }) => ({
    token: input?.token ?? null,
    board: null,
    error: null,
    files: [],
    toast: null,
  }),
  initial: 'checking',
  on: {
    DISMISS_TOAST: { actions: assign({ toast: null }) },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        // Without a token there is no board to show.
        { target: 'notFound', actions: assign({ error: sharedBoardMessages.notFound }) },
      ],
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'loaded', actions: assign({ board: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ error: sharedBoardMessages.notFound }),
          },
          {
            target: 'error',
            actions: assign({ error: ({ event }) => loadErrorMessage(event.error) }),
          },
        ],
      },
    },
    error: {
      on: { RETRY: 'loading' },
    },
    notFound: {},
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SELECT_FILES: {
              guard: { type: 'canSelectFiles', params: ({ event }) => ({ files: event.files }) },
              target: 'reviewing',
              actions: assign({ files: ({ event }) => [...event.files] }),
            },
          },
        },
        reviewing: {
          on: {
            SELECT_FILES: {
              actions: assign({
                files: ({ context, event }) => {
                  const known = new Set(context.files.map((f) => f.id));
                  return [...context.files, ...event.files.filter((f) => !known.has(f.id))];
                },
              }),
            },
            REMOVE_FILE: [
              {
                guard: { type: 'isLastFile', params: ({ event }) => ({ id: event.id }) },
                target: 'idle',
                actions: assign({ files: [] }),
              },
              {
                actions: assign({
                  files: ({ context, event }) => context.files.filter((f) => f.id !== event.id),
                }),
              },
            ],
            CLEAR_FILES: { target: 'idle', actions: assign({ files: [] }) },
            UPLOAD: {
              guard: 'canStartUpload',
              target: 'uploading',
              actions: assign({ toast: null }),
            },
          },
        },
        uploading: {
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }) => ({ token: context.token ?? '', files: context.files }),
            onDone: { target: 'refreshing', actions: assign({ files: [] }) },
            onError: {
              target: 'reviewing',
              actions: assign({
                toast: ({ event }) => ({
                  title: sharedBoardMessages.uploadFailedTitle,
                  description: messageOf(event.error) ?? sharedBoardMessages.uploadFailedDefault,
                  variant: 'destructive' as const,
                }),
              }),
            },
          },
        },
        /** The board is reloaded after a successful upload; the current one stays meanwhile. */
        refreshing: {
          invoke: {
            id: 'reloadBoard',
            src: 'loadBoard',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'idle', actions: assign({ board: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'reload failed', cause: event.error }),
              },
            },
          },
        },
      },
    },
  },
});

export type SharedBoardMachine = typeof sharedBoardMachine;
