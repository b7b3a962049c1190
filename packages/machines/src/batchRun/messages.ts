/** What the batch view says when the run itself (not one image) goes wrong. */
export const batchRunMessages = {
  startFailed: 'The batch could not be started.',
  lostTrack: 'Lost contact with the server while following the batch. Reload to see where it is.',
  tooLong: 'The batch is taking longer than expected. Its images keep going on the server.',
  cancelFailed: 'The batch could not be cancelled. Try again.',
} as const;
