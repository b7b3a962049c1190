import type { ReactNode } from 'react';
import { AsyncState, asyncStatus } from '../AsyncState/AsyncState.tsx';
import { Badge, type BadgeVariant } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import {
  formatDuration,
  isActiveState,
  jobStateLabels,
  jobStateOf,
  type JobState,
} from './jobState.ts';
import * as styles from './JobsPanel.css.ts';

/** One job as the panel shows it (the server's Job fits, with a readable `title`). */
export interface JobsPanelJob {
  id: string;
  /** What the job does: 'Lighting', 'Virtual Staging'. */
  title: string;
  /** Which picture: an image name. */
  subtitle?: string | null;
  /** The wire status: pending, in_progress, processing, succeeded, completed, failed. */
  status: string;
  error_message?: string | null;
  created_at: string;
  started_at?: string | null;
  finished_at?: string | null;
}

export interface JobsPanelProps {
  jobs: readonly JobsPanelJob[];
  onCancel: (job: JobsPanelJob) => void;
  onRetry: (job: JobsPanelJob) => void;
  /** Jobs whose cancel or retry is on its way: their buttons wait. */
  busyJobIds?: ReadonlySet<string>;
  isLoading?: boolean;
  /** The jobs call failed. */
  error?: string | null;
  /**
   * Heading text.
   * @default 'Jobs'
   */
  title?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** The moment durations count to (stories pin it). @default now */
  now?: number;
  /** Shown with an empty list. @default 'No edits yet. Your running and recent edits show here.' */
  emptyText?: ReactNode;
}

const stateVariant: Record<JobState, BadgeVariant> = {
  queued: 'neutral',
  running: 'accent',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** 'Queued 4 s', 'Running 12 s', 'Took 9 s': how far along a job is, in words. */
export function jobTiming(job: JobsPanelJob, state: JobState, now: number): string {
  const created = time(job.created_at);
  const started = time(job.started_at);
  const finished = time(job.finished_at);
  if (state === 'queued') return `Queued ${formatDuration(now - created)}`;
  if (state === 'running') return `Running ${formatDuration(now - (started || created))}`;
  if (Number.isNaN(finished)) return '';
  return `Took ${formatDuration(finished - (Number.isNaN(started) ? created : started))}`;
}

/**
 * The user's recent and running edits with their states: a queued or running one can be
 * cancelled, a failed (or cancelled) one shows its message and can be retried. Pure: the page
 * passes the jobs and performs cancel and retry.
 */
export function JobsPanel({
  jobs,
  onCancel,
  onRetry,
  busyJobIds,
  isLoading = false,
  error,
  title = 'Jobs',
  headingLevel = 2,
  now = Date.now(),
  emptyText = 'No edits yet. Your running and recent edits show here.',
}: JobsPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const states = jobs.map((j) => jobStateOf(j.status, j.error_message));
  const running = states.filter(isActiveState).length;
  const headingId = `jobs-panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={isLoading}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {!isLoading && !error ? (
          <span className={styles.summary}>
            {running ? `${running} running` : `${jobs.length} recent`}
          </span>
        ) : null}
      </div>
      <AsyncState
        status={asyncStatus({
          isError: Boolean(error),
          isLoading,
          isEmpty: jobs.length === 0,
        })}
        size="compact"
        error={error}
        loading={<Skeleton shape="text" lines={3} />}
        empty={<p className={styles.empty}>{emptyText}</p>}
      >
        <ul className={styles.list} aria-label={title}>
          {jobs.map((job, i) => {
            const state = states[i]!;
            const busy = busyJobIds?.has(job.id) ?? false;
            const timing = jobTiming(job, state, now);
            return (
              <li key={job.id} className={styles.item} data-state={state}>
                <div className={styles.row}>
                  <span className={styles.name} title={job.title}>
                    {job.title}
                  </span>
                  <Badge variant={stateVariant[state]}>{jobStateLabels[state]}</Badge>
                </div>
                {job.subtitle || timing ? (
                  <span className={styles.detail}>
                    {[job.subtitle, timing].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
                {state === 'running' ? (
                  <ProgressBar
                    isIndeterminate
                    size="sm"
                    aria-label={`${job.title}: running`}
                    showValueLabel={false}
                  />
                ) : null}
                {state === 'failed' ? (
                  <p className={styles.message}>
                    <Icon name="alert" size="sm" />
                    {job.error_message || 'Edit failed'}
                  </p>
                ) : null}
                {isActiveState(state) || state === 'failed' || state === 'cancelled' ? (
                  <div className={styles.actions}>
                    {isActiveState(state) ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        isPending={busy}
                        aria-label={`Cancel ${job.title}`}
                        onPress={() => onCancel(job)}
                      >
                        Cancel
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        isPending={busy}
                        aria-label={`Retry ${job.title}`}
                        onPress={() => onRetry(job)}
                      >
                        Retry
                      </Button>
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </AsyncState>
    </section>
  );
}
