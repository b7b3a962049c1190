import { useNavigate } from 'react-router-dom';
import { UploadArea, toast, type Uploader } from '@hds/ui';
import { homeDesignApi } from '../../api.ts';
import { UPLOAD_FAILED, toastValidation } from '../projects/ProjectUpload.tsx';

/** 'Or Upload Your Own': one photo, uploaded at once, then opened in the playground. */
export function PlaygroundUpload() {
  const navigate = useNavigate();
  const upload: Uploader = async (file, onProgress, signal) => {
    try {
      return await homeDesignApi.uploadImage(file, undefined, onProgress, signal);
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
      singleFile
      maxSizeMB={10}
      autoUpload
      onValidationError={toastValidation}
      onUploaded={(ids) => {
        if (ids[0]) void navigate(`/app/playground?imageId=${encodeURIComponent(ids[0])}`);
      }}
    />
  );
}
