import { useQuery } from '@tanstack/react-query';
import { BoardCard, Button, EmptyState, Skeleton } from '@hds/ui';
import { useErrorToast } from '../projects/useErrorToast.ts';
import { boardMessages, boardQueries } from './boardQueries.ts';
import { useBoardActions } from './BoardActionDialogs.tsx';
import * as styles from './boards.css.ts';

export interface ProjectBoardsTabProps {
  projectId: string;
  /** Starts the 'Create New Board' selection on the Images tab. */
  onCreateBoard: () => void;
}

/** The project page's Boards tab: the project variant of the board card (spec part 2 §2). */
export function ProjectBoardsTab({ projectId, onCreateBoard }: ProjectBoardsTabProps) {
  const boards = useQuery(boardQueries.list(projectId));
  const { onAction, dialogs } = useBoardActions();
  useErrorToast(boards.error, boardMessages.loadListFailed);
  const list = boards.data?.results ?? [];

  let body;
  if (boards.isPending) {
    body = (
      <ul className={styles.grid} aria-label="Loading boards">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className={styles.skeletonCard} />
          </li>
        ))}
      </ul>
    );
  } else if (boards.isError) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="alert"
        title={boardMessages.loadListFailed}
        action={<Button onPress={() => void boards.refetch()}>Try Again</Button>}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon="board"
        title="Create Your First Board"
        description="Pick versions from the Images tab and gather them into a board you can share."
        action={
          <Button variant="primary" onPress={onCreateBoard}>
            Create New Board
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label="Boards">
        {list.map((board) => (
          <li key={board.id}>
            <BoardCard
              board={board}
              variant="project"
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
    <div aria-busy={boards.isPending || undefined}>
      {body}
      {dialogs}
    </div>
  );
}
