import type { Board } from '@hds/api-client';
import { boardAddMessages, type BoardAddRequest, type BoardAddResult } from '@hds/machines';
import type { ToastOptions } from '@hds/ui';
import { boardsApi } from './api/boards.ts';

/**
 * Puts versions on a board through the board calls (issue #40): a new board is created with
 * them; an existing one gets them appended by PATCH with its whole ordered list, read fresh so
 * a change made meanwhile (another tab, a share-link upload) is kept.
 */
export async function addVersionsToBoard(
  projectId: string,
  { target, versionIds }: BoardAddRequest,
): Promise<BoardAddResult> {
  if (target.kind === 'new') {
    const board = await boardsApi.create({
      project: projectId,
      name: target.name,
      version_ids: versionIds,
    });
    return { boardId: board.id, boardName: board.name };
  }
  const current = await boardsApi.get(target.boardId);
  const board = await boardsApi.update(target.boardId, {
    version_ids: appendVersionIds(current, versionIds),
  });
  return { boardId: board.id, boardName: board.name };
}

/** The board's order with the new versions last, none twice. */
export function appendVersionIds(board: Pick<Board, 'versions'>, versionIds: string[]) {
  const ids = board.versions.map((v) => v.id);
  return [
    ...ids,
    ...versionIds.filter((id, i) => !ids.includes(id) && versionIds.indexOf(id) === i),
  ];
}

export const boardAddedToast = (boardName: string): ToastOptions => ({
  title: 'Success',
  description: boardAddMessages.added(boardName),
  variant: 'success',
});
