import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './RenameDialog.css.ts';

export const renameDialogMessages = {
  nameRequired: 'Please enter a name',
  failed: 'Failed to rename board',
} as const;

export interface RenameDialogProps {
  /** Controlled open state. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The current name, filled in and selected when the dialog opens. */
  name: string;
  /**
   * Saves the new (trimmed) name. While its promise runs the dialog is pending; when it
   * resolves the dialog closes; when it rejects the error's message (or `failedMessage`) shows.
   */
  onRename: (name: string) => Promise<unknown> | void;
  /** @default 'Rename Board' */
  title?: string;
  /** @default 'Board name' */
  label?: string;
  /** @default 'Rename' */
  submitLabel?: string;
  /**
   * Shown when `onRename` rejects without a message.
   * @default 'Failed to rename board'
   */
  failedMessage?: string;
  /** @default 200 */
  maxLength?: number;
}

/**
 * Renames a board (or any named item): one field, Enter submits, the submit button is
 * disabled while the name is blank or unchanged, pending while saving, and a failure is shown
 * inside the dialog so the user can retry without retyping (spec part 2 §2, §5, §8).
 */
export function RenameDialog({ isOpen, onOpenChange, ...rest }: RenameDialogProps) {
  return (
    <Dialog
      title={rest.title ?? 'Rename Board'}
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (isOpen ? <RenameForm {...rest} close={close} /> : null)}
    </Dialog>
  );
}

function RenameForm({
  name: initialName,
  onRename,
  label = 'Board name',
  submitLabel = 'Rename',
  failedMessage = renameDialogMessages.failed,
  maxLength = 200,
  close,
}: Omit<RenameDialogProps, 'isOpen' | 'onOpenChange' | 'title'> & { close: () => void }) {
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const canSubmit = trimmed.length > 0 && trimmed !== initialName.trim() && !isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    setError(null);
    try {
      await onRename(trimmed);
      close();
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : failedMessage);
      setPending(false);
    }
  }

  return (
    <Form id={formId} onSubmit={submit} className={styles.form} validationBehavior="aria">
      <TextField
        label={label}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        isRequired
        autoFocus
        maxLength={maxLength}
        isDisabled={isPending}
        isInvalid={name.length > 0 && trimmed.length === 0}
        errorMessage={renameDialogMessages.nameRequired}
        onFocus={(event) => event.target.select()}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          <Icon name="alert" size="sm" />
          {error}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={close} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={!canSubmit && !isPending} isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
