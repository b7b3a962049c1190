import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ButtonLink } from '../../primitives/Link/Link.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { IMAGE_LOAD_ERROR, ImageFallback, useImageStatus } from '../../internal/imageStatus.tsx';
import * as styles from './Lightbox.css.ts';

export interface LightboxItem {
  id: string;
  /** The full-size picture. */
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Title over the picture (version label or file name). */
  label: string;
  /** Secondary line: description, tags, dimensions. */
  caption?: ReactNode;
  /** Opened by 'Open in New Window'. @default src */
  href?: string;
}

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** Index of the item shown; `null` closes the viewer. */
  index: number | null;
  /** Previous / next chose another item. */
  onIndexChange: (index: number) => void;
  /** ×, Escape or a click on the backdrop. */
  onClose: () => void;
  /** 'Edit' pressed for the item shown (the action is hidden without it). */
  onEdit?: (item: LightboxItem) => void;
}

/** Shown when the picture cannot be loaded (the spec's wording for image load failures). */
export const LIGHTBOX_IMAGE_ERROR = IMAGE_LOAD_ERROR;

/**
 * The picture with its own load state: a spinner while a large original arrives, a message
 * in its place when it cannot be loaded.
 */
function StageImage({ src, alt }: { src: string; alt: string }) {
  const { status, imgProps } = useImageStatus(src);
  return (
    <>
      {status === 'error' ? (
        <ImageFallback
          alt={alt}
          className={styles.broken}
          hint="Try 'Open in New Window', or check your connection."
        />
      ) : (
        <img {...imgProps} className={styles.image} src={src} alt={alt} />
      )}
      {status === 'loading' ? (
        <Spinner className={styles.spinner} label="Loading image" size="lg" />
      ) : null}
    </>
  );
}

/**
 * The full-size image viewer (spec part 1 §2 project images, part 2 gallery): the picture
 * with its label and caption, 'Open in New Window' (a real link in a new tab) and 'Edit'.
 * It closes on ×, Escape or a click on the backdrop; Left/Right arrows step through `items`.
 * Focus is trapped inside while it is open and returns to what opened it. While a picture
 * loads a spinner shows; one that fails says 'Failed to load image' in its place.
 */
export function Lightbox({ items, index, onIndexChange, onClose, onEdit }: LightboxProps) {
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const step = (delta: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalOverlay
      isOpen={item !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        {/* Arrow keys bubble here from the dialog and from any control inside it. */}
        <div className={styles.keys} onKeyDown={onKeyDown}>
          <Dialog className={styles.dialog} aria-label={item?.label ?? 'Image viewer'}>
            {item ? (
              <>
                <div className={styles.header}>
                  <div className={styles.titleGroup}>
                    <Heading slot="title" className={styles.title}>
                      {item.label}
                    </Heading>
                    {count > 1 ? (
                      <span className={styles.counter}>
                        {(index ?? 0) + 1} of {count}
                      </span>
                    ) : null}
                  </div>
                  <div className={styles.actions}>
                    <ButtonLink
                      href={item.href ?? item.src}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="secondary"
                      size="sm"
                    >
                      <Icon name="external" size="sm" />
                      Open in New Window
                    </ButtonLink>
                    {onEdit ? (
                      <Button size="sm" onPress={() => onEdit(item)}>
                        <Icon name="edit" size="sm" />
                        Edit
                      </Button>
                    ) : null}
                    <IconButton aria-label="Close" size="sm" onPress={onClose}>
                      <Icon name="close" />
                    </IconButton>
                  </div>
                </div>
                <div className={styles.stage}>
                  {count > 1 ? (
                    <IconButton
                      aria-label="Previous image"
                      variant="secondary"
                      className={styles.nav}
                      data-side="previous"
                      onPress={() => step(-1)}
                    >
                      <Icon name="chevron" direction="left" />
                    </IconButton>
                  ) : null}
                  <StageImage src={item.src} alt={item.alt} />
                  {count > 1 ? (
                    <IconButton
                      aria-label="Next image"
                      variant="secondary"
                      className={styles.nav}
                      data-side="next"
                      onPress={() => step(1)}
                    >
                      <Icon name="chevron" direction="right" />
                    </IconButton>
                  ) : null}
                </div>
                {item.caption ? <div className={styles.caption}>{item.caption}</div> : null}
              </>
            ) : null}
          </Dialog>
        </div>
      </Modal>
    </ModalOverlay>
  );
}
