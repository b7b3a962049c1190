/** User-facing messages of job polling (spec part 1 §8, part 2 §4). */
export const jobPollingMessages = {
  /** A failed job without its own error_message (the playground's toast). */
  editFailed: 'Edit failed',
  /** The poll helper's generic failure reason. */
  jobFailed: 'Job failed',
  /** More than the allowed attempts, or the overall time limit passed. */
  jobTimeout: 'Job timeout',
} as const;

export type JobPollingMessage = (typeof jobPollingMessages)[keyof typeof jobPollingMessages];
