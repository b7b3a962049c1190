import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { ChevronIcon, CloseIcon, DownloadIcon } from '../../primitives/Icon/Icon.tsx';
import { NativeButton, NativeButtonLink } from '../../primitives/Button/NativeButton.tsx';
import * as styles from './SharedBoardLightbox.css.ts';

export interface SharedBoardPicture {
  id: string;
  /** The full-size picture. */
  src: string;
  /** Its title, also the picture's alternative text. */
  label: string;
  /** Kind and date. */
  caption: string;
  /** The file name Download saves it under. */
  downloadName: string;
}

export interface SharedBoardLightboxProps {
  pictures: readonly SharedBoardPicture[];
  /** The picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  /** A click on the picture or around it, ×, or Escape. */
  onClose: () => void;
}

/**
 * The full-screen picture viewer of the shared board (spec part 2 §2: "closes on a click or the
 * × button"), on a native modal `<dialog>`: the browser makes the page behind inert, keeps focus
 * inside and turns Escape into a `cancel` event. Mounted only while a picture is open; focus
 * goes back to what opened it. Left and Right step through the pictures.
 */
export function SharedBoardLightbox({
  pictures,
  index,
  onIndexChange,
  onClose,
}: SharedBoardLightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const picture = pictures[index];
  const count = pictures.length;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // Escape: the state closes the dialog (by unmounting it), not the browser.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      // Not to the picture's own button, which is hidden from assistive technology.
      if (opener?.isConnected && !opener.closest('[aria-hidden="true"]')) opener.focus();
    };
  }, []);

  // The pictures can change under it (the board reloads after an upload).
  useEffect(() => {
    if (!picture) close.current();
  }, [picture]);
  if (!picture) return null;

  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  const onClick = (event: MouseEvent) => {
    // Any click but on a control or the title bar: the picture, the space around it, the backdrop.
    if (!(event.target as Element).closest('a, button, header')) onClose();
  };

  return (
    // The click closes for pointer users; keyboard users have × and Escape.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClick={onClick}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Also for synthetic events, which never become the browser's `cancel`.
          event.preventDefault();
          onClose();
        } else if (count > 1 && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
          event.preventDefault();
          step(event.key === 'ArrowRight' ? 1 : -1);
        }
      }}
    >
      <header className={styles.bar}>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {picture.label}
          </h2>
          <p className={styles.meta}>
            {[count > 1 ? `${index + 1} of ${count}` : '', picture.caption]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className={styles.actions}>
          <NativeButtonLink
            href={picture.src}
            download={picture.downloadName}
            variant="secondary"
            size="sm"
          >
            <DownloadIcon size="sm" />
            Download
          </NativeButtonLink>
          <NativeButton aria-label="Close" variant="quiet" size="sm" iconOnly onClick={onClose}>
            <CloseIcon />
          </NativeButton>
        </div>
      </header>
      <div className={styles.stage}>
        <img key={picture.id} className={styles.picture} src={picture.src} alt={picture.label} />
        {count > 1 ? (
          <>
            <NativeButton
              aria-label="Previous image"
              variant="secondary"
              iconOnly
              className={styles.nav}
              data-side="previous"
              onClick={() => step(-1)}
            >
              <ChevronIcon direction="left" />
            </NativeButton>
            <NativeButton
              aria-label="Next image"
              variant="secondary"
              iconOnly
              className={styles.nav}
              data-side="next"
              onClick={() => step(1)}
            >
              <ChevronIcon direction="right" />
            </NativeButton>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
