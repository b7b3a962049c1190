import { useEffect, useId, useMemo, useRef, type HTMLAttributes } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  boardWizardMachine,
  boardWizardMessages,
  selectBoardWizard,
  type BoardWizardMessage,
  type CreateBoardInput,
  type CreatedBoard,
  type CreateShareLinkInput,
  type ShareLink,
  type WizardVersion,
} from '@hds/machines';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { ShareLinkCard } from '../ShareSettings/ShareLinkCard.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './BoardWizard.css.ts';

const stepNames = ['Details', 'Review', 'Share'] as const;
const stepHeadings = ['Name your board', 'Review and create', 'Share your board'] as const;

/** A preview's text: its label, else 'Version' and the first 8 characters of its id. */
export function versionLabel(version: Pick<WizardVersion, 'id' | 'label'>) {
  return version.label?.trim() || `Version ${version.id.slice(0, 8)}`;
}

export interface BoardWizardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The project the board belongs to (sent as `project`). */
  projectId?: string | null;
  /** The versions chosen for the board; previewed in step 1 and sent as `version_ids`. */
  versions: readonly WizardVersion[];
  /** A name to start from. */
  defaultName?: string;
  /** POST /boards/: the board exists only once this resolves. */
  createBoard: (input: CreateBoardInput) => Promise<CreatedBoard>;
  /** POST /boards/{id}/share_links/ with the permission. */
  createShareLink: (input: CreateShareLinkInput) => Promise<ShareLink>;
  /** Writes text to the clipboard. */
  copy: (text: string) => Promise<void>;
  /** Finish was pressed on step 3, with the created board. */
  onFinish?: (board: CreatedBoard | null) => void;
  /**
   * A call failed: creating the board ('Failed to create board'), a link ('Failed to create
   * share link') or copying ('Failed to copy link'), with what it threw. The app shows it as a
   * destructive toast; the step keeps the message on screen either way.
   */
  onFailure?: (message: BoardWizardMessage, cause: unknown) => void;
  /** How long 'Copied' shows. @default 2000 */
  copiedMs?: number;
  /** Level of the wizard's title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The three-step board creation wizard of spec part 2 §2, run by `boardWizardMachine`:
 * name and description with previews of the chosen versions; review and Create Board (the
 * board exists only after `createBoard` succeeds; a failure stays on this step); then the
 * View Only and View and Upload links with Copy ('Copied' for 2 s) and Finish. Each step moves
 * focus to its heading so keyboard and screen-reader users follow along.
 */
export function BoardWizard({
  projectId = null,
  versions,
  defaultName,
  createBoard,
  createShareLink,
  copy,
  onFinish,
  onFailure,
  copiedMs,
  headingLevel = 2,
  className,
  ...props
}: BoardWizardProps) {
  // The machine is built once; the refs let it call the latest callbacks the parent passes.
  const callbacks = useRef({ createBoard, createShareLink, copy, onFinish, onFailure });
  callbacks.current = { createBoard, createShareLink, copy, onFinish, onFailure };
  const machine = useMemo(() => {
    // Each call's failure is the machine's error message for it; the caller hears it too.
    const reported = async <T,>(message: BoardWizardMessage, run: () => Promise<T>) => {
      try {
        return await run();
      } catch (err) {
        callbacks.current.onFailure?.(message, err);
        throw err;
      }
    };
    return boardWizardMachine.provide({
      actors: {
        createBoard: fromPromise(({ input }: { input: CreateBoardInput }) =>
          reported(boardWizardMessages.createFailed, () => callbacks.current.createBoard(input)),
        ),
        createShareLink: fromPromise(({ input }: { input: CreateShareLinkInput }) =>
          reported(boardWizardMessages.shareLinkFailed, () =>
            callbacks.current.createShareLink(input),
          ),
        ),
        copyText: fromPromise(({ input }: { input: { text: string } }) =>
          reported(boardWizardMessages.copyFailed, () => callbacks.current.copy(input.text)),
        ),
      },
      actions: {
        onFinish: (_, params: { board: CreatedBoard | null }) =>
          callbacks.current.onFinish?.(params.board),
      },
    });
  }, []);
  const [snapshot, send] = useMachine(machine, {
    input: { projectId, versions, name: defaultName, copiedMs },
  });
  const view = selectBoardWizard(snapshot);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const createFooterRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shownStep = useRef(view.step);
  useEffect(() => {
    if (shownStep.current === view.step) return;
    shownStep.current = view.step;
    headingRef.current?.focus();
  }, [view.step]);
  // Create Board is disabled while the call runs; when it fails, give focus back to it.
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !view.isCreating && view.step === 2)
      createFooterRef.current?.querySelector<HTMLElement>('[data-create]')?.focus();
    wasCreating.current = view.isCreating;
  }, [view.isCreating, view.step]);

  const Title = `h${headingLevel}` as const;
  const StepHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const nameError = view.error === boardWizardMessages.nameRequired ? view.error : null;
  const otherError = view.error && !nameError ? view.error : null;
  // Failures the caller toasts stay on screen but are not announced a second time.
  const failureRole = (message: string | null) =>
    onFailure && message !== boardWizardMessages.versionsRequired ? undefined : 'alert';

  const previews = (
    <ul className={styles.previews} aria-label="Selected versions">
      {view.previews.map((v) => (
        <li key={v.id} className={styles.preview}>
          {v.previewUrl ? (
            <img className={styles.previewImage} src={v.previewUrl} alt={versionLabel(v)} />
          ) : (
            <span className={styles.previewPlaceholder} role="img" aria-label={versionLabel(v)}>
              <Icon name="image" />
            </span>
          )}
          <span className={styles.previewLabel} aria-hidden="true">
            {versionLabel(v)}
          </span>
        </li>
      ))}
    </ul>
  );
  const versionCount = `${view.previews.length} ${view.previews.length === 1 ? 'version' : 'versions'}`;

  return (
    <section
      {...props}
      aria-labelledby={titleId}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <Title id={titleId} className={styles.title}>
        Create Board
      </Title>
      <ol className={styles.steps} aria-label="Steps">
        {stepNames.map((name, i) => {
          const n = i + 1;
          const state =
            n < view.step || view.isFinished ? 'done' : n === view.step ? 'current' : 'todo';
          return (
            <li
              key={name}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size="sm" /> : n}
              </span>
              <span className={styles.stepLabel}>
                {name}
                {state === 'done' ? <span className={visuallyHidden}> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>

      {view.step === 1 ? (
        <form
          className={styles.panel}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'NEXT' });
          }}
        >
          <StepHeading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Step 1 of 3: {stepHeadings[0]}
          </StepHeading>
          <TextField
            label="Board Name"
            isRequired
            validationBehavior="aria"
            value={view.name}
            onChange={(name) => send({ type: 'SET_NAME', name })}
            isInvalid={nameError !== null}
            errorMessage={nameError}
            placeholder="e.g. Kitchen ideas"
          />
          <TextField
            label="Description"
            multiline
            rows={3}
            value={view.description}
            onChange={(description) => send({ type: 'SET_DESCRIPTION', description })}
            placeholder="What is this board for? (optional)"
          />
          <p className={styles.previewsLabel}>Selected versions ({view.previews.length})</p>
          {view.previews.length > 0 ? (
            previews
          ) : (
            <p className={styles.stepHint}>No versions selected yet.</p>
          )}
          {otherError ? (
            <p role={failureRole(otherError)} className={styles.alert}>
              <Icon name="alert" size="sm" />
              {otherError}
            </p>
          ) : null}
          <div className={styles.footer}>
            <Button type="submit">
              Next
              <Icon name="arrowRight" size="sm" />
            </Button>
          </div>
        </form>
      ) : null}

      {view.step === 2 ? (
        <div className={styles.panel}>
          <StepHeading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Step 2 of 3: {stepHeadings[1]}
          </StepHeading>
          <dl className={styles.summary}>
            <dt className={styles.term}>Name</dt>
            <dd className={styles.definition}>{view.name.trim()}</dd>
            <dt className={styles.term}>Description</dt>
            <dd className={styles.definition}>{view.description.trim() || 'No description'}</dd>
            <dt className={styles.term}>Versions</dt>
            <dd className={styles.definition}>{versionCount}</dd>
          </dl>
          {previews}
          {view.error ? (
            <p role={failureRole(view.error)} className={styles.alert}>
              <Icon name="alert" size="sm" />
              {view.error}
            </p>
          ) : null}
          <div ref={createFooterRef} className={styles.footer} aria-busy={view.isCreating}>
            <Button
              variant="secondary"
              onPress={() => send({ type: 'BACK' })}
              isDisabled={view.isCreating}
            >
              <Icon name="arrowLeft" size="sm" />
              Back
            </Button>
            <Button
              data-create=""
              onPress={() => send({ type: 'CREATE' })}
              // Not isPending: the button is gone once the board exists, and RAC's pending
              // announcement would then point at a missing element.
              isDisabled={view.isCreating}
            >
              <Icon name={view.isCreating ? 'clock' : 'board'} size="sm" />
              {view.isCreating ? 'Creating...' : 'Create Board'}
            </Button>
          </div>
        </div>
      ) : null}

      {view.step === 3 ? (
        <div className={styles.panel}>
          <StepHeading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            Step 3 of 3: {stepHeadings[2]}
          </StepHeading>
          <p className={styles.success} role="status">
            <Icon name="check" size="sm" />
            Board “{view.name.trim()}” created with {versionCount}.
          </p>
          <p className={styles.stepHint}>
            Generate a link for each permission you want to hand out. Recipients need no account.
          </p>
          <div className={styles.links}>
            {(['view', 'upload'] as const).map((permission) => (
              <ShareLinkCard
                key={permission}
                permission={permission}
                url={view.links[permission]?.url ?? null}
                isGenerating={view.generating === permission}
                isGenerateDisabled={!view.canGenerate || view.isFinished}
                isCopied={view.copied === permission}
                onGenerate={() => send({ type: 'GENERATE', permission })}
                onCopy={() => send({ type: 'COPY', permission })}
                headingLevel={4}
              />
            ))}
          </div>
          {view.error ? (
            <p role={failureRole(view.error)} className={styles.alert}>
              <Icon name="alert" size="sm" />
              {view.error}
            </p>
          ) : null}
          <div className={styles.footer}>
            <Button onPress={() => send({ type: 'FINISH' })} isDisabled={view.isFinished}>
              <Icon name="check" size="sm" />
              Finish
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
