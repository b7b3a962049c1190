import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './AsyncState.css.ts';

/** Where the data behind a view stands. */
export type AsyncStatus = 'loading' | 'error' | 'empty' | 'ready';

export const asyncStateMessages = {
  loading: 'Loading...',
  retry: 'Try again',
} as const;

/**
 * The status of a view from the flags its props or its query give: a failure wins over
 * loading (a refetch that failed shows its failure), loading over empty.
 */
export function asyncStatus({
  isLoading = false,
  isError = false,
  isEmpty = false,
}: {
  isLoading?: boolean;
  isError?: boolean;
  isEmpty?: boolean;
}): AsyncStatus {
  if (isError) return 'error';
  if (isLoading) return 'loading';
  return isEmpty ? 'empty' : 'ready';
}

export interface AsyncStateProps {
  /** Which of the four states to show. */
  status: AsyncStatus;
  /**
   * The spinner's accessible name while loading ('Loading images...').
   * @default 'Loading...'
   */
  loadingLabel?: string;
  /** Placeholders in the shape of the content to come, shown instead of the spinner. */
  loading?: ReactNode;
  /** What failed, in the spec's words ('Failed to load images'). */
  error?: ReactNode;
  /** A line under the error: the reason, often the server's own words. */
  errorDetail?: ReactNode;
  /**
   * Shows the error as a heading of this level (a whole screen's or panel's failure) instead of
   * a line of text.
   */
  errorHeadingLevel?: 2 | 3 | 4;
  /** Asks again; shown as a button after the error. Without it the error has no button. */
  onRetry?: () => void;
  /**
   * The retry button's words.
   * @default 'Try again'
   */
  retryLabel?: string;
  /**
   * `onRetry` is running: the button shows as pending.
   * @default false
   */
  isRetrying?: boolean;
  /** What shows when there is nothing (often an `EmptyState`); without it `children` shows. */
  empty?: ReactNode;
  /** The content, shown once ready. */
  children?: ReactNode;
  /**
   * `compact` for states inside dialogs, cards and side panels (less padding, small button).
   * @default 'default'
   */
  size?: 'default' | 'compact';
  /** Class of the loading and error boxes (not of `children`, `loading` or `empty`). */
  className?: string;
}

/**
 * The one way a view shows data it waits for: a spinner (or the placeholders given) while
 * loading, the failure as an alert with a retry button, the empty state, else the content.
 * The error box has `role="alert"`, so the failure is announced when it appears, and its retry
 * button is the next stop of the keyboard.
 */
export function AsyncState({
  status,
  loadingLabel = asyncStateMessages.loading,
  loading,
  error,
  errorDetail,
  errorHeadingLevel,
  onRetry,
  retryLabel = asyncStateMessages.retry,
  isRetrying = false,
  empty,
  children,
  size = 'default',
  className,
}: AsyncStateProps) {
  const boxClass = (tone: 'neutral' | 'danger') =>
    [styles.state({ size, tone }), className].filter(Boolean).join(' ');

  if (status === 'loading') {
    if (loading !== undefined) return loading;
    return (
      <div className={boxClass('neutral')} aria-busy="true" data-status="loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (status === 'error') {
    const Heading = errorHeadingLevel ? (`h${errorHeadingLevel}` as const) : 'p';
    return (
      <div className={boxClass('danger')} role="alert" data-status="error">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="alert" size={size === 'compact' ? 'md' : 'lg'} />
        </span>
        <Heading className={errorHeadingLevel ? styles.heading : styles.text}>{error}</Heading>
        {errorDetail ? <p className={styles.detail}>{errorDetail}</p> : null}
        {onRetry ? (
          <Button
            variant="secondary"
            size={size === 'compact' ? 'sm' : 'md'}
            isPending={isRetrying}
            onPress={onRetry}
          >
            {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  }
  if (status === 'empty' && empty !== undefined) return empty;
  return children;
}
