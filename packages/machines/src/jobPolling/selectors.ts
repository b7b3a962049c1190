import type { SnapshotFrom } from 'xstate';
import type { JobPollingMachine } from './jobPollingMachine.ts';
import type { JobStatus } from './types.ts';

export type JobPollingSnapshot = SnapshotFrom<JobPollingMachine>;

export interface JobPollingView {
  status: JobStatus;
  isPolling: boolean;
  /** Cancelling marks the job failed locally. */
  isCancelled: boolean;
  jobId: string | null;
  attempts: number;
  resultVersion: string | null;
  /** The message to show (null when nothing is to be shown, including a stopped poll). */
  error: string | null;
  canRetry: boolean;
}

export function selectJobPolling(snapshot: JobPollingSnapshot): JobPollingView {
  const { context } = snapshot;
  const status: JobStatus = snapshot.matches('polling')
    ? 'polling'
    : snapshot.matches('retrying')
      ? 'polling'
      : snapshot.matches('completed')
        ? 'completed'
        : snapshot.matches('failed')
          ? 'failed'
          : snapshot.matches('stopped')
            ? 'stopped'
            : 'idle';
  return {
    status,
    isPolling: status === 'polling',
    isCancelled: context.cancelled,
    jobId: context.jobId,
    attempts: context.attempts,
    resultVersion: context.resultVersion,
    error: context.error,
    canRetry: snapshot.can({ type: 'RETRY' }),
  };
}
