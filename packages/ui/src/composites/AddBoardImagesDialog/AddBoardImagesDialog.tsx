import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import type { Version } from '@hds/api-client/contract';
import type { BoardAddRequest, BoardAddResult } from '@hds/machines';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ImageVariationsDialog } from '../ImageVariationsDialog/ImageVariationsDialog.tsx';
import { useBoardAdd } from '../AddToBoardDialog/useBoardAdd.ts';
import * as footer from '../AddToBoardDialog/AddToBoardDialog.css.ts';
import * as styles from './AddBoardImagesDialog.css.ts';

export const addBoardImagesMessages = {
  title: 'Add images',
  description: (boardName: string) => `Choose images and their variations for ${boardName}.`,
  empty: 'This project has no images yet. Upload some on the project page.',
  loadFailed: 'Failed to load images',
  choose: 'Choose versions',
  done: 'Done',
  loadMore: 'Load more images',
  submit: (n: number) => (n === 0 ? 'Add to Board' : `Add ${n} to Board`),
} as const;

/** A project image with every version of it (GET /images/?project= carries them). */
export interface AddBoardImage {
  id: string;
  name: string;
  thumbnail_url: string | null;
  versions: Version[];
}

export interface AddBoardImagesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  boardId: string;
  boardName: string;
  /** The project's images loaded so far. */
  images: AddBoardImage[];
  /** Versions on the board already: shown checked and not choosable. */
  boardVersionIds: string[];
  /** @default false */
  isLoading?: boolean;
  /** The images call failed: 'Failed to load images' with Try again. */
  isError?: boolean;
  onRetry?: () => void;
  /** More images than loaded: offers 'Load more images'. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** Appends the chosen versions to the board (in the order chosen). */
  addVersions: (request: BoardAddRequest) => Promise<BoardAddResult>;
  onAdded?: (result: BoardAddResult) => void;
}

const versionsText = (image: AddBoardImage, chosen: number) => {
  const n = image.versions.length;
  const base = `${n} ${n === 1 ? 'version' : 'versions'}`;
  return chosen ? `${base} · ${chosen} chosen` : base;
};

/**
 * A board's 'Add images' (issue #40): the project's images, each opening its variations in
 * `ImageVariationsDialog`'s selection mode; versions already on the board are checked and
 * disabled. 'Add n to Board' appends the chosen versions in the order chosen, on
 * `boardAddMachine`; a refusal stays in the dialog to retry.
 */
export function AddBoardImagesDialog({
  isOpen,
  onOpenChange,
  boardName,
  ...rest
}: AddBoardImagesDialogProps) {
  return (
    <Dialog
      title={addBoardImagesMessages.title}
      description={addBoardImagesMessages.description(boardName)}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (isOpen ? <AddBoardImagesForm {...rest} close={close} /> : null)}
    </Dialog>
  );
}

function AddBoardImagesForm({
  boardId,
  images,
  boardVersionIds,
  isLoading = false,
  isError = false,
  onRetry,
  hasMore = false,
  isLoadingMore = false,
  onLoadMore,
  addVersions,
  onAdded,
  close,
}: Omit<AddBoardImagesDialogProps, 'isOpen' | 'onOpenChange' | 'boardName'> & {
  close: () => void;
}) {
  const formId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [picking, setPicking] = useState<AddBoardImage | null>(null);
  const add = useBoardAdd(addVersions, (result) => {
    onAdded?.(result);
    close();
  });
  const chosenOf = (image: AddBoardImage) =>
    chosen.filter((id) => image.versions.some((v) => v.id === id));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isSaving) return;
    add.submit({ target: { kind: 'existing', boardId }, versionIds: chosen });
  }

  let body;
  if (isLoading || isError) {
    body = (
      <AsyncState
        status={asyncStatus({ isLoading, isError })}
        loadingLabel="Loading images..."
        error={addBoardImagesMessages.loadFailed}
        onRetry={onRetry}
        size="compact"
      />
    );
  } else if (images.length === 0) {
    body = (
      <div className={styles.state}>
        <Icon name="image" size="lg" />
        <p>{addBoardImagesMessages.empty}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Project images">
          {images.map((image) => {
            const count = chosenOf(image).length;
            return (
              <li key={image.id} className={styles.item} data-chosen={count > 0 || undefined}>
                {image.thumbnail_url ? (
                  <img className={styles.thumb} src={image.thumbnail_url} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} />
                )}
                <h3 className={styles.name}>{image.name}</h3>
                <p className={styles.meta}>{versionsText(image, count)}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => setPicking(image)}
                  aria-label={`${addBoardImagesMessages.choose} of ${image.name}`}
                  isDisabled={add.isSaving}
                >
                  {addBoardImagesMessages.choose}
                </Button>
              </li>
            );
          })}
        </ul>
        {hasMore && onLoadMore ? (
          <div className={styles.more}>
            <Button variant="quiet" onPress={onLoadMore} isPending={isLoadingMore}>
              {addBoardImagesMessages.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Form id={formId} onSubmit={submit} validationBehavior="aria">
      {body}
      {add.error ? (
        <p role="alert" className={styles.error}>
          <Icon name="alert" size="sm" />
          {add.error}
        </p>
      ) : null}
      <div className={footer.footer}>
        <Button variant="secondary" onPress={close} isDisabled={add.isSaving}>
          Cancel
        </Button>
        <Button type="submit" isPending={add.isSaving} isDisabled={chosen.length === 0}>
          {addBoardImagesMessages.submit(chosen.length)}
        </Button>
      </div>
      <ImageVariationsDialog
        isOpen={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        imageName={picking?.name}
        versions={picking?.versions}
        isSelectionMode
        selectedIds={picking ? chosenOf(picking) : []}
        onSelectionChange={(ids) => {
          if (!picking) return;
          const mine = new Set(picking.versions.map((v) => v.id));
          // Keep the order of choosing: earlier picks stay, new ones go last.
          const kept = chosen.filter((id) => !mine.has(id) || ids.includes(id));
          setChosen([...kept, ...ids.filter((id) => !kept.includes(id))]);
          add.edit();
        }}
        disabledIds={boardVersionIds}
        selectionAction={{ label: addBoardImagesMessages.done, onPress: () => setPicking(null) }}
      />
    </Form>
  );
}
