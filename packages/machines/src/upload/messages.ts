/** User-facing messages of the upload area (spec part 1 §5, §8). */
export const uploadMessages = {
  /** The toast title the per-file errors are listed under. */
  validationTitle: 'Validation Errors',
  invalidFormat: (formats: readonly string[]) => `Invalid format. Accepted: ${formats.join(', ')}`,
  fileTooLarge: (maxSizeMB: number) => `File size exceeds ${maxSizeMB}MB`,
  tooManyFiles: (maxFiles: number) => `Maximum ${maxFiles} files allowed`,
  onlyOneFile: 'Only one file can be uploaded',
  missingImageId: 'Upload succeeded but image ID is missing',
  uploadFailed: 'Failed to upload files',
} as const;

/** A per-file error as listed: 'filename: reason'. */
export const fileError = (name: string, reason: string) => `${name}: ${reason}`;
