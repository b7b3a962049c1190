/** How a job reads to a user: the wire's statuses, and a failure that was a cancel. */
export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** The server's message for a cancelled job (apps/api repositories/jobs.ts). */
export const JOB_CANCELLED_MESSAGE = 'Job cancelled';

export const jobStateLabels: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A wire job status (pending, in_progress, processing, succeeded, completed, failed). */
export function jobStateOf(status: string, errorMessage?: string | null): JobState {
  if (status === 'pending') return 'queued';
  if (status === 'in_progress' || status === 'processing') return 'running';
  if (status === 'succeeded' || status === 'completed') return 'succeeded';
  if (status === 'failed') return errorMessage === JOB_CANCELLED_MESSAGE ? 'cancelled' : 'failed';
  return 'running';
}

export const isActiveState = (s: JobState) => s === 'queued' || s === 'running';

/** '8 s', '2 min 5 s', '1 h 3 min': how long something has run. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}
