import { useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
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
import type { SharedBoard } from '@hds/api-client/contract';
import { badge } from '../../primitives/Badge/Badge.css.ts';
import {
  spinner,
  svg as spinnerSvg,
  track as spinnerTrack,
} from '../../primitives/Spinner/Spinner.css.ts';
import {
  AlertIcon,
  DownloadIcon,
  EyeIcon,
  HomeIcon,
  ImageIcon,
  LockIcon,
  UploadIcon,
} from '../../primitives/Icon/Icon.tsx';
import { NativeButton, NativeButtonLink } from '../../primitives/Button/NativeButton.tsx';
import { SharedBoardLightbox, type SharedBoardPicture } from './SharedBoardLightbox.tsx';
import { SharedBoardToast, type ViewerToast } from './SharedBoardToast.tsx';
import { SharedBoardUpload } from './SharedBoardUpload.tsx';
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
 * and a 1–4 column grid whose cards offer View (a full-screen lightbox) and Download. It fetches
 * nothing; `loadBoard` and `uploadFiles` are props.
 *
 * It is the whole share-viewer app, whose JavaScript budget is 60 KB gzipped, so it is built
 * from the design system's styles on native elements (`<button>`, `<a>`, `<dialog>`, a file
 * input) instead of react-aria: see apps/share-viewer/README.md, "Bundle budget".
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
  const [toast, setToast] = useState<ViewerToast | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!view.toast) return;
    const { title, description } = view.toast;
    setToast((t) => ({ key: (t?.key ?? 0) + 1, title, description: description ?? '' }));
    send({ type: 'DISMISS_TOAST' });
  }, [view.toast, send]);

  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (view.status === 'loading') {
    return (
      <section {...props} className={rootClass} aria-busy="true">
        {/* Keyed, like the state card: a new element, not this one reshaped (a layout shift). */}
        <div key="loading" className={styles.centered}>
          <div role="progressbar" aria-label="Loading board..." className={spinner({ size: 'lg' })}>
            <svg
              className={spinnerSvg}
              viewBox="0 0 24 24"
              aria-hidden="true"
              data-essential-motion=""
            >
              <circle
                className={spinnerTrack}
                cx="12"
                cy="12"
                r="9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
              <path
                d="M21 12a9 9 0 0 0-9-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </div>
        </div>
      </section>
    );
  }

  if (view.status === 'error' || view.status === 'notFound') {
    const notFound = view.status === 'notFound';
    return (
      <section {...props} className={rootClass}>
        <div key="state" className={styles.stateCard} role="alert">
          <span className={styles.stateIcon} aria-hidden="true">
            {notFound ? <LockIcon size="lg" /> : <AlertIcon size="lg" />}
          </span>
          <h1 className={styles.stateTitle}>
            {notFound ? sharedBoardMessages.notFoundCardTitle : sharedBoardMessages.errorCardTitle}
          </h1>
          {notFound ? <p className={styles.muted}>{sharedBoardMessages.notFoundCardText}</p> : null}
          {view.error ? <p className={styles.muted}>{view.error}</p> : null}
          <NativeButtonLink href={homeHref}>
            <HomeIcon size="sm" />
            Go to Home
          </NativeButtonLink>
        </div>
      </section>
    );
  }

  const board = view.board;
  if (!board) return null;
  const images = board.images;
  const countText = `${images.length} ${images.length === 1 ? 'image' : 'images'}`;
  const pictures: SharedBoardPicture[] = images.flatMap((i) => {
    const src = fullSizeSrc(i);
    return src
      ? [
          {
            id: i.id,
            src,
            label: imageLabel(i),
            caption: kindAndDate(i),
            downloadName: downloadName(i),
          },
        ]
      : [];
  });
  const openImage = (id: string) => {
    const index = pictures.findIndex((p) => p.id === id);
    if (index >= 0) setOpen(index);
  };
  const upload = board.permission === 'upload';

  return (
    <section {...props} className={rootClass}>
      <header className={styles.header}>
        <h1 className={styles.name}>{board.name}</h1>
        {board.description ? <p className={styles.description}>{board.description}</p> : null}
        {board.project_name ? <p className={styles.muted}>Project: {board.project_name}</p> : null}
        <div className={styles.metaRow}>
          <span className={badge({ variant: upload ? 'accent' : 'neutral' })}>
            {upload ? <UploadIcon size="sm" /> : <EyeIcon size="sm" />}
            {view.permissionBadge}
          </span>
          <span className={badge({ variant: 'neutral' })}>
            <ImageIcon size="sm" />
            {countText}
          </span>
        </div>
      </header>

      {view.showUpload ? (
        <SharedBoardUpload
          files={view.files}
          isUploading={view.isUploading}
          canUpload={view.canUpload}
          uploadLabel={view.uploadLabel}
          onSelect={(picked) => {
            for (const f of picked) files.current.set(fileKey(f), f);
            send({
              type: 'SELECT_FILES',
              files: picked.map((f) => ({
                id: fileKey(f),
                name: f.name,
                size: f.size,
                type: f.type,
              })),
            });
          }}
          onRemove={(id) => {
            files.current.delete(id);
            send({ type: 'REMOVE_FILE', id });
          }}
          onClear={() => {
            files.current.clear();
            send({ type: 'CLEAR_FILES' });
          }}
          onUpload={() => send({ type: 'UPLOAD' })}
        />
      ) : null}

      {images.length === 0 ? (
        <div className={styles.empty}>
          <ImageIcon size="lg" />
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
                      <NativeButton
                        size="sm"
                        variant="secondary"
                        className={styles.overlayAction}
                        onClick={() => openImage(image.id)}
                        aria-label={`View ${label}`}
                      >
                        <EyeIcon size="sm" />
                        View
                      </NativeButton>
                      <NativeButtonLink
                        size="sm"
                        variant="secondary"
                        href={full}
                        download={downloadName(image)}
                        className={styles.overlayAction}
                        aria-label={`Download ${label}`}
                      >
                        <DownloadIcon size="sm" />
                        Download
                      </NativeButtonLink>
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

      {open !== null ? (
        <SharedBoardLightbox
          pictures={pictures}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <SharedBoardToast toast={toast} onDismiss={dismissToast} />
    </section>
  );
}
