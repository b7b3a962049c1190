/** How a run ended: done, failed for good, or dropped (cancelled, lease lost, shutting down). */
export type JobOutcome = 'succeeded' | 'failed' | 'discarded';

/** What the queue reads of a claimed job: enough to lease, log and give it back. */
export interface QueuedJob {
  id: string;
  operation: string;
  attempts: number;
  max_attempts: number;
  /** 1 once the user asked to cancel (possibly through another process). */
  cancel_requested: number;
}

/**
 * The work a queue runs, handed to it by the feature that owns the jobs (the edits feature's
 * `editJobRunner`), so the queue knows leases and retries but nothing of what a job does. The
 * job table's own operations come with it: the queue claims, renews and hands back through them.
 */
export interface JobRunner<J extends QueuedJob = QueuedJob> {
  /** Takes the oldest runnable job (or `onlyId`) for `workerId` with a lease of `leaseMs`. */
  claim(workerId: string, leaseMs: number, onlyId?: string): Promise<J | undefined>;
  /** Renews the lease; `held` false once another worker took it, `cancel` once cancelled. */
  heartbeat(
    id: string,
    workerId: string,
    leaseMs: number,
  ): Promise<{ held: boolean; cancel: boolean }>;
  /** Back to the queue at once (a crash or a shutdown mid-run). */
  release(id: string, workerId: string): Promise<void>;
  /** Fails a job whose last attempt crashed, in the words its user reads. */
  giveUp(id: string, workerId: string): Promise<unknown>;
  /** Fails jobs whose attempts ran out while leased (their workers died). */
  failExhausted(): Promise<unknown>;
  /** Jobs waiting on this one, runnable now that it succeeded. */
  dependents(id: string): Promise<string[]>;
  /** Runs a claimed job to its outcome; `signal` aborts it. Never throws for a job's failure. */
  run(job: J, workerId: string, signal: AbortSignal): Promise<JobOutcome>;
  /** Throws when the store of jobs cannot be read (the readiness probe). */
  ready(): Promise<void>;
}
