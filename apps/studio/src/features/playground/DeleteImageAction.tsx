import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Image } from '@hds/api-client';
import { Button, Icon } from '@hds/ui';
import { ConfirmImageDelete } from '../../deletes/ConfirmImageDelete.tsx';

const playgroundHref = (imageId: string) =>
  `/app/playground?imageId=${encodeURIComponent(imageId)}`;

/**
 * The playground's 'Delete Image': confirm, then leave for the image's project (or the
 * playground's start) while the undo window runs; Undo brings the user back to the image.
 */
export function DeleteImageAction({ image }: { image: Image }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        <Icon name="trash" size="sm" />
        Delete Image
      </Button>
      <ConfirmImageDelete
        image={confirming ? image : null}
        onClose={() => setConfirming(false)}
        onConfirmed={() =>
          void navigate(image.project ? `/app/projects/${image.project}` : '/app/playground')
        }
        onUndone={() => void navigate(playgroundHref(image.id))}
      />
    </>
  );
}
