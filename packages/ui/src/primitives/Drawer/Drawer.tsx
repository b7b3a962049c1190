import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Drawer.css.ts';

export interface DrawerProps extends Omit<
  ModalOverlayProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** Heading shown at the top of the panel and used as the dialog's name. */
  title: ReactNode;
  /** Panel content; a function receives `close` (e.g. to close after navigating). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Edge the panel slides in from.
   * @default 'left'
   */
  side?: 'left' | 'right';
  /** Accessible label of the close button. @default 'Close menu' */
  closeLabel?: string;
}

/**
 * An off-canvas panel over a dimmed page: the phone-size home of navigation (the app shell
 * sidebar and the landing page menu use it below 768 px). It is a modal dialog: focus is
 * trapped, Escape or a tap outside closes it, focus returns to the button that opened it.
 */
export function Drawer({
  title,
  children,
  side = 'left',
  closeLabel = 'Close menu',
  isDismissable = true,
  ...overlayProps
}: DrawerProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.panel({ side })} data-side={side}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton aria-label={closeLabel} onPress={close}>
                  <Icon name="close" />
                </IconButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
