/** A job as GET /edit-jobs/{id}/ (or /jobs/{id}/) returns it (spec part 1 §3). */
export interface Job {
  id: string;
  status: string;
  kind?: string;
  error_message?: string | null;
  result_version?: string | null;
}

/** What the `retryJob` actor resolves to: the new job (or at least its id). */
export interface RetriedJob {
  id: string;
}

export interface JobPollingInput {
  /** Starts polling this job at once; without it the machine waits for `START`. */
  jobId?: string | null;
  /** @default 2000 */
  intervalMs?: number;
  /** @default 60 */
  maxAttempts?: number;
  /** Overall limit per job (the playground's). @default 120000 */
  timeoutMs?: number;
}

export type JobStatus = 'idle' | 'polling' | 'completed' | 'failed' | 'stopped';

export interface JobPollingContext {
  jobId: string | null;
  /** Fetches made for the current job. */
  attempts: number;
  /** The last job reply. */
  job: Job | null;
  resultVersion: string | null;
  /** The message to show: the job's error_message, 'Edit failed' or 'Job timeout'; null otherwise. */
  error: string | null;
  /** The poll helper's reason: 'Job failed' or 'Job timeout'; null otherwise. */
  failureReason: string | null;
  /** Set when the job was cancelled (marked failed locally). */
  cancelled: boolean;
  /** The polling (network) error that stopped polling silently; never shown. */
  pollError: string | null;
  intervalMs: number;
  maxAttempts: number;
  timeoutMs: number;
}

export type JobPollingEvent =
  { type: 'START'; jobId: string } | { type: 'CANCEL' } | { type: 'RETRY' };
