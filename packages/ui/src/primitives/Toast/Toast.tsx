import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components';
import { Button, IconButton } from '../Button/Button.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';
import { type ToastContent, type ToastVariant, toastQueue } from './toastQueue.ts';

const variantIcon: Record<ToastVariant, IconName> = {
  default: 'sparkles',
  success: 'check',
  destructive: 'alert',
};

export interface ToastRegionProps {
  /**
   * The queue to render. Defaults to the app-wide queue that `toast()` feeds.
   */
  queue?: UNSTABLE_ToastQueue<ToastContent>;
  /**
   * Screen corner or edge the stack sits on.
   * @default 'bottom-end'
   */
  placement?: 'bottom-end' | 'bottom' | 'top-end';
  /** Landmark name. @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * Renders the toast stack. Mount exactly one, near the root of the app (Storybook's preview
 * mounts it for every story); call `toast()` anywhere to show one. It is portalled to
 * `document.body`, is an ARIA landmark (F6 jumps to it), announces new toasts politely,
 * and pauses the timers while hovered or focused.
 */
export function ToastRegion({
  queue = toastQueue,
  placement = 'bottom-end',
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} aria-label={ariaLabel} className={styles.region({ placement })}>
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast} data-variant={toast.content.variant}>
          <span className={styles.icon({ variant: toast.content.variant })}>
            <Icon name={variantIcon[toast.content.variant]} size="sm" />
          </span>
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </RACToastContent>
          {toast.content.action ? (
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <IconButton slot="close" aria-label="Close" size="sm">
            <Icon name="close" size="sm" />
          </IconButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
