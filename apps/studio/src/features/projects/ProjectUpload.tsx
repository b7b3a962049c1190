import { UploadArea } from '@hds/ui';
import { toastValidation, uploaderInto } from '../../kit/uploads.ts';

/** The project's 'Add Images' area: each file goes to the project with real XHR progress. */
export function ProjectUpload({
  projectId,
  onUploaded,
}: {
  projectId: string;
  onUploaded: (imageIds: string[]) => void;
}) {
  return (
    <UploadArea
      upload={uploaderInto(projectId)}
      maxFiles={10}
      maxSizeMB={10}
      onUploaded={onUploaded}
      onValidationError={toastValidation}
    />
  );
}
