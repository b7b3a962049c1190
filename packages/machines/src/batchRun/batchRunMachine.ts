import { assign, fromPromise, setup } from 'xstate';
import { batchRunMessages } from './messages.ts';
import type {
  BatchRunContext,
  BatchRunEvent,
  BatchRunInput,
  BatchRunRequest,
  BatchRunSnapshot,
} from './types.ts';

export const DEFAULT_BATCH_POLL_INTERVAL_MS = 2000;
export const DEFAULT_BATCH_MAX_ATTEMPTS = 900;
export const DEFAULT_BATCH_MAX_POLL_ERRORS = 3;

function notProvided(name: string): never {
  throw new Error(`batchRunMachine: "${name}" is not provided; supply it with .provide()`);
}

/** The server's words when it refused, else the machine's own. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * One recipe over many images: start the batch, follow it (every `intervalMs`) until every
 * image is done or failed, cancel it as a whole. One image failing does not stop the others;
 * the batch ends `finished` (or `cancelled` after CANCEL) with each image's own state.
 */
export const batchRunMachine = setup({
  types: {
    context: {} as BatchRunContext,
    events: {} as BatchRunEvent,
    input: {} as BatchRunInput | undefined,
  },
  actors: {
    /** POST /recipes/{id}/apply/ {project_id, image_ids}: resolves to the batch id. */
    startBatch: fromPromise<{ batchId: string }, BatchRunRequest>(async () =>
      notProvided('startBatch'),
    ),
    /** GET /batches/{id}/. */
    fetchBatch: fromPromise<BatchRunSnapshot, { batchId: string }>(async () =>
      notProvided('fetchBatch'),
    ),
    /** POST /batches/{id}/cancel/: the batch after the request. */
    cancelBatch: fromPromise<BatchRunSnapshot, { batchId: string }>(async () =>
      notProvided('cancelBatch'),
    ),
  },
  actions: {
    reset: assign({
      request: null,
      batch: null,
      attempts: 0,
      pollErrors: 0,
      cancelRequested: false,
      error: null,
    }),
    /** Called once when the batch has ended (finished or cancelled). */
    onDone: (_, _params: { batch: BatchRunSnapshot; cancelled: boolean }) => {},
  },
  guards: {
    isDone: (_, batch: BatchRunSnapshot) => batch.done,
    attemptsExhausted: ({ context }) => context.attempts >= context.maxAttempts,
    tooManyErrors: ({ context }) => context.pollErrors + 1 >= context.maxPollErrors,
    cancelRequested: ({ context }) => context.cancelRequested,
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'batchRun',
  context: ({ input }) => ({
    request: null,
    batch: null,
    attempts: 0,
    pollErrors: 0,
    cancelRequested: false,
    error: null,
    intervalMs: input?.intervalMs ?? DEFAULT_BATCH_POLL_INTERVAL_MS,
    maxAttempts: input?.maxAttempts ?? DEFAULT_BATCH_MAX_ATTEMPTS,
    maxPollErrors: input?.maxPollErrors ?? DEFAULT_BATCH_MAX_POLL_ERRORS,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: {
          target: 'starting',
          actions: assign({ request: ({ event }) => event.request, error: null }),
        },
        WATCH: {
          target: 'running',
          actions: assign({
            batch: ({ event }) => ({ id: event.batchId, done: false, items: [] }),
            error: null,
          }),
        },
      },
    },
    starting: {
      invoke: {
        src: 'startBatch',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'running',
          actions: assign({
            batch: ({ event }) => ({ id: event.output.batchId, done: false, items: [] }),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error, batchRunMessages.startFailed),
          }),
        },
      },
    },
    running: {
      initial: 'fetching',
      on: { CANCEL: { target: '.cancelling', actions: assign({ error: null }) } },
      states: {
        fetching: {
          entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
          invoke: {
            src: 'fetchBatch',
            input: ({ context }) => ({ batchId: context.batch!.id }),
            onDone: [
              {
                guard: { type: 'isDone', params: ({ event }) => event.output },
                target: '#batchRun.ended',
                actions: assign({ batch: ({ event }) => event.output, pollErrors: 0 }),
              },
              {
                guard: 'attemptsExhausted',
                target: '#batchRun.failed',
                actions: assign({
                  batch: ({ event }) => event.output,
                  error: batchRunMessages.tooLong,
                }),
              },
              {
                target: 'waiting',
                actions: assign({ batch: ({ event }) => event.output, pollErrors: 0 }),
              },
            ],
            onError: [
              {
                guard: 'tooManyErrors',
                target: '#batchRun.failed',
                actions: assign({ error: batchRunMessages.lostTrack }),
              },
              {
                target: 'waiting',
                actions: assign({ pollErrors: ({ context }) => context.pollErrors + 1 }),
              },
            ],
          },
        },
        waiting: { after: { pollInterval: 'fetching' } },
        cancelling: {
          entry: assign({ cancelRequested: true }),
          invoke: {
            src: 'cancelBatch',
            input: ({ context }) => ({ batchId: context.batch!.id }),
            onDone: [
              {
                guard: { type: 'isDone', params: ({ event }) => event.output },
                target: '#batchRun.ended',
                actions: assign({ batch: ({ event }) => event.output }),
              },
              // Running images stop on their worker's next beat: keep following them.
              { target: 'waiting', actions: assign({ batch: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'waiting',
              actions: assign({
                cancelRequested: false,
                error: ({ event }) => messageOf(event.error, batchRunMessages.cancelFailed),
              }),
            },
          },
        },
      },
    },
    ended: {
      always: [{ guard: 'cancelRequested', target: 'cancelled' }, { target: 'finished' }],
    },
    finished: {
      entry: {
        type: 'onDone',
        params: ({ context }) => ({ batch: context.batch!, cancelled: false }),
      },
      on: { RESET: { target: 'idle', actions: 'reset' } },
    },
    cancelled: {
      entry: {
        type: 'onDone',
        params: ({ context }) => ({ batch: context.batch!, cancelled: true }),
      },
      on: { RESET: { target: 'idle', actions: 'reset' } },
    },
    failed: { on: { RESET: { target: 'idle', actions: 'reset' } } },
  },
});
export type BatchRunMachine = typeof batchRunMachine;
