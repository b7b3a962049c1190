export {
  DEFAULT_ACCEPTED_FORMATS,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_SIZE_MB,
  DEFAULT_PROGRESS_CAP,
  DEFAULT_PROGRESS_INTERVAL_MS,
  DEFAULT_PROGRESS_STEP,
  extractImageId,
  hasAcceptedFormat,
  uploaderFromPromise,
  uploadMachine,
  validateFiles,
  type UploadMachine,
} from './uploadMachine.ts';
export { fileError, uploadMessages } from './messages.ts';
export { selectUpload, type UploadSnapshot, type UploadView } from './selectors.ts';
export type * from './types.ts';
