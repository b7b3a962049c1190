import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-aria-components';
import type { BoardAddRequest, BoardAddResult } from '@hds/machines';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { formatImageCount } from '../ProjectCard/ProjectCard.tsx';
import { useBoardAdd } from './useBoardAdd.ts';
import * as styles from './AddToBoardDialog.css.ts';

export const addToBoardMessages = {
  title: 'Add to Board',
  boardLabel: 'Board',
  newBoard: 'New board',
  newBoardName: 'Board name',
  alreadyOn: 'Already on this board',
  loadFailed: 'Failed to load boards',
  submit: 'Add to Board',
} as const;

/** A board the version can go on (auto-generated boards follow their project: leave them out). */
export interface AddToBoardOption {
  id: string;
  name: string;
  version_count: number;
  /** The version is on this board already: shown, not choosable. */
  contains?: boolean;
}

export interface AddToBoardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What is being added, under the title (the image and version). */
  versionLabel?: string;
  /** The versions to add (the playground: the version on screen). */
  versionIds: string[];
  /** The project's boards the versions may join. */
  boards: AddToBoardOption[];
  /** @default false */
  isLoading?: boolean;
  /** The boards call failed: 'Failed to load boards' with Try again. */
  isError?: boolean;
  onRetry?: () => void;
  /**
   * Adds the versions to the chosen board, or creates a board of them. Its rejection's message
   * shows in the dialog ('Failed to add to board: …'); on success the dialog closes.
   */
  addVersions: (request: BoardAddRequest) => Promise<BoardAddResult>;
  /** Heard once the versions are on the board (a toast, a refresh). */
  onAdded?: (result: BoardAddResult) => void;
}

const NEW = '__new__';

/**
 * The playground's 'Add to Board' (issue #40): one of the project's boards, or a new board by
 * name, for the version on screen. Boards that hold it already are listed but disabled. Enter
 * submits; the save runs on `boardAddMachine`, and a refusal stays in the dialog to retry.
 */
export function AddToBoardDialog({
  isOpen,
  onOpenChange,
  versionLabel,
  ...rest
}: AddToBoardDialogProps) {
  return (
    <Dialog
      title={addToBoardMessages.title}
      description={versionLabel}
      size="md"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (isOpen ? <AddToBoardForm {...rest} close={close} /> : null)}
    </Dialog>
  );
}

function AddToBoardForm({
  versionIds,
  boards,
  isLoading = false,
  isError = false,
  onRetry,
  addVersions,
  onAdded,
  close,
}: Omit<AddToBoardDialogProps, 'isOpen' | 'onOpenChange' | 'versionLabel'> & {
  close: () => void;
}) {
  const formId = useId();
  const open = boards.filter((b) => !b.contains);
  const [choice, setChoice] = useState<string>(() => open[0]?.id ?? NEW);
  const [name, setName] = useState('');
  const add = useBoardAdd(addVersions, (result) => {
    onAdded?.(result);
    close();
  });
  // Boards may arrive after the dialog opened: the first free one, until the user chooses.
  const [touched, setTouched] = useState(false);
  const selected = touched || isLoading ? choice : (open[0]?.id ?? NEW);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isSaving) return;
    add.submit({
      target: selected === NEW ? { kind: 'new', name } : { kind: 'existing', boardId: selected },
      versionIds,
    });
  }

  if (isLoading || isError) {
    return (
      <AsyncState
        status={asyncStatus({ isLoading, isError })}
        loadingLabel="Loading boards..."
        error={addToBoardMessages.loadFailed}
        onRetry={onRetry}
        size="compact"
      />
    );
  }

  return (
    <Form id={formId} onSubmit={submit} className={styles.form} validationBehavior="aria">
      <RadioGroup
        label={addToBoardMessages.boardLabel}
        value={selected}
        onChange={(value) => {
          setTouched(true);
          setChoice(value);
          add.edit();
        }}
        isDisabled={add.isSaving}
      >
        {boards.map((board) => (
          <Radio key={board.id} value={board.id} isDisabled={board.contains}>
            <span className={styles.optionText}>
              <span className={styles.optionName}>{board.name}</span>
              <span className={styles.optionMeta}>
                {board.contains
                  ? addToBoardMessages.alreadyOn
                  : formatImageCount(board.version_count)}
              </span>
            </span>
          </Radio>
        ))}
        <Radio value={NEW}>{addToBoardMessages.newBoard}</Radio>
      </RadioGroup>
      {selected === NEW ? (
        <TextField
          label={addToBoardMessages.newBoardName}
          value={name}
          onChange={(value) => {
            setName(value);
            add.edit();
          }}
          isRequired
          autoFocus={open.length === 0}
          maxLength={200}
          isDisabled={add.isSaving}
        />
      ) : null}
      {add.error ? (
        <p role="alert" className={styles.error}>
          <Icon name="alert" size="sm" />
          {add.error}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onPress={close} isDisabled={add.isSaving}>
          Cancel
        </Button>
        <Button type="submit" isPending={add.isSaving}>
          {addToBoardMessages.submit}
        </Button>
      </div>
    </Form>
  );
}
