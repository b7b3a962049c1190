export {
  activeJobStatuses,
  completedJobStatuses,
  DEFAULT_JOB_MAX_ATTEMPTS,
  DEFAULT_JOB_POLL_INTERVAL_MS,
  DEFAULT_JOB_TIMEOUT_MS,
  jobPollingMachine,
  type JobPollingMachine,
} from './jobPollingMachine.ts';
export { jobPollingMessages, type JobPollingMessage } from './messages.ts';
export { selectJobPolling, type JobPollingSnapshot, type JobPollingView } from './selectors.ts';
export type * from './types.ts';
