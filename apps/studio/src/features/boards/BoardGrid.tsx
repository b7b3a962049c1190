import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BoardList } from '@hds/api-client';
import { BoardCard, type BoardCardProps, EmptyState, Skeleton } from '@hds/ui';
import { QueryState } from '../../kit/QueryState.tsx';
import { boardMessages } from './boardMessages.ts';
import { useBoardActions } from './BoardActionDialogs.tsx';
import * as styles from './boards.css.ts';

export interface BoardGridProps {
  boards: UseQueryResult<BoardList>;
  /** The card's variant: the boards page's or a project's tab. */
  variant: BoardCardProps['variant'];
  /** How many placeholder cards show while loading. */
  skeletons: number;
  /** What an empty list says, and its button. */
  empty: { title: string; description: string; action: ReactNode };
}

/**
 * A list of boards in its four states (loading, failed with Try Again, empty, the cards) with
 * the cards' action dialogs: the boards page and a project's Boards tab show the same grid.
 */
export function BoardGrid({ boards, variant, skeletons, empty }: BoardGridProps) {
  const { onAction, dialogs } = useBoardActions();
  const list = boards.data?.results ?? [];
  let body;
  if (boards.isPending || boards.isError) {
    body = (
      <QueryState
        query={boards}
        failedTitle={boardMessages.loadListFailed}
        loading={
          <ul className={styles.grid} aria-label="Loading boards">
            {Array.from({ length: skeletons }, (_, i) => (
              <li key={i}>
                <Skeleton className={styles.skeletonCard} />
              </li>
            ))}
          </ul>
        }
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState headingLevel={2} icon="board" {...empty} />;
  } else {
    body = (
      <ul className={styles.grid} aria-label="Boards">
        {list.map((board) => (
          <li key={board.id}>
            <BoardCard
              board={board}
              variant={variant}
              headingLevel={2}
              href={`/app/boards/${board.id}`}
              onAction={onAction}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {body}
      {dialogs}
    </>
  );
}
