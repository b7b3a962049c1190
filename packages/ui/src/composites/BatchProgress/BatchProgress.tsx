import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { BeforeAfterSlider } from '../BeforeAfterSlider/BeforeAfterSlider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar.tsx';
import * as styles from './BatchProgress.css.ts';

/** An image's state in a batch (the server's job states). */
export type BatchProgressStatus = 'pending' | 'in_progress' | 'succeeded' | 'failed';

/** Where the batch as a whole is. */
export type BatchProgressPhase =
  'starting' | 'running' | 'cancelling' | 'finished' | 'cancelled' | 'failed';

export interface BatchProgressItem {
  /** The image id. */
  id: string;
  /** The image's name ('Living room'). */
  name: string;
  status: BatchProgressStatus;
  error_message?: string | null;
  /** A small picture of the image. */
  thumbnailUrl?: string | null;
}

export interface BatchProgressProps {
  /** What runs: 'Golden hour on 4 images'. */
  title: string;
  items: readonly BatchProgressItem[];
  phase: BatchProgressPhase;
  /** Starting, following or cancelling the batch went wrong. */
  error?: string | null;
  /** Cancel the images not yet done. Without it, no Cancel button. */
  onCancel?: () => void;
  /** @default true while running */
  canCancel?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** Shown under the list (e.g. "Compare results"). */
  actions?: ReactNode;
}

const CANCELLED = 'Job cancelled';

type Shown = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
const shownOf = (i: BatchProgressItem): Shown =>
  i.status === 'pending'
    ? 'queued'
    : i.status === 'in_progress'
      ? 'running'
      : i.status === 'succeeded'
        ? 'done'
        : i.error_message === CANCELLED
          ? 'cancelled'
          : 'failed';
const labels: Record<Shown, string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const variants: Record<Shown, BadgeVariant> = {
  queued: 'neutral',
  running: 'accent',
  done: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

/** 'Done 3 of 4 · 1 failed': the batch in words (also announced when it ends). */
export function batchSummary(items: readonly BatchProgressItem[], phase: BatchProgressPhase) {
  const shown = items.map(shownOf);
  const n = (s: Shown) => shown.filter((x) => x === s).length;
  if (phase === 'starting') return 'Starting…';
  const parts = [`${n('done')} of ${items.length} done`];
  if (n('running')) parts.push(`${n('running')} running`);
  if (n('failed')) parts.push(`${n('failed')} failed`);
  if (n('cancelled')) parts.push(`${n('cancelled')} cancelled`);
  const lead =
    phase === 'finished'
      ? 'Batch finished: '
      : phase === 'cancelled'
        ? 'Batch cancelled: '
        : phase === 'cancelling'
          ? 'Cancelling: '
          : '';
  return lead + parts.join(' · ');
}

/**
 * One recipe over many images: overall progress, each image's state (queued, running, done,
 * failed with its message, cancelled) and Cancel for the whole batch. Pure: the page runs the
 * batch (the `batchRun` machine) and passes its state.
 */
export function BatchProgress({
  title,
  items,
  phase,
  error,
  onCancel,
  canCancel = phase === 'running',
  headingLevel = 2,
  actions,
}: BatchProgressProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ended = items.filter((i) => i.status === 'succeeded' || i.status === 'failed').length;
  const active = phase === 'starting' || phase === 'running' || phase === 'cancelling';
  const headingId = `batch-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-phase={phase}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {onCancel && active ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={onCancel}
            isDisabled={!canCancel}
            isPending={phase === 'cancelling'}
          >
            {phase === 'cancelling' ? 'Cancelling...' : 'Cancel batch'}
          </Button>
        ) : null}
      </div>
      <ProgressBar
        aria-label={`${title}: progress`}
        value={ended}
        maxValue={Math.max(1, items.length)}
        isIndeterminate={phase === 'starting' || items.length === 0}
        valueLabel={`${ended} / ${items.length}`}
        showValueLabel={phase !== 'starting' && items.length > 0}
        size="sm"
      />
      <p className={styles.summary} role="status">
        {batchSummary(items, phase)}
      </p>
      {error ? (
        <p className={styles.alert} role="alert">
          <Icon name="alert" size="sm" />
          {error}
        </p>
      ) : null}
      {items.length ? (
        <ul className={styles.list} aria-label="Images of this batch">
          {items.map((item) => {
            const shown = shownOf(item);
            return (
              <li key={item.id} className={styles.item} data-status={item.status}>
                {item.thumbnailUrl ? (
                  <img className={styles.thumb} src={item.thumbnailUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div className={styles.row}>
                  <span className={styles.name} title={item.name}>
                    {item.name}
                  </span>
                  <Badge variant={variants[shown]}>{labels[shown]}</Badge>
                </div>
                {shown === 'failed' ? (
                  <p className={styles.message}>{item.error_message || 'Edit failed'}</p>
                ) : shown === 'running' ? (
                  <ProgressBar
                    isIndeterminate
                    size="sm"
                    aria-label={`${item.name}: running`}
                    showValueLabel={false}
                  />
                ) : (
                  <span className={styles.muted}>
                    {shown === 'queued' ? 'Waiting its turn' : shown === 'done' ? 'Ready' : ''}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {actions}
    </section>
  );
}

export interface BatchResult {
  id: string;
  name: string;
  status: BatchProgressStatus;
  error_message?: string | null;
  before: { src: string; width?: number; height?: number };
  /** The result; null until the image is done. */
  after: { src: string; width?: number; height?: number } | null;
}

export interface BatchResultsProps {
  results: readonly BatchResult[];
  /** What was applied ('Golden hour'): the after side's label. @default 'After' */
  afterLabel?: string;
  /** Each result's own action (open it in the playground). */
  renderAction?: (result: BatchResult) => ReactNode;
}

/**
 * The results of a batch side by side: one before/after slider per image, all with the same
 * recipe, so a listing's photos can be checked for one consistent look.
 */
export function BatchResults({ results, afterLabel = 'After', renderAction }: BatchResultsProps) {
  return (
    <ul className={styles.results} aria-label="Results">
      {results.map((r) => (
        <li key={r.id}>
          <figure className={styles.result}>
            {r.after ? (
              <BeforeAfterSlider
                before={{ ...r.before, alt: `${r.name}, before`, label: 'Before' }}
                after={{ ...r.after, alt: `${r.name}, ${afterLabel}`, label: afterLabel }}
                aspectRatio="3 / 2"
                sliderLabel={`${r.name}: before and after divider`}
              />
            ) : (
              <img
                className={styles.resultImage}
                src={r.before.src}
                alt={`${r.name}, before`}
                width={r.before.width}
                height={r.before.height}
              />
            )}
            <figcaption className={styles.caption}>
              <span className={styles.name}>{r.name}</span>
              {r.after ? null : (
                <Badge variant={r.status === 'failed' ? 'danger' : 'neutral'}>
                  {r.status === 'failed'
                    ? r.error_message === CANCELLED
                      ? 'Cancelled'
                      : 'Failed'
                    : 'Not ready'}
                </Badge>
              )}
              {renderAction?.(r)}
            </figcaption>
            {r.status === 'failed' && r.error_message && r.error_message !== CANCELLED ? (
              <p className={styles.message}>{r.error_message}</p>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
