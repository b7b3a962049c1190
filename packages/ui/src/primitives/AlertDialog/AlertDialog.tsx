import { type ReactNode, useContext, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './AlertDialog.css.ts';

export interface AlertDialogProps extends Omit<
  DialogProps,
  'title' | 'footer' | 'role' | 'isDismissable' | 'children' | 'size'
> {
  /** @default 'Are you sure?' */
  title?: ReactNode;
  /** What will happen, in one or two sentences ("Deleting a board cannot be undone."). */
  description?: ReactNode;
  /** Extra content under the description. */
  children?: ReactNode;
  /** @default 'Delete' */
  confirmLabel?: ReactNode;
  /** @default 'Cancel' */
  cancelLabel?: ReactNode;
  /**
   * `destructive` paints the confirm button red (delete, revoke); `default` uses the primary
   * button for confirmations that lose nothing.
   * @default 'destructive'
   */
  variant?: 'destructive' | 'default';
  /**
   * Runs when the user confirms. Return a promise to keep the dialog open with a pending
   * confirm button until it settles: it closes on success and stays open showing the error's
   * message on failure.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs when the user cancels (button or Escape). */
  onCancel?: () => void;
  /** Shown when `onConfirm` rejects with something that is not an `Error` with a message. */
  errorMessage?: ReactNode;
}

/**
 * Asks for confirmation before an action that cannot be undone (Delete Board: 'Are you
 * sure?' / 'Cancel' / 'Delete'). It is an `alertdialog`: focus starts on Cancel so Enter never
 * destroys by accident, Escape cancels, a click outside does nothing. While `onConfirm` runs,
 * the confirm button shows a spinner and the dialog cannot be dismissed.
 *
 * Open it with `DialogTrigger` or control it with `isOpen` / `onOpenChange`.
 */
export function AlertDialog({
  title = 'Are you sure?',
  description,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  variant = 'destructive',
  onConfirm,
  onCancel,
  errorMessage = 'Something went wrong. Please try again.',
  onOpenChange,
  isOpen,
  defaultOpen,
  ...props
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const confirmed = useRef(false);
  // Inside a DialogTrigger the overlay would read the trigger's state directly and our
  // onOpenChange would never run, so Escape could not report `onCancel`. Drive the overlay
  // ourselves and forward the change to the trigger.
  const trigger = useContext(OverlayTriggerStateContext);
  const controlled = isOpen != null || defaultOpen != null;

  return (
    <Dialog
      {...props}
      isOpen={controlled ? isOpen : (trigger?.isOpen ?? false)}
      defaultOpen={defaultOpen}
      size="sm"
      role="alertdialog"
      title={title}
      description={description}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          if (!confirmed.current) onCancel?.();
          confirmed.current = false;
        }
        onOpenChange?.(open);
        if (!controlled) trigger?.setOpen(open);
      }}
      footer={(close) => (
        <>
          <Button
            variant="secondary"
            isDisabled={isPending}
            // Start on the safe choice: Enter right after opening cancels.
            autoFocus
            onPress={close}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={variant === 'destructive' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={() => {
              setError(null);
              const result = onConfirm?.();
              if (!(result instanceof Promise)) {
                confirmed.current = true;
                close();
                return;
              }
              setPending(true);
              result.then(
                () => {
                  setPending(false);
                  confirmed.current = true;
                  close();
                },
                (reason: unknown) => {
                  setPending(false);
                  setError(
                    reason instanceof Error && reason.message ? reason.message : errorMessage,
                  );
                },
              );
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children || error ? (
        <>
          {children}
          {error ? (
            <p role="alert" className={styles.error}>
              <Icon name="alert" size="sm" />
              <span>{error}</span>
            </p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
