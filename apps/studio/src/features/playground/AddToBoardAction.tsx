import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Version } from '@hds/api-client';
import type { BoardAddRequest } from '@hds/machines';
import { AddToBoardDialog, Button, toast } from '@hds/ui';
import { addVersionsToBoard, boardAddedToast } from '../../kit/boardEditing.ts';
import { boardQueries } from '../../kit/api/boards.ts';

/**
 * The playground's 'Add to Board' (issue #40): the project's own boards (not its auto board,
 * which follows the project) or a new one, for the version on screen.
 */
export function AddToBoardAction({
  projectId,
  version,
  versionLabel,
}: {
  projectId: string;
  version: Version;
  versionLabel: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const client = useQueryClient();
  const boards = useQuery({ ...boardQueries.list(projectId), enabled: isOpen });
  const options = (boards.data?.results ?? [])
    .filter((b) => !b.is_auto_generated)
    .map((b) => ({
      id: b.id,
      name: b.name,
      version_count: b.version_count,
      contains: b.versions.some((v) => v.id === version.id),
    }));

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add to Board
      </Button>
      <AddToBoardDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        versionLabel={versionLabel}
        versionIds={[version.id]}
        boards={options}
        isLoading={boards.isPending}
        isError={boards.isError}
        onRetry={() => void boards.refetch()}
        addVersions={(request: BoardAddRequest) => addVersionsToBoard(projectId, request)}
        onAdded={(result) => {
          toast(boardAddedToast(result.boardName));
          void client.invalidateQueries({ queryKey: boardQueries.all() });
        }}
      />
    </>
  );
}
