import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BoardCard, Button, EmptyState, Skeleton, toast } from '@hds/ui';
import { SessionGate } from '../projects/SessionGate.tsx';
import { useErrorToast } from '../projects/useErrorToast.ts';
import * as page from '../projects/projects.css.ts';
import { boardMessages, boardQueries } from './boardQueries.ts';
import { useBoardActions } from './BoardActionDialogs.tsx';
import * as styles from './boards.css.ts';

/** `/app/boards`: every board of the user, newest first (spec part 2 §2, boards list). */
export function BoardsPage() {
  return (
    <SessionGate title="Boards">
      <BoardsScreen />
    </SessionGate>
  );
}

function BoardsScreen() {
  const navigate = useNavigate();
  const boards = useQuery(boardQueries.list());
  const { onAction, dialogs } = useBoardActions();
  useErrorToast(boards.error, boardMessages.loadListFailed);
  const list = boards.data?.results ?? [];

  // Boards are made from a project's versions, so the button leads there.
  const createBoard = () => {
    toast({ title: boardMessages.createFromProject });
    void navigate('/app/projects');
  };

  let body;
  if (boards.isPending) {
    body = (
      <ul className={styles.grid} aria-label="Loading boards">
        {[0, 1, 2, 3].map((i) => (
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
        title="No boards yet"
        description="Open a project, choose the versions you like and gather them into a board."
        action={
          <Button variant="primary" onPress={createBoard}>
            Create Board
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
              variant="list"
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
    <section
      className={page.page}
      aria-labelledby="boards-title"
      aria-busy={boards.isPending || undefined}
    >
      <header className={page.header}>
        <div className={page.headings}>
          <h1 id="boards-title" className={page.title}>
            Boards
          </h1>
          <p className={page.subtitle}>Organize and share your design collections</p>
        </div>
        <Button variant="primary" onPress={createBoard}>
          Create Board
        </Button>
      </header>
      {body}
      {dialogs}
    </section>
  );
}
