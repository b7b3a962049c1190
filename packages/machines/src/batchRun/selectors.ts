import type { SnapshotFrom } from 'xstate';
import type { BatchRunMachine } from './batchRunMachine.ts';
import type { BatchItemStatus, BatchRunSnapshot } from './types.ts';

export type BatchRunMachineSnapshot = SnapshotFrom<BatchRunMachine>;

export type BatchRunPhase =
  'idle' | 'starting' | 'running' | 'cancelling' | 'finished' | 'cancelled' | 'failed';

export interface BatchRunView {
  phase: BatchRunPhase;
  batch: BatchRunSnapshot | null;
  counts: Record<BatchItemStatus, number>;
  total: number;
  /** Images done or failed, of all. */
  ended: number;
  /** 0–100. */
  percent: number;
  error: string | null;
  canCancel: boolean;
}

export function selectBatchRun(snapshot: BatchRunMachineSnapshot): BatchRunView {
  const { batch, error, cancelRequested } = snapshot.context;
  const counts: Record<BatchItemStatus, number> = {
    pending: 0,
    in_progress: 0,
    succeeded: 0,
    failed: 0,
  };
  for (const i of batch?.items ?? []) counts[i.status] += 1;
  const total = batch?.items.length ?? 0;
  const ended = counts.succeeded + counts.failed;
  const phase: BatchRunPhase = snapshot.matches({ running: 'cancelling' })
    ? 'cancelling'
    : snapshot.matches('running')
      ? 'running'
      : (snapshot.value as BatchRunPhase);
  return {
    phase,
    batch,
    counts,
    total,
    ended,
    percent: total ? Math.round((ended / total) * 100) : 0,
    error,
    canCancel: phase === 'running' && !cancelRequested,
  };
}
