import { assign, fromPromise, setup } from 'xstate';
import { jobPollingMessages } from './messages.ts';
import type {
  Job,
  JobPollingContext,
  JobPollingEvent,
  JobPollingInput,
  RetriedJob,
} from './types.ts';

/** Spec: poll every 2000 ms, at most 60 attempts; the playground gives up after 120 s. */
export const DEFAULT_JOB_POLL_INTERVAL_MS = 2000;
export const DEFAULT_JOB_MAX_ATTEMPTS = 60;
export const DEFAULT_JOB_TIMEOUT_MS = 120_000;

/** Statuses that keep the polling going; anything unknown keeps it going too. */
export const activeJobStatuses = ['pending', 'in_progress', 'processing'] as const;
export const completedJobStatuses = ['completed', 'succeeded'] as const;

function notProvided(name: string): never {
  throw new Error(
    `jobPollingMachine: "${name}" is not provided; supply it with jobPollingMachine.provide()`,
  );
}

const isCompleted = (job: Job) => (completedJobStatuses as readonly string[]).includes(job.status);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Polls one job (spec part 1 §4 "Playground", §9; part 2 §4 "Job"): fetch at once, then every
 * `pollInterval`, until the job completes or fails, the attempts run out or `jobTimeout` passes.
 */
export const jobPollingMachine = setup({
  types: {
    context: {} as JobPollingContext,
    events: {} as JobPollingEvent,
    input: {} as JobPollingInput,
  },
  actors: {
    /** GET /edit-jobs/{id}/ (or the job status call). */
    fetchJob: fromPromise<Job, { jobId: string }>(async () => notProvided('fetchJob')),
    /** POST /edit-jobs/{id}/cancel/. */
    cancelJob: fromPromise<unknown, { jobId: string }>(async () => notProvided('cancelJob')),
    /** POST /edit-jobs/{id}/retry/: resolves to the new job. */
    retryJob: fromPromise<RetriedJob, { jobId: string }>(async () => notProvided('retryJob')),
  },
  actions: {
    startJob: assign((_, params: { jobId: string }) => ({
      jobId: params.jobId,
      attempts: 0,
      job: null,
      resultVersion: null,
      error: null,
      failureReason: null,
      cancelled: false,
      pollError: null,
    })),
    /** Called once with the result version when the job completes. */
    onCompleted: (_, _params: { jobId: string; resultVersion: string | null }) => {},
    /** Called once with the shown message when the job fails or times out. */
    onFailed: (_, _params: { jobId: string; message: string }) => {},
    /** Failures of cancel and retry calls are logged (never shown). */
    logError: (_, params: { message: string; cause: unknown }) => {
      console.error(`[jobPolling] ${params.message}`, params.cause);
    },
  },
  guards: {
    isCompleted: (_, job: Job) => isCompleted(job),
    isFailed: (_, job: Job) => job.status === 'failed',
    attemptsExhausted: ({ context }) => context.attempts >= context.maxAttempts,
    hasJob: ({ context }) => context.jobId !== null,
  },
  delays: {
    pollInterval: ({ context }) => context.intervalMs,
    jobTimeout: ({ context }) => context.timeoutMs,
  },
}).createMachine({
  id: 'jobPolling',
  context: ({ input }) => ({
    jobId: input?.jobId ?? null,
    attempts: 0,
    job: null,
    resultVersion: null,
    error: null,
    failureReason: null,
    cancelled: false,
    pollError: null,
    intervalMs: input?.intervalMs ?? DEFAULT_JOB_POLL_INTERVAL_MS,
    maxAttempts: input?.maxAttempts ?? DEFAULT_JOB_MAX_ATTEMPTS,
    timeoutMs: input?.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS,
  }),
  initial: 'checking',
  on: {
    // A new job replaces whatever the machine was doing.
    START: {
      target: '.polling',
      reenter: true,
      actions: { type: 'startJob', params: ({ event }) => ({ jobId: event.jobId }) },
    },
  },
  states: {
    checking: {
      always: [{ guard: 'hasJob', target: 'polling' }, { target: 'idle' }],
    },
    idle: {},
    polling: {
      initial: 'fetching',
      after: {
        jobTimeout: {
          target: 'failed',
          actions: [
            assign({
              error: jobPollingMessages.jobTimeout,
              failureReason: jobPollingMessages.jobTimeout,
            }),
            {
              type: 'onFailed',
              params: ({ context }) => ({
                jobId: context.jobId ?? '',
                message: jobPollingMessages.jobTimeout,
              }),
            },
          ],
        },
      },
      on: {
        CANCEL: {
          target: 'failed.cancelling',
          actions: assign({ cancelled: true, error: null, failureReason: null }),
        },
      },
      states: {
        fetching: {
          entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
          invoke: {
            id: 'fetchJob',
            src: 'fetchJob',
            input: ({ context }) => ({ jobId: context.jobId ?? '' }),
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: '#jobPolling.completed',
                actions: [
                  assign({
                    job: ({ event }) => event.output,
                    resultVersion: ({ event }) => event.output.result_version ?? null,
                  }),
                  {
                    type: 'onCompleted',
                    params: ({ context }) => ({
                      jobId: context.jobId ?? '',
                      resultVersion: context.resultVersion,
                    }),
                  },
                ],
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#jobPolling.failed',
                actions: [
                  assign({
                    job: ({ event }) => event.output,
                    error: ({ event }) =>
                      event.output.error_message || jobPollingMessages.editFailed,
                    failureReason: jobPollingMessages.jobFailed,
                  }),
                  {
                    type: 'onFailed',
                    params: ({ context }) => ({
                      jobId: context.jobId ?? '',
                      message: context.error ?? jobPollingMessages.editFailed,
                    }),
                  },
                ],
              },
              {
                guard: 'attemptsExhausted',
                target: '#jobPolling.failed',
                actions: [
                  assign({
                    job: ({ event }) => event.output,
                    error: jobPollingMessages.jobTimeout,
                    failureReason: jobPollingMessages.jobTimeout,
                  }),
                  {
                    type: 'onFailed',
                    params: ({ context }) => ({
                      jobId: context.jobId ?? '',
                      message: jobPollingMessages.jobTimeout,
                    }),
                  },
                ],
              },
              { target: 'waiting', actions: assign({ job: ({ event }) => event.output }) },
            ],
            // Spec: "A polling error stops polling silently" (the error is stored, not shown).
            onError: {
              target: '#jobPolling.stopped',
              actions: assign({ pollError: ({ event }) => errorText(event.error) }),
            },
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    completed: {},
    failed: {
      initial: 'settled',
      on: {
        // The old failure is no longer shown while retrying.
        RETRY: {
          target: '#jobPolling.retrying',
          actions: assign({ error: null, failureReason: null, cancelled: false }),
        },
      },
      states: {
        settled: {},
        /** Marked failed locally at once; the server is told in the background. */
        cancelling: {
          invoke: {
            id: 'cancelJob',
            src: 'cancelJob',
            input: ({ context }) => ({ jobId: context.jobId ?? '' }),
            onDone: 'settled',
            onError: {
              target: 'settled',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'cancel failed', cause: event.error }),
              },
            },
          },
        },
      },
    },
    stopped: {
      on: {
        // The old failure is no longer shown while retrying.
        RETRY: {
          target: '#jobPolling.retrying',
          actions: assign({ error: null, failureReason: null, cancelled: false }),
        },
      },
    },
    retrying: {
      invoke: {
        id: 'retryJob',
        src: 'retryJob',
        input: ({ context }) => ({ jobId: context.jobId ?? '' }),
        onDone: {
          target: 'polling',
          actions: {
            type: 'startJob',
            params: ({ event }) => ({ jobId: String(event.output.id) }),
          },
        },
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: jobPollingMessages.jobFailed,
              failureReason: jobPollingMessages.jobFailed,
            }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'retry failed', cause: event.error }),
            },
          ],
        },
      },
    },
  },
});

export type JobPollingMachine = typeof jobPollingMachine;
