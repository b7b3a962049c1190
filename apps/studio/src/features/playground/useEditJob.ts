import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { jobPollingMachine, selectJobPolling } from '@hds/machines';
import { editsApi } from '../../kit/api/edits.ts';

export interface EditJobCallbacks {
  onCompleted: (resultVersionId: string | null) => void;
  onFailed: (message: string) => void;
  /** The user pressed Cancel: the edit shows as cancelled at once. */
  onCancelRequested?: () => void;
  /** The server has ended the cancelled edit (or stopped being waited for). */
  onCancelled?: () => void;
  /** A retry was queued: a new job (and pending version) for the same edit. */
  onRetried?: () => void;
}

/** What the playground shows of the edit it follows (null: nothing to show). */
export interface EditJobDisplay {
  state: 'queued' | 'running' | 'failed' | 'cancelled';
  /** The job's kind (its operation). */
  operation: string | null;
  /** Since it was queued (queued) or started (running). */
  since: number | null;
  errorMessage: string | null;
}

const CANCEL_WAIT_POLLS = 20;
const CANCEL_WAIT_MS = 1000;

const parse = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** Re-renders every `ms` while `on` (the elapsed time of a running edit). */
export function useNow(on: boolean, ms = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [on, ms]);
  return now;
}

/**
 * Follows one edit job with the jobPolling machine (every 2000 ms, 60 attempts, 120 s) on the
 * real job calls; the page hears once when it completes, fails or is cancelled. `display` is
 * the edit's progress (queued, running since…) or how it ended without a result (its message);
 * `cancel` and `retry` are the machine's CANCEL and RETRY events.
 */
export function useEditJob(callbacks: EditJobCallbacks) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const machine = useMemo(
    () =>
      jobPollingMachine.provide({
        actors: {
          fetchJob: fromPromise(({ input }) => editsApi.job(input.jobId)),
          // A running job stops at its worker's next heartbeat: wait (a little) until it has
          // ended, so the page's versions and a retry see it failed.
          cancelJob: fromPromise(async ({ input }) => {
            await editsApi.cancel(input.jobId);
            for (let i = 0; i < CANCEL_WAIT_POLLS; i++) {
              const job = await editsApi.job(input.jobId);
              if (job.status === 'failed' || job.status === 'succeeded') break;
              await new Promise((r) => setTimeout(r, CANCEL_WAIT_MS));
            }
            latest.current.onCancelled?.();
          }),
          retryJob: fromPromise(async ({ input }) => {
            const reply = await editsApi.retry(input.jobId);
            latest.current.onRetried?.();
            return { id: reply.job_id };
          }),
        },
        actions: {
          onCompleted: (_, params) => latest.current.onCompleted(params.resultVersion),
          onFailed: (_, params) => latest.current.onFailed(params.message),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  const view = selectJobPolling(snapshot);
  // A failure the user has read and put away (by job id).
  const [dismissed, setDismissed] = useState<string | null>(null);
  const job = snapshot.context.job;

  let display: EditJobDisplay | null = null;
  if (snapshot.matches('retrying') || (view.isPolling && !job)) {
    display = { state: 'queued', operation: job?.kind ?? null, since: null, errorMessage: null };
  } else if (view.isPolling && job) {
    const running = job.status !== 'pending';
    const started = parse((job as { started_at?: string | null }).started_at);
    const created = parse((job as { created_at?: string | null }).created_at);
    const since = running ? (Number.isNaN(started) ? created : started) : created;
    display = {
      state: running ? 'running' : 'queued',
      operation: job.kind ?? null,
      since: Number.isNaN(since) ? null : since,
      errorMessage: null,
    };
  } else if (view.status === 'failed' && view.jobId !== dismissed) {
    display = {
      state: view.isCancelled ? 'cancelled' : 'failed',
      operation: job?.kind ?? null,
      since: null,
      errorMessage: view.isCancelled ? null : view.error,
    };
  }

  return {
    view,
    display,
    /** Retry is possible once the edit failed or was cancelled (and the server heard of it). */
    canRetry: view.canRetry && snapshot.matches({ failed: 'settled' }),
    start: (jobId: string) => send({ type: 'START', jobId }),
    cancel: () => {
      send({ type: 'CANCEL' });
      latest.current.onCancelRequested?.();
    },
    retry: () => send({ type: 'RETRY' }),
    dismiss: () => setDismissed(view.jobId),
  };
}
