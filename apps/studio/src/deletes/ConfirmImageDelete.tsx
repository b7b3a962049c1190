import { useQueryClient } from '@tanstack/react-query';
import type { Image } from '@hds/api-client';
import { ConfirmDelete, countOf } from '@hds/ui';
import { deleteImageWithUndo, UNDO_SECONDS } from './imageDeletes.ts';

export interface ConfirmImageDeleteProps {
  /** The image to delete; null: closed. */
  image: Pick<Image, 'id' | 'name' | 'versions'> | null;
  onClose: () => void;
  /** Right after confirming (the image is hidden; the delete call waits out the undo window). */
  onConfirmed?: () => void;
  /** The user took it back from the toast. */
  onUndone?: () => void;
}

/**
 * 'Delete image “kitchen.jpg”?' with its versions counted; confirming hides the image at once
 * and offers Undo for a few seconds before DELETE /images/{id}/ is sent.
 */
export function ConfirmImageDelete({
  image,
  onClose,
  onConfirmed,
  onUndone,
}: ConfirmImageDeleteProps) {
  const client = useQueryClient();
  if (!image) return null;
  // The original is one of the versions; the list counts the rest ("and its 3 edits").
  const versionCount = image.versions.length;
  return (
    <ConfirmDelete
      isOpen
      onOpenChange={(open) => !open && onClose()}
      kind="image"
      name={image.name}
      consequences={versionCount > 1 ? [`all ${countOf(versionCount, 'version')} of it`] : []}
      undoSeconds={UNDO_SECONDS}
      onConfirm={() => {
        deleteImageWithUndo(
          { id: image.id, name: image.name, versionCount },
          { client, ...(onUndone ? { onUndone } : {}) },
        );
        onConfirmed?.();
      }}
    />
  );
}
