import { useState } from 'react';
import { Button, Icon } from '@hds/ui';
import { ApplyRecipeDialog } from './ApplyRecipeDialog.tsx';

/**
 * The project page's "Apply recipe": one recipe over every image of the project, or over the
 * images selected in the grid.
 */
export function ApplyRecipeAction({
  projectId,
  imageIds,
}: {
  projectId: string;
  /** The grid's selection; every image of the project when absent or empty. */
  imageIds?: string[];
}) {
  const [open, setOpen] = useState(false);
  const chosen = imageIds?.length ? imageIds : undefined;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Icon name="wand" size="sm" />
        {chosen ? `Apply Recipe (${chosen.length})` : 'Apply Recipe'}
      </Button>
      {open ? (
        <ApplyRecipeDialog
          isOpen
          onOpenChange={setOpen}
          projectId={projectId}
          {...(chosen ? { imageIds: chosen } : {})}
        />
      ) : null}
    </>
  );
}
