import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, type Board } from '@hds/api-client';
import { Button, ButtonLink, EmptyState, Skeleton } from '@hds/ui';
import * as page from '../projects/projects.css.ts';
import { boardMessages } from './boardQueries.ts';

/** Whether the board is gone or someone else's (both answer 404). */
export const isBoardNotFound = (board: UseQueryResult<Board>) =>
  board.error instanceof ApiError && board.error.status === 404;

/**
 * What a board's page shows until it has the board: not found with a way back, a failure with
 * Try Again, or placeholders shaped like `skeleton`. Null once the board is there.
 */
export function BoardLoadState({
  board,
  notFoundText,
  skeleton,
}: {
  board: UseQueryResult<Board>;
  notFoundText?: string;
  skeleton: string[];
}) {
  if (isBoardNotFound(board)) {
    return (
      <section className={page.page} aria-labelledby="board-missing">
        <EmptyState
          headingLevel={2}
          icon="board"
          title={<span id="board-missing">{boardMessages.notFound}</span>}
          description={notFoundText}
          action={
            <ButtonLink variant="secondary" href="/app/boards">
              Back to Boards
            </ButtonLink>
          }
        />
      </section>
    );
  }
  if (board.isError) {
    return (
      <section className={page.page} aria-labelledby="board-error">
        <EmptyState
          headingLevel={2}
          icon="alert"
          title={<span id="board-error">{boardMessages.loadFailed}</span>}
          action={<Button onPress={() => void board.refetch()}>Try Again</Button>}
        />
      </section>
    );
  }
  if (!board.data) {
    // Widths for lines, heights (rem) for blocks: the shape of the screen to come.
    return (
      <section className={page.page} aria-busy="true" aria-label="Loading board">
        {skeleton.map((size, i) =>
          size.startsWith('h') ? (
            <Skeleton key={i} shape="rect" height={size.slice(1)} />
          ) : (
            <Skeleton key={i} width={size} />
          ),
        )}
      </section>
    );
  }
  return null;
}
