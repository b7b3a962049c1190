import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, toast } from '@hds/ui';
import { sessionPage } from '../../kit/SessionGate.tsx';
import { useErrorToast } from '../../kit/useErrorToast.ts';
import { Page } from '../../kit/Page.tsx';
import { boardQueries } from '../../kit/api/boards.ts';
import { boardMessages } from './boardMessages.ts';
import { BoardGrid } from './BoardGrid.tsx';

/** `/app/boards`: every board of the user, newest first (spec part 2 §2, boards list). */
export const BoardsPage = sessionPage('Boards', BoardsScreen);

function BoardsScreen() {
  const navigate = useNavigate();
  const boards = useQuery(boardQueries.list());
  useErrorToast(boards.error, boardMessages.loadListFailed);

  // Boards are made from a project's versions, so the button leads there.
  const createBoard = () => {
    toast({ title: boardMessages.createFromProject });
    void navigate('/app/projects');
  };
  const createButton = (
    <Button variant="primary" onPress={createBoard}>
      Create Board
    </Button>
  );

  return (
    <Page
      titleId="boards-title"
      title="Boards"
      subtitle="Organize and share your design collections"
      actions={createButton}
      busy={boards.isPending}
    >
      <BoardGrid
        boards={boards}
        variant="list"
        skeletons={4}
        empty={{
          title: 'No boards yet',
          description: 'Open a project, choose the versions you like and gather them into a board.',
          action: createButton,
        }}
      />
    </Page>
  );
}
