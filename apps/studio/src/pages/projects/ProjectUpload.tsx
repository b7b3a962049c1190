import { UploadArea, toast, type Uploader } from '@hds/ui';
import { homeDesignApi } from '../../api.ts';

export const UPLOAD_FAILED = 'Failed to upload files';

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
  return <UploadArea upload={upload} maxFiles={10} maxSizeMB={10} onUploaded={onUploaded} />;
}
