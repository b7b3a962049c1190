/** A file as the machine sees it (structural: no DOM `File` needed). */
export interface UploadFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type, e.g. image/png (may be empty; the name's extension is checked too). */
  type: string;
}

export type UploadItemStatus = 'pending' | 'uploading' | 'success' | 'error';

export interface UploadItem extends UploadFile {
  status: UploadItemStatus;
  /** 0–100. */
  progress: number;
  /** Set once the uploader reported real progress: simulated steps stop. */
  realProgress: boolean;
  imageId: string | null;
  error: string | null;
}

export interface UploadValidation {
  /** Always 'Validation Errors'. */
  title: string;
  /** 'filename: reason' per refused file, or one batch message. */
  errors: string[];
}

export interface UploadInput {
  /** @default 10 */
  maxFiles?: number;
  /** @default 10 */
  maxSizeMB?: number;
  /** @default ['jpeg', 'jpg', 'png', 'webp'] */
  acceptedFormats?: readonly string[];
  /** Single-file mode. @default false */
  singleFile?: boolean;
  /** Simulated progress: +step every interval up to cap. @default 100 / 10 / 90 */
  progressIntervalMs?: number;
  progressStep?: number;
  progressCap?: number;
}

export interface UploadContext {
  items: UploadItem[];
  validation: UploadValidation | null;
  /** The item being uploaded. */
  currentId: string | null;
  maxFiles: number;
  maxSizeMB: number;
  acceptedFormats: readonly string[];
  singleFile: boolean;
  progressIntervalMs: number;
  progressStep: number;
  progressCap: number;
}

/** Events the uploader actor sends back for the file it uploads. */
export type UploaderEvent =
  | { type: 'PROGRESS'; id: string; percent: number }
  | { type: 'UPLOAD.SUCCESS'; id: string; reply: unknown }
  | { type: 'UPLOAD.FAILURE'; id: string; error: unknown };

export type UploadEvent =
  | { type: 'ADD_FILES'; files: readonly UploadFile[] }
  | { type: 'REMOVE'; id: string }
  | { type: 'UPLOAD' }
  | { type: 'CLEAR' }
  | { type: 'DISMISS_VALIDATION' }
  | UploaderEvent;
