export { JobsPanel, jobTiming } from './JobsPanel.tsx';
export type { JobsPanelJob, JobsPanelProps } from './JobsPanel.tsx';
export { EditJobStatus } from './EditJobStatus.tsx';
export type { EditJobStatusProps } from './EditJobStatus.tsx';
export {
  JOB_CANCELLED_MESSAGE,
  formatDuration,
  isActiveState,
  jobStateLabels,
  jobStateOf,
  type JobState,
} from './jobState.ts';
