import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { ActivityItem } from '@hds/api-client/contract';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import * as styles from './ActivityList.css.ts';

/** Strings of spec part 1 §8 (activity list). */
export const activityListMessages = {
  empty: 'No activities to display',
  loadFailed: 'Failed to load activities',
  operationFailed: 'Operation failed',
} as const;

const statusBadge: Record<string, { label: string; variant: BadgeVariant }> = {
  completed: { label: 'Completed', variant: 'success' },
  succeeded: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  pending: { label: 'Pending', variant: 'neutral' },
  processing: { label: 'Processing', variant: 'warning' },
  in_progress: { label: 'Processing', variant: 'warning' },
};

/** `wall_color` → `Wall color`: operation names read as words. */
export function humanizeOperation(value: string) {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
}

export interface ActivityListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Items of GET /user/activity/ (newest first). */
  activities?: ActivityItem[];
  /**
   * Show a spinner instead of the list while the first reply is on its way.
   * @default false
   */
  isLoading?: boolean;
  /** The activity call failed: shows 'Failed to load activities' (and Retry with `onRetry`). */
  isError?: boolean;
  /** Offered as a 'Try again' button in the error state. */
  onRetry?: () => void;
  /**
   * Text of the empty state. The profile's Design Activity tab says 'No design activity yet'.
   * @default 'No activities to display'
   */
  emptyMessage?: ReactNode;
  /** A call to action under the empty message (the profile's 'Start Designing'). */
  emptyAction?: ReactNode;
  /** Where an item's title links (e.g. the playground for its image); plain text without it. */
  getHref?: (item: ActivityItem) => string | undefined;
  /**
   * Accessible name of the list.
   * @default 'Recent activity'
   */
  'aria-label'?: string;
}

/**
 * Recent design activity (projects page panel, profile Design Activity tab): title,
 * description, a status badge for completed work, 'Operation failed' for failures, the
 * operation and style, tags and `time_ago`. Also shows the loading, empty and error states.
 */
export function ActivityList({
  activities = [],
  isLoading = false,
  isError = false,
  onRetry,
  emptyMessage = activityListMessages.empty,
  emptyAction,
  getHref,
  'aria-label': ariaLabel = 'Recent activity',
  className,
  ...props
}: ActivityListProps) {
  const rootClass = className;
  if (isLoading || isError) {
    return (
      <div {...props} className={rootClass} aria-busy={isLoading || undefined}>
        <AsyncState
          status={asyncStatus({ isLoading, isError })}
          loadingLabel="Loading activities..."
          error={activityListMessages.loadFailed}
          onRetry={onRetry}
          size="compact"
        />
      </div>
    );
  }
  if (activities.length === 0) {
    return (
      <div {...props} className={rootClass}>
        <div className={styles.state}>
          <Icon name="sparkles" size="lg" />
          <p className={styles.stateText}>{emptyMessage}</p>
          {emptyAction}
        </div>
      </div>
    );
  }
  return (
    <div {...props} className={rootClass}>
      <ul className={styles.list} aria-label={ariaLabel}>
        {activities.map((item) => (
          <ActivityRow key={item.id} item={item} href={getHref?.(item)} />
        ))}
      </ul>
    </div>
  );
}

function ActivityRow({ item, href }: { item: ActivityItem; href?: string }) {
  const isFailed = item.status === 'failed';
  const badge = isFailed ? null : statusBadge[item.status];
  const details = [
    item.transformation_type ? humanizeOperation(item.transformation_type) : null,
    item.style ? humanizeOperation(item.style) : null,
  ].filter(Boolean);
  return (
    <li className={styles.item} data-status={item.status}>
      <span className={styles.marker} aria-hidden="true">
        <Icon name={isFailed ? 'alert' : 'sparkles'} size="sm" />
      </span>
      <div className={styles.content}>
        <div className={styles.headline}>
          <p className={styles.title}>
            {href ? (
              <Link href={href} className={styles.titleLink}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </p>
          {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
        </div>
        {isFailed ? <p className={styles.failed}>{activityListMessages.operationFailed}</p> : null}
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <div className={styles.meta}>
          {details.length ? <span>{details.join(' · ')}</span> : null}
          {item.tags.slice(0, 3).map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
          <time dateTime={item.created_at}>{item.time_ago}</time>
        </div>
      </div>
    </li>
  );
}
