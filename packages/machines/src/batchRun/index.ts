export {
  DEFAULT_BATCH_MAX_ATTEMPTS,
  DEFAULT_BATCH_MAX_POLL_ERRORS,
  DEFAULT_BATCH_POLL_INTERVAL_MS,
  batchRunMachine,
  type BatchRunMachine,
} from './batchRunMachine.ts';
export { batchRunMessages } from './messages.ts';
export {
  selectBatchRun,
  type BatchRunMachineSnapshot,
  type BatchRunPhase,
  type BatchRunView,
} from './selectors.ts';
export type * from './types.ts';
