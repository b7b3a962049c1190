import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '@hds/api-client';
import {
  AddBoardImagesDialog,
  BoardArrangeList,
  Button,
  ImageGrid,
  toast,
  type ImageGridItem,
} from '@hds/ui';
import { boardsApi, boardQueries } from '../../kit/api/boards.ts';
import { useProjectImages } from '../../kit/useProjectImages.ts';
import { addVersionsToBoard, boardAddedToast } from '../../kit/boardEditing.ts';
import { boardVersionLabel } from './boardVersionLabel.ts';
import * as styles from './boards.css.ts';

export const boardImagesMessages = {
  addImages: 'Add images',
  arrange: 'Arrange',
  doneArranging: 'Done arranging',
  emptyTitle: 'No images in this board',
  emptyDescription: 'Add images from your project to this board',
  saveFailed: 'Failed to update board',
} as const;

/**
 * A board's Images tab (issue #40): the grid, and for a chosen board 'Add images' (the
 * project's images and their variations) and 'Arrange' (Earlier / Later / Remove). Every change
 * is the board PATCH with the whole ordered list; the board query takes the answer at once.
 */
export function BoardImagesPanel({
  board,
  onOpen,
}: {
  board: Board;
  onOpen: (index: number) => void;
}) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [arranging, setArranging] = useState(false);
  const images = useProjectImages(adding ? board.project.id : '');
  const editable = !board.is_auto_generated;

  const items: ImageGridItem[] = board.versions.map((v) => ({
    id: v.id,
    src: v.thumbnail_url ?? v.preview_url ?? v.storage_url ?? '',
    alt: boardVersionLabel(v),
    label: boardVersionLabel(v),
  }));

  const reorder = useMutation({
    mutationFn: (ids: string[]) => boardsApi.update(board.id, { version_ids: ids }),
    onMutate: (ids) => {
      // The list moves at once; the answer (or the old board, on failure) settles it.
      const byId = new Map(board.versions.map((v) => [v.id, v]));
      client.setQueryData<Board>(boardQueries.detail(board.id).queryKey, {
        ...board,
        versions: ids.flatMap((id) => byId.get(id) ?? []),
        version_count: ids.length,
      });
      return { previous: board };
    },
    onSuccess: (updated) => client.setQueryData(boardQueries.detail(board.id).queryKey, updated),
    onError: (err, _ids, ctx) => {
      if (ctx) client.setQueryData(boardQueries.detail(board.id).queryKey, ctx.previous);
      toast({
        title: 'Error',
        description: err.message || boardImagesMessages.saveFailed,
        variant: 'destructive',
      });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: boardQueries.all() }),
  });

  const addButton = (
    <Button variant="primary" onPress={() => setAdding(true)}>
      {boardImagesMessages.addImages}
    </Button>
  );

  return (
    <>
      {/* An empty board offers 'Add images' in its empty state instead. */}
      {editable && board.versions.length > 0 ? (
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            onPress={() => setArranging((a) => !a)}
            aria-pressed={arranging}
          >
            {arranging ? boardImagesMessages.doneArranging : boardImagesMessages.arrange}
          </Button>
          {addButton}
        </div>
      ) : null}
      {editable && arranging && board.versions.length > 0 ? (
        <BoardArrangeList
          items={items.map(({ id, src, label }) => ({ id, src, label }))}
          onChange={(ids) => reorder.mutateAsync(ids).catch(() => undefined)}
          isSaving={reorder.isPending}
        />
      ) : (
        <ImageGrid
          aria-label="Board images"
          items={items}
          onOpen={(item) => onOpen(items.findIndex((i) => i.id === item.id))}
          emptyTitle={boardImagesMessages.emptyTitle}
          emptyDescription={boardImagesMessages.emptyDescription}
          emptyAction={editable ? addButton : undefined}
        />
      )}
      {editable ? (
        <AddBoardImagesDialog
          isOpen={adding}
          onOpenChange={setAdding}
          boardId={board.id}
          boardName={board.name}
          images={images.images.map((img) => ({
            id: img.id,
            name: img.name,
            thumbnail_url: img.thumbnail_url || null,
            versions: img.versions,
          }))}
          boardVersionIds={board.versions.map((v) => v.id)}
          isLoading={images.isPending}
          isError={images.isError}
          onRetry={images.refetch}
          hasMore={images.hasMore}
          isLoadingMore={images.isLoadingMore}
          onLoadMore={images.loadMore}
          addVersions={(request) => addVersionsToBoard(board.project.id, request)}
          onAdded={(result) => {
            toast(boardAddedToast(result.boardName));
            void client.invalidateQueries({ queryKey: boardQueries.all() });
          }}
        />
      ) : null}
    </>
  );
}
