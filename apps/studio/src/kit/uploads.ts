import { toast, type Uploader } from '@hds/ui';
import type { UploadValidation } from '@hds/machines';
import { homeDesignApi } from './api/homeDesign.ts';

export const UPLOAD_FAILED = 'Failed to upload files';

/**
 * Spec part 1 §5: refused files are listed under the toast title 'Validation Errors' as
 * 'filename: reason', one a line; the valid files are still added.
 */
export function toastValidation(validation: UploadValidation) {
  toast({
    title: validation.title,
    description: validation.errors.join('\n'),
    variant: 'destructive',
  });
}

/**
 * The `UploadArea`'s uploader: each file goes to the server (into `projectId`, or as a loose
 * image without one) with real XHR progress; a failure that is not a cancel toasts
 * 'Failed to upload files'.
 */
export function uploaderInto(projectId: string | undefined): Uploader {
  return async (file, onProgress, signal) => {
    try {
      return await homeDesignApi.uploadImage(file, projectId, onProgress, signal);
    } catch (err) {
      if (!signal.aborted) {
        toast({ title: 'Error', description: UPLOAD_FAILED, variant: 'destructive' });
      }
      throw err;
    }
  };
}
