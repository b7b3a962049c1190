import type { SnapshotFrom } from 'xstate';
import type { UploadMachine } from './uploadMachine.ts';
import type { UploadItem, UploadValidation } from './types.ts';

export type UploadSnapshot = SnapshotFrom<UploadMachine>;

export interface UploadView {
  items: UploadItem[];
  isUploading: boolean;
  /** Overall progress over the items of the list (0–100). */
  progress: number;
  validation: UploadValidation | null;
  canUpload: boolean;
  /** The hints the area displays: 'Maximum n files' and the size cap in MB. */
  maxFilesHint: string;
  maxSizeMB: number;
}

export function selectUpload(snapshot: UploadSnapshot): UploadView {
  const { context } = snapshot;
  const { items } = context;
  const progress =
    items.length === 0
      ? 0
      : Math.round(
          items.reduce((sum, item) => sum + (item.status === 'success' ? 100 : item.progress), 0) /
            items.length,
        );
  return {
    items,
    isUploading: snapshot.matches('uploading'),
    progress,
    validation: context.validation,
    canUpload: snapshot.can({ type: 'UPLOAD' }),
    maxFilesHint: `Maximum ${context.singleFile ? 1 : context.maxFiles} files`,
    maxSizeMB: context.maxSizeMB,
  };
}
