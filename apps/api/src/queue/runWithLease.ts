import { reportJobRun } from '../ops/jobEvents.ts';
import type { JobOutcome, JobRunner, QueuedJob } from './jobRunner.ts';

export interface LeaseOptions {
  workerId: string;
  leaseMs: number;
  heartbeatMs: number;
  /** Aborted when the process shuts down: the job goes back to the queue. */
  shutdown: AbortSignal;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

/**
 * Runs a claimed job while keeping its lease alive. The heartbeat renews the lease and aborts
 * the engine when the user cancels (the flag may have been set by another process) or when
 * another worker took the job over.
 */
export async function runWithLease<J extends QueuedJob>(
  jobs: JobRunner<J>,
  job: J,
  opts: LeaseOptions,
): Promise<JobOutcome> {
  const controller = new AbortController();
  const onShutdown = () => controller.abort(new Error('worker shutting down'));
  opts.shutdown.addEventListener('abort', onShutdown, { once: true });
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    jobs
      .heartbeat(job.id, opts.workerId, opts.leaseMs)
      .then(({ held, cancel }) => {
        if (cancel) controller.abort(new Error('cancelled'));
        else if (!held) controller.abort(new Error('lease lost'));
      })
      .catch((err: unknown) => opts.log?.('heartbeat failed', { job: job.id, err: String(err) }))
      .finally(() => {
        beating = false;
      });
  }, opts.heartbeatMs);
  timer.unref();
  const started = performance.now();
  try {
    if (job.cancel_requested === 1) controller.abort(new Error('cancelled'));
    const outcome = await jobs.run(job, opts.workerId, controller.signal);
    if (outcome === 'discarded' && opts.shutdown.aborted) {
      await jobs.release(job.id, opts.workerId);
    }
    opts.log?.('job finished', { job: job.id, operation: job.operation, outcome });
    const seconds = (performance.now() - started) / 1000;
    reportJobRun({ operation: job.operation, outcome, seconds });
    return outcome;
  } finally {
    clearInterval(timer);
    opts.shutdown.removeEventListener('abort', onShutdown);
  }
}

/**
 * After runWithLease itself threw (the database went away mid-run, say): hand the job back at
 * once rather than leaving it owned until its lease runs out — or, on its last attempt, fail it,
 * since a released job with no attempts left could never be claimed again.
 */
export async function giveBack<J extends QueuedJob>(
  jobs: JobRunner<J>,
  job: J,
  workerId: string,
): Promise<void> {
  try {
    if (job.attempts >= job.max_attempts) await jobs.giveUp(job.id, workerId);
    else await jobs.release(job.id, workerId);
  } catch {
    // Still unreachable: the lease expires and the sweep (or the next claim) takes over.
  }
}
