import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Board } from '@hds/api-client';
import {
  AlertDialog,
  Badge,
  Breadcrumbs,
  Button,
  ButtonLink,
  EmptyState,
  Icon,
  ImageGrid,
  Lightbox,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  formatImageCount,
  toast,
  type ImageGridItem,
} from '@hds/ui';
import { boardsApi } from '../../api.ts';
import { SessionGate } from '../projects/SessionGate.tsx';
import { useErrorToast } from '../projects/useErrorToast.ts';
import * as page from '../projects/projects.css.ts';
import { boardKeys, boardMessages, boardQueries } from './boardQueries.ts';
import { BoardShareSettings } from './BoardActionDialogs.tsx';
import { boardVersionLabel } from './boardVersionLabel.ts';
import * as styles from './boards.css.ts';

/** `/app/boards/{boardId}`: the owner's view of one board (spec part 2 §2, board detail). */
export function BoardDetailPage() {
  return (
    <SessionGate title="Board">
      <BoardDetailScreen />
    </SessionGate>
  );
}

const projectHref = (id: string, tab?: 'boards') =>
  `/app/projects/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`;

function BoardDetailScreen() {
  const { boardId = '' } = useParams();
  const board = useQuery(boardQueries.detail(boardId));
  const notFound = board.error instanceof ApiError && board.error.status === 404;
  useErrorToast(notFound ? null : board.error, boardMessages.loadFailed);

  if (notFound) {
    return (
      <section className={page.page} aria-labelledby="board-missing">
        <EmptyState
          headingLevel={2}
          icon="board"
          title={<span id="board-missing">{boardMessages.notFound}</span>}
          description="It may have been deleted, or it belongs to another account."
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
    return (
      <section className={page.page} aria-busy="true" aria-label="Loading board">
        <Skeleton width="20rem" />
        <Skeleton width="12rem" />
        <Skeleton shape="rect" height="18rem" />
      </section>
    );
  }
  return <BoardDetail board={board.data} />;
}

function BoardDetail({ board }: { board: Board }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const count = board.versions.length;

  const items: ImageGridItem[] = board.versions.map((v) => ({
    id: v.id,
    src: v.thumbnail_url ?? v.preview_url ?? v.storage_url ?? '',
    alt: boardVersionLabel(v),
    label: boardVersionLabel(v),
  }));

  const remove = async () => {
    try {
      await boardsApi.remove(board.id);
    } catch (err) {
      toast({ title: 'Error', description: boardMessages.deleteFailed, variant: 'destructive' });
      throw err;
    }
    toast({ title: 'Success', description: boardMessages.deleted, variant: 'success' });
    client.removeQueries({ queryKey: boardKeys.detail(board.id) });
    void client.invalidateQueries({ queryKey: boardKeys.all });
    void navigate(board.project.id ? projectHref(board.project.id, 'boards') : '/app/projects');
  };

  return (
    <section className={page.page} aria-labelledby="board-title">
      <Breadcrumbs
        items={[
          { label: 'Projects', href: '/app/projects' },
          { label: board.project.title, href: projectHref(board.project.id) },
          { label: 'Boards', href: projectHref(board.project.id, 'boards') },
          { label: board.name },
        ]}
      />
      <header className={page.header}>
        <div className={page.headings}>
          <h1 id="board-title" className={page.title}>
            {board.name}
          </h1>
          {board.description ? <p className={page.subtitle}>{board.description}</p> : null}
          <div className={styles.badges}>
            <Badge>{formatImageCount(count)}</Badge>
            {board.share_token ? <Badge variant="success">Shareable</Badge> : null}
            {board.is_auto_generated ? <Badge variant="accent">Auto-generated</Badge> : null}
          </div>
        </div>
        <div className={styles.actions}>
          {board.is_auto_generated ? null : (
            <ButtonLink variant="secondary" href={`/app/boards/${board.id}/edit`}>
              Edit Board
            </ButtonLink>
          )}
          <Button variant="danger" onPress={() => setConfirming(true)}>
            Delete Board
          </Button>
        </div>
      </header>
      {board.is_auto_generated ? (
        <p className={styles.banner}>
          <Icon name="info" />
          <span>{boardMessages.autoGenerated}</span>
        </p>
      ) : null}
      <Tabs defaultSelectedKey="images">
        <TabList aria-label="Board sections">
          <Tab id="images" count={count}>
            Images
          </Tab>
          <Tab id="share">Share Settings</Tab>
        </TabList>
        <TabPanel id="images" className={styles.tabPanel}>
          <ImageGrid
            aria-label="Board images"
            items={items}
            onOpen={(item) => setViewing(items.findIndex((i) => i.id === item.id))}
            emptyTitle="No images in this board"
            emptyDescription="Add images from your project to this board"
          />
        </TabPanel>
        <TabPanel id="share" className={styles.tabPanel}>
          <BoardShareSettings board={board} />
        </TabPanel>
      </Tabs>
      <Lightbox
        items={board.versions.map((v) => ({
          id: v.id,
          src: v.preview_url ?? v.storage_url ?? '',
          href: v.storage_url ?? undefined,
          alt: boardVersionLabel(v),
          label: boardVersionLabel(v),
        }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        description={
          board.is_auto_generated ? boardMessages.deleteAuto : boardMessages.deleteOrdinary
        }
        errorMessage={boardMessages.deleteFailed}
        onConfirm={remove}
      />
    </section>
  );
}
