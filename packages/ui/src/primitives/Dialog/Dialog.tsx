import { type ReactNode, useId } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';

type Slot = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<
  ModalOverlayProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** Heading, announced as the dialog's name. */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  /** Body content; a function receives `close`. */
  children?: Slot;
  /** Footer actions, right-aligned (primary action last); a function receives `close`. */
  footer?: Slot;
  /**
   * Width: `sm` 400 px confirmations, `md` 512 px forms, `lg` 704 px rich content.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `alertdialog` for confirmations that interrupt (destructive actions).
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Close on a click outside, on Escape and with the header close button.
   * @default true
   */
  isDismissable?: boolean;
  /** Accessible label for the close button. @default 'Close' */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog: title, body and footer actions over a dimmed page. Focus moves into it,
 * is trapped while open, and returns to the trigger on close; Escape closes it.
 *
 * Open it with `DialogTrigger` (first child is the trigger button) or control it with
 * `isOpen` / `onOpenChange`. Keep dialogs for short, focused tasks (create a project, confirm
 * a deletion); long flows deserve a page.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
  closeLabel = 'Close',
  className,
  ...overlayProps
}: DialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <RACDialog
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className={styles.dialog}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.headingGroup}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {description ? (
                    <p id={descriptionId} className={styles.description}>
                      {description}
                    </p>
                  ) : null}
                </div>
                {isDismissable ? (
                  <IconButton aria-label={closeLabel} onPress={close} className={styles.close}>
                    <Icon name="close" />
                  </IconButton>
                ) : null}
              </div>
              {children ? (
                <div className={styles.body}>
                  {typeof children === 'function' ? children(close) : children}
                </div>
              ) : null}
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              ) : null}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
