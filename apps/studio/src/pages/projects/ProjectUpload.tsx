import { UploadArea, toast, type Uploader } from '@hds/ui';
import type { UploadValidation } from '@hds/machines';
import { homeDesignApi } from '../../api.ts';

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

/** The project's 'Add Images' area: each file goes to the project with real XHR progress. */
export function ProjectUpload({
  projectId,
  onUploaded,
}: {
  projectId: string;
  onUploaded: (imageIds: string[]) => void;
}) {
  const upload: Uploader = async (file, onProgress, signal) => {
    try {
      return await homeDesignApi.uploadImage(file, projectId, onProgress, signal);
    } catch (err) {
      if (!signal.aborted) {
        toast({ title: 'Error', description: UPLOAD_FAILED, variant: 'destructive' });
      }
      throw err;
    }
  };
  return (
    <UploadArea
      upload={upload}
      maxFiles={10}
      maxSizeMB={10}
      onUploaded={onUploaded}
      onValidationError={toastValidation}
    />
  );
}
