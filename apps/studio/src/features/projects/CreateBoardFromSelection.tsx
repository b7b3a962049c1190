import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WizardVersion } from '@hds/machines';
import { BoardWizard, Dialog, toast } from '@hds/ui';
import { boardsApi, boardQueries } from '../../kit/api/boards.ts';
import { copyText } from '../../kit/clipboard.ts';

export interface CreateBoardFromSelectionProps {
  projectId: string;
  /** Versions chosen in the project's 'Create New Board' selection mode. */
  versions: readonly WizardVersion[];
  isOpen: boolean;
  /** Called when the wizard closes; `created` is true once a board exists. */
  onClose: (created: boolean) => void;
}

/**
 * The board wizard opened by 'Create Board (n)' on the project page: creates the board from the
 * selected versions (step 2) and offers its View Only and View and Upload links (step 3).
 */
export function CreateBoardFromSelection({
  projectId,
  versions,
  isOpen,
  onClose,
}: CreateBoardFromSelectionProps) {
  const client = useQueryClient();
  // Closing the dialog after step 2 still reports the board that exists by then.
  const created = useRef(false);
  return (
    <Dialog
      title="Create Board"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose(created.current)}
    >
      {isOpen ? (
        <BoardWizard
          headingLevel={3}
          projectId={projectId}
          versions={versions}
          copy={copyText}
          createBoard={async (input) => {
            const board = await boardsApi.create({
              project: input.projectId ?? projectId,
              name: input.name,
              description: input.description,
              version_ids: input.versionIds,
            });
            created.current = true;
            void client.invalidateQueries({ queryKey: boardQueries.all() });
            return board;
          }}
          createShareLink={async ({ boardId, permission }) => {
            const link = await boardsApi.createShareLink(boardId, permission);
            void client.invalidateQueries({ queryKey: boardQueries.all() });
            return link;
          }}
          onFinish={(board) => onClose(board !== null || created.current)}
          // Spec part 2 §8: 'Failed to create board', 'Failed to create share link' and
          // 'Failed to copy link' are destructive toasts.
          onFailure={(message) => toast({ title: message, variant: 'destructive' })}
        />
      ) : null}
    </Dialog>
  );
}
