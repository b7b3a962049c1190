import { useEffect, useId, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  selectSharedBoard,
  sharedBoardMachine,
  sharedBoardMessages,
  type SharedBoard as MachineBoard,
  type SharedBoardFile,
  type SharedBoardImage,
} from '@hds/machines';
import type { SharedBoard } from '@hds/api-client';
import { Badge } from '../Badge/Badge.tsx';
import { Button, IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Lightbox, type LightboxItem } from '../Lightbox/Lightbox.tsx';
import { ButtonLink } from '../Link/Link.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { toast } from '../Toast/toastQueue.ts';
import * as styles from './SharedBoardView.css.ts';

/** Thumbnails prefer the smallest picture: thumbnail, preview, storage (spec part 2 §2). */
export const thumbnailSrc = (i: SharedBoardImage) =>
  i.thumbnail_url || i.preview_url || i.storage_url || null;
/** Full size prefers the original: storage, preview, thumbnail. */
export const fullSizeSrc = (i: SharedBoardImage) =>
  i.storage_url || i.preview_url || i.thumbnail_url || null;
/** The card label, else 'Version' and the first 8 characters of the id. */
export const imageLabel = (i: SharedBoardImage) => i.label?.trim() || `Version ${i.id.slice(0, 8)}`;
/** Downloads are named after the label or the id, plus .png. */
export const downloadName = (i: SharedBoardImage) => `${i.label?.trim() || i.id}.png`;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
function kindAndDate(i: SharedBoardImage) {
  const date = i.created_at ? new Date(i.created_at) : null;
  const when = date && !Number.isNaN(date.getTime()) ? shortDate.format(date) : null;
  return [i.kind, when].filter(Boolean).join(' · ');
}

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface SharedBoardViewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The share token from the route; without one the board is not found. */
  token: string | null;
  /**
   * GET /share/{token}/. Reject with `{status: 404}` for an unknown token and with a
   * `TypeError` (what fetch throws) for a network failure.
   */
  loadBoard: (token: string) => Promise<SharedBoard>;
  /** POST /share/{token}/upload/ with the files (upload links only). */
  uploadFiles: (token: string, files: File[]) => Promise<unknown>;
  /** Where 'Go to Home' leads. @default '/' */
  homeHref?: string;
}

/**
 * The body of the public shared-board page (spec part 2 §2), run by `sharedBoardMachine`:
 * loading, 'Unable to Load Board', 'Board Not Found', or the board — name, description,
 * project, a View Only / Can Upload badge, the image count, an upload card for upload links,
 * and a 1–4 column grid whose cards offer View (a lightbox) and Download. It fetches nothing;
 * `loadBoard` and `uploadFiles` are props. Kept light for the share-viewer bundle.
 */
export function SharedBoardView({
  token,
  loadBoard,
  uploadFiles,
  homeHref = '/',
  className,
  ...props
}: SharedBoardViewProps) {
  // The machine holds structural file records; the File objects it stands for live here.
  const files = useRef(new Map<string, File>());
  const callbacks = useRef({ loadBoard, uploadFiles });
  callbacks.current = { loadBoard, uploadFiles };
  const machine = useMemo(() => {
    const load = fromPromise(
      async ({ input }: { input: { token: string } }): Promise<MachineBoard> => {
        const board = await callbacks.current.loadBoard(input.token);
        return { ...board, images: board.versions };
      },
    );
    return sharedBoardMachine.provide({
      actors: {
        loadBoard: load,
        uploadFiles: fromPromise(
          ({ input }: { input: { token: string; files: SharedBoardFile[] } }) =>
            callbacks.current.uploadFiles(
              input.token,
              input.files.flatMap((f) => files.current.get(f.id) ?? []),
            ),
        ),
      },
    });
  }, []);
  const [snapshot, send] = useMachine(machine, { input: { token } });
  const view = selectSharedBoard(snapshot);
  const [open, setOpen] = useState<number | null>(null);
  const uploadTitleId = useId();

  useEffect(() => {
    if (!view.toast) return;
    toast({
      title: view.toast.title,
      description: view.toast.description,
      variant: 'destructive',
    });
    send({ type: 'DISMISS_TOAST' });
  }, [view.toast, send]);

  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (view.status === 'loading') {
    return (
      <section {...props} className={rootClass} aria-busy="true">
        <div className={styles.centered}>
          <Spinner size="lg" label="Loading board..." />
        </div>
      </section>
    );
  }

  if (view.status === 'error' || view.status === 'notFound') {
    const notFound = view.status === 'notFound';
    return (
      <section {...props} className={rootClass}>
        <div className={styles.stateCard} role="alert">
          <span className={styles.stateIcon} aria-hidden="true">
            <Icon name={notFound ? 'lock' : 'alert'} size="lg" />
          </span>
          <h1 className={styles.stateTitle}>
            {notFound ? sharedBoardMessages.notFoundCardTitle : sharedBoardMessages.errorCardTitle}
          </h1>
          {notFound ? <p className={styles.muted}>{sharedBoardMessages.notFoundCardText}</p> : null}
          {view.error ? <p className={styles.muted}>{view.error}</p> : null}
          <ButtonLink href={homeHref} variant="primary">
            <Icon name="home" size="sm" />
            Go to Home
          </ButtonLink>
        </div>
      </section>
    );
  }

  const board = view.board;
  if (!board) return null;
  const images = board.images;
  const countText = `${images.length} ${images.length === 1 ? 'image' : 'images'}`;
  const lightboxItems: LightboxItem[] = images.flatMap((i) => {
    const src = fullSizeSrc(i);
    return src
      ? [{ id: i.id, src, alt: imageLabel(i), label: imageLabel(i), caption: kindAndDate(i) }]
      : [];
  });
  const openImage = (id: string) => {
    const index = lightboxItems.findIndex((item) => item.id === id);
    if (index >= 0) setOpen(index);
  };

  const onSelect = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    for (const f of picked) files.current.set(fileKey(f), f);
    send({
      type: 'SELECT_FILES',
      files: picked.map((f) => ({ id: fileKey(f), name: f.name, size: f.size, type: f.type })),
    });
  };

  return (
    <section {...props} className={rootClass}>
      <header className={styles.header}>
        <h1 className={styles.name}>{board.name}</h1>
        {board.description ? <p className={styles.description}>{board.description}</p> : null}
        {board.project_name ? <p className={styles.muted}>Project: {board.project_name}</p> : null}
        <div className={styles.metaRow}>
          <Badge
            variant={board.permission === 'upload' ? 'accent' : 'neutral'}
            icon={<Icon name={board.permission === 'upload' ? 'upload' : 'eye'} size="sm" />}
          >
            {view.permissionBadge}
          </Badge>
          <Badge variant="neutral" icon={<Icon name="image" size="sm" />}>
            {countText}
          </Badge>
        </div>
      </header>

      {view.showUpload ? (
        <section className={styles.upload} aria-labelledby={uploadTitleId}>
          <h2 id={uploadTitleId} className={styles.uploadTitle}>
            Upload Images
          </h2>
          <p className={styles.muted}>
            Add your own pictures to this board. They go to the board owner’s project.
          </p>
          {view.files.length > 0 ? (
            <ul className={styles.fileList} aria-label="Selected files">
              {view.files.map((f) => (
                <li key={f.id} className={styles.fileItem}>
                  <Icon name="image" size="sm" />
                  <span className={styles.fileName}>{f.name}</span>
                  <span className={styles.muted}>{sizeText(f.size)}</span>
                  <IconButton
                    aria-label={`Remove ${f.name}`}
                    size="sm"
                    isDisabled={view.isUploading}
                    onPress={() => {
                      files.current.delete(f.id);
                      send({ type: 'REMOVE_FILE', id: f.id });
                    }}
                  >
                    <Icon name="close" size="sm" />
                  </IconButton>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={onSelect}>
              <Button variant="secondary" isDisabled={view.isUploading}>
                <Icon name="plus" size="sm" />
                {view.files.length > 0 ? 'Add More' : 'Choose Images'}
              </Button>
            </FileTrigger>
            {view.files.length > 0 ? (
              <>
                <Button
                  variant="quiet"
                  isDisabled={view.isUploading}
                  onPress={() => {
                    files.current.clear();
                    send({ type: 'CLEAR_FILES' });
                  }}
                >
                  Clear
                </Button>
                <Button
                  // Not isPending: the button leaves once the upload is done, and RAC's
                  // pending announcement would point at a missing element.
                  isDisabled={view.isUploading || !view.canUpload}
                  onPress={() => send({ type: 'UPLOAD' })}
                >
                  <Icon name="upload" size="sm" />
                  {view.uploadLabel ??
                    `Upload ${view.files.length} ${view.files.length === 1 ? 'image' : 'images'}`}
                </Button>
              </>
            ) : null}
          </div>
        </section>
      ) : null}

      {images.length === 0 ? (
        <div className={styles.empty}>
          <Icon name="image" size="lg" />
          <p className={styles.muted}>{sharedBoardMessages.emptyBoard}</p>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Board images">
          {images.map((image) => {
            const thumb = thumbnailSrc(image);
            const full = fullSizeSrc(image);
            const label = imageLabel(image);
            return (
              <li key={image.id} className={styles.card}>
                <div className={styles.media}>
                  {thumb ? (
                    // The picture itself opens the viewer for pointer users; keyboard users
                    // get the overlay's View button, so this is kept out of the tab order.
                    <button
                      type="button"
                      tabIndex={-1}
                      aria-hidden="true"
                      className={styles.thumbButton}
                      onClick={() => openImage(image.id)}
                    >
                      <img className={styles.thumb} src={thumb} alt="" loading="lazy" />
                    </button>
                  ) : null}
                  {full ? (
                    <div className={styles.overlay}>
                      <Button
                        size="sm"
                        variant="secondary"
                        className={styles.overlayAction}
                        onPress={() => openImage(image.id)}
                        aria-label={`View ${label}`}
                      >
                        <Icon name="eye" size="sm" />
                        View
                      </Button>
                      <ButtonLink
                        size="sm"
                        variant="secondary"
                        href={full}
                        download={downloadName(image)}
                        className={styles.overlayAction}
                        aria-label={`Download ${label}`}
                      >
                        <Icon name="download" size="sm" />
                        Download
                      </ButtonLink>
                    </div>
                  ) : null}
                </div>
                <div className={styles.caption}>
                  <p className={styles.label}>{label}</p>
                  <p className={styles.muted}>{kindAndDate(image)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Lightbox
        items={lightboxItems}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
