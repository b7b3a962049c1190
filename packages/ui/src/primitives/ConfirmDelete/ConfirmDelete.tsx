import type { ReactNode } from 'react';
import { AlertDialog, type AlertDialogProps } from '../AlertDialog/AlertDialog.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './ConfirmDelete.css.ts';

export interface ConfirmDeleteProps extends Omit<
  AlertDialogProps,
  'title' | 'description' | 'children' | 'variant' | 'confirmLabel'
> {
  /** What kind of thing is deleted, lower case: 'project', 'image'. */
  kind: string;
  /** Its name as the user knows it: the project title, the image's file name. */
  name: string;
  /**
   * What goes with it, one line each, already counted ('4 images', '11 versions',
   * '2 boards and their 3 share links'). Empty: nothing else goes.
   */
  consequences?: readonly string[];
  /** The consequences are still being counted: placeholders instead of the list. */
  isCounting?: boolean;
  /**
   * Seconds the user can take it back after confirming (a toast offers Undo); without it the
   * dialog says the delete cannot be undone.
   */
  undoSeconds?: number;
  /** @default `Delete ${kind}` */
  confirmLabel?: ReactNode;
}

/**
 * The confirmation before deleting a project or an image: it names what is deleted and lists,
 * counted, everything that goes with it, then says whether it can be undone. An `alertdialog`
 * built on `AlertDialog`: focus starts on Cancel, Escape cancels, a pending delete keeps it open
 * and a failed one shows its message.
 */
export function ConfirmDelete({
  kind,
  name,
  consequences = [],
  isCounting = false,
  undoSeconds,
  confirmLabel,
  ...props
}: ConfirmDeleteProps) {
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  return (
    <AlertDialog
      {...props}
      title={`Delete ${kind} “${name}”?`}
      confirmLabel={confirmLabel ?? `Delete ${Kind}`}
      variant="destructive"
    >
      <div className={styles.body}>
        {isCounting ? (
          <div role="status" aria-busy="true" aria-label="Counting what will be deleted">
            <Skeleton lines={2} />
          </div>
        ) : consequences.length ? (
          <>
            <p className={styles.lead}>This also deletes:</p>
            <ul className={styles.list}>
              {consequences.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className={styles.note}>
          {undoSeconds ? `You can undo this for ${undoSeconds} seconds.` : 'This cannot be undone.'}
        </p>
      </div>
    </AlertDialog>
  );
}

/** `1 image`, `4 images`: the counted lines of a confirmation. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
