import { useQuery } from '@tanstack/react-query';
import { Button } from '@hds/ui';
import { useErrorToast } from '../../kit/useErrorToast.ts';
import { boardQueries } from '../../kit/api/boards.ts';
import { boardMessages } from './boardMessages.ts';
import { BoardGrid } from './BoardGrid.tsx';

export interface ProjectBoardsTabProps {
  projectId: string;
  /** Starts the 'Create New Board' selection on the Images tab. */
  onCreateBoard: () => void;
}

/** The project page's Boards tab: the project variant of the board card (spec part 2 §2). */
export function ProjectBoardsTab({ projectId, onCreateBoard }: ProjectBoardsTabProps) {
  const boards = useQuery(boardQueries.list(projectId));
  useErrorToast(boards.error, boardMessages.loadListFailed);
  return (
    <div aria-busy={boards.isPending || undefined}>
      <BoardGrid
        boards={boards}
        variant="project"
        skeletons={3}
        empty={{
          title: 'Create Your First Board',
          description:
            'Pick versions from the Images tab and gather them into a board you can share.',
          action: (
            <Button variant="primary" onPress={onCreateBoard}>
              Create New Board
            </Button>
          ),
        }}
      />
    </div>
  );
}
