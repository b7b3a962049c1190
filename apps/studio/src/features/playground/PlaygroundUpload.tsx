import { useNavigate } from 'react-router-dom';
import { UploadArea } from '@hds/ui';
import { toastValidation, uploaderInto } from '../../kit/uploads.ts';

/** 'Or Upload Your Own': one photo, uploaded at once, then opened in the playground. */
export function PlaygroundUpload() {
  const navigate = useNavigate();
  return (
    <UploadArea
      upload={uploaderInto(undefined)}
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
