import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { formatDuration } from './jobState.ts';
import * as styles from './JobsPanel.css.ts';

export interface EditJobStatusProps {
  /** `queued`/`running` while it works; `failed` or `cancelled` when it ended without a result. */
  state: 'queued' | 'running' | 'failed' | 'cancelled';
  /** The edit: 'Lighting'. */
  title: string;
  /** Milliseconds since the edit was queued or started (shown while it works). */
  elapsedMs?: number;
  /** The job's error_message ('Edit failed' when it has none). */
  errorMessage?: string | null;
  onCancel?: () => void;
  onRetry?: () => void;
  /** Hides a failure that was read. */
  onDismiss?: () => void;
  /** The cancel or retry call is on its way. */
  isBusy?: boolean;
}

/**
 * One edit in the playground: while it works, its progress (queued, then running for so long)
 * and a Cancel button; when it failed, its message and a Retry button; when cancelled, a Retry.
 */
export function EditJobStatus({
  state,
  title,
  elapsedMs,
  errorMessage,
  onCancel,
  onRetry,
  onDismiss,
  isBusy = false,
}: EditJobStatusProps) {
  const working = state === 'queued' || state === 'running';
  const elapsed = elapsedMs === undefined ? '' : ` · ${formatDuration(elapsedMs)}`;
  const heading = working
    ? `${title}: ${state === 'queued' ? 'queued' : 'processing'}${elapsed}`
    : state === 'cancelled'
      ? `${title}: edit cancelled`
      : `${title}: edit failed`;
  return (
    <div className={styles.status} data-state={state} role={working ? 'status' : 'alert'}>
      <div className={styles.row}>
        <p className={styles.statusTitle}>{heading}</p>
        <div className={styles.actions}>
          {working && onCancel ? (
            <Button size="sm" variant="secondary" isPending={isBusy} onPress={onCancel}>
              Cancel
            </Button>
          ) : null}
          {!working && onRetry ? (
            <Button size="sm" variant="primary" isPending={isBusy} onPress={onRetry}>
              Retry
            </Button>
          ) : null}
          {!working && onDismiss ? (
            <Button size="sm" variant="quiet" onPress={onDismiss}>
              Dismiss
            </Button>
          ) : null}
        </div>
      </div>
      {working ? (
        <ProgressBar
          isIndeterminate
          size="sm"
          aria-label={`${title} progress`}
          showValueLabel={false}
        />
      ) : state === 'failed' ? (
        <p className={styles.message}>
          <Icon name="alert" size="sm" />
          {errorMessage || 'Edit failed'}
        </p>
      ) : null}
    </div>
  );
}
