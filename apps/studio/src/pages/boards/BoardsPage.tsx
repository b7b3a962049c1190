import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, toast } from '@hds/ui';
import { SessionGate } from '../projects/SessionGate.tsx';
import { useErrorToast } from '../projects/useErrorToast.ts';
import * as page from '../projects/projects.css.ts';
import { boardMessages, boardQueries } from './boardQueries.ts';
import { BoardGrid } from './BoardGrid.tsx';

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
  useErrorToast(boards.error, boardMessages.loadListFailed);

  // Boards are made from a project's versions, so the button leads there.
  const createBoard = () => {
    toast({ title: boardMessages.createFromProject });
    void navigate('/app/projects');
  };

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
      <BoardGrid
        boards={boards}
        variant="list"
        skeletons={4}
        empty={{
          title: 'No boards yet',
          description: 'Open a project, choose the versions you like and gather them into a board.',
          action: (
            <Button variant="primary" onPress={createBoard}>
              Create Board
            </Button>
          ),
        }}
      />
    </section>
  );
}
