import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { PROJECT_TITLE_REQUIRED } from '@hds/api-client/contract';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './CreateProjectDialog.css.ts';

/** Strings of spec part 1 §2, §5, §8. */
export const createProjectMessages = {
  title: 'Create New Project',
  editTitle: 'Edit Project',
  save: 'Save Changes',
  titleRequired: PROJECT_TITLE_REQUIRED,
  failed: 'Failed to create project',
} as const;

export interface NewProject {
  title: string;
  address: string;
  notes: string;
}

export interface CreateProjectDialogProps {
  /** Controlled open state. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Creates the project with the trimmed title, address and notes (never called with a
   * blank title). While its promise runs the dialog is pending; it closes when the promise
   * resolves (navigate to the new project there) and shows the error when it rejects.
   */
  onCreate: (project: NewProject) => Promise<unknown>;
  /** Called with 'Project title is required' when an empty title is submitted (the app toasts it). */
  onInvalid?: (message: string) => void;
  /**
   * Edit an existing project instead: the form starts with its values, the dialog is titled
   * 'Edit Project' and submits with 'Save Changes' (`onCreate` then saves them).
   */
  initialValues?: NewProject;
  /**
   * Why no project can be made now (the plan's project limit, in the server's words, with a
   * way out): shown above the form, and 'Create Project' is disabled.
   */
  limitNotice?: ReactNode;
}

/**
 * The projects page's 'New Project' dialog (spec part 1 §2): 'Project Title *', Address and
 * Notes. An empty title is refused with 'Project title is required' and no call is made;
 * creation is pending while `onCreate` runs and a failure ('Failed to create project' or the
 * server's message) stays in the dialog with everything typed.
 */
export function CreateProjectDialog({
  isOpen,
  onOpenChange,
  onCreate,
  onInvalid,
  initialValues,
  limitNotice,
}: CreateProjectDialogProps) {
  return (
    <Dialog
      title={initialValues ? createProjectMessages.editTitle : createProjectMessages.title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) =>
        isOpen ? (
          <CreateProjectForm
            onCreate={onCreate}
            onInvalid={onInvalid}
            close={close}
            initialValues={initialValues}
            limitNotice={initialValues ? undefined : limitNotice}
          />
        ) : null
      }
    </Dialog>
  );
}

function CreateProjectForm({
  onCreate,
  onInvalid,
  close,
  initialValues,
  limitNotice,
}: Pick<CreateProjectDialogProps, 'onCreate' | 'onInvalid' | 'initialValues' | 'limitNotice'> & {
  close: () => void;
}) {
  const formId = useId();
  const [values, setValues] = useState<NewProject>(
    () => initialValues ?? { title: '', address: '', notes: '' },
  );
  const [titleError, setTitleError] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const update = (field: keyof NewProject) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'title' && value.trim()) setTitleError(false);
    setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending || limitNotice) return;
    const title = values.title.trim();
    if (!title) {
      setTitleError(true);
      onInvalid?.(createProjectMessages.titleRequired);
      // Focus goes back to the field that needs fixing.
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onCreate({ title, address: values.address.trim(), notes: values.notes.trim() });
      close();
    } catch (cause) {
      setError(
        cause instanceof Error && cause.message ? cause.message : createProjectMessages.failed,
      );
      setPending(false);
    }
  }

  return (
    <Form id={formId} onSubmit={submit} className={styles.form} validationBehavior="aria">
      {limitNotice ? (
        <div role="note" className={styles.notice}>
          <Icon name="info" size="sm" />
          <div>{limitNotice}</div>
        </div>
      ) : null}
      <TextField
        label="Project Title"
        isRequired
        autoFocus
        value={values.title}
        onChange={update('title')}
        isInvalid={titleError}
        errorMessage={createProjectMessages.titleRequired}
        isDisabled={isPending}
        maxLength={200}
        placeholder="Maple Street renovation"
      />
      <TextField
        label="Address"
        value={values.address}
        onChange={update('address')}
        isDisabled={isPending}
        maxLength={500}
        placeholder="12 Maple Street, Springfield"
      />
      <TextField
        label="Notes"
        multiline
        rows={3}
        value={values.notes}
        onChange={update('notes')}
        isDisabled={isPending}
        maxLength={5000}
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
        <Button type="submit" isPending={isPending} isDisabled={!!limitNotice}>
          {initialValues ? createProjectMessages.save : 'Create Project'}
        </Button>
      </div>
    </Form>
  );
}
