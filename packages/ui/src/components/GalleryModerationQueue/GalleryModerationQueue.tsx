import type { HTMLAttributes } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import type { GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import * as styles from './GalleryModerationQueue.css.ts';

export type GalleryModerationAction = 'hide' | 'restore' | 'remove';

/** An item as moderators see it: its status and open reports. */
export interface GalleryModerationItem extends GalleryItem {
  status?: 'published' | 'pending_review' | 'hidden' | 'removed';
  reports?: number;
  report_reasons?: readonly string[];
}

export const moderationMessages = {
  title: 'Review queue',
  empty: 'Nothing to review',
  emptyText: 'Reported and hidden designs appear here.',
  forbiddenTitle: 'Not allowed',
  failedTitle: 'Failed to load the review queue',
} as const;

const statusText: Record<NonNullable<GalleryModerationItem['status']>, string> = {
  published: 'Published',
  pending_review: 'Pending review',
  hidden: 'Hidden',
  removed: 'Removed',
};

export interface GalleryModerationQueueProps extends HTMLAttributes<HTMLElement> {
  items: readonly GalleryModerationItem[] | undefined;
  isLoading?: boolean;
  /** The server refused (not a moderator): its message. */
  forbidden?: string | null;
  /** Loading failed otherwise. */
  error?: string | null;
  /** An action is running on this item (its buttons are disabled). */
  pendingId?: string | null;
  onAction: (item: GalleryModerationItem, action: GalleryModerationAction) => void;
}

/**
 * The moderators' review queue (issue #20): each reported, pending or hidden design with its
 * reports and reasons, and Hide, Restore and Remove. Someone who is not a moderator sees a
 * clear 'Not allowed' state with the server's reason.
 */
export function GalleryModerationQueue({
  items,
  isLoading = false,
  forbidden,
  error,
  pendingId,
  onAction,
  className,
  ...props
}: GalleryModerationQueueProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  if (forbidden)
    return (
      <section {...props} className={rootClass}>
        <EmptyState icon="lock" title={moderationMessages.forbiddenTitle} description={forbidden} />
      </section>
    );
  if (error)
    return (
      <section {...props} className={rootClass}>
        <EmptyState icon="alert" title={moderationMessages.failedTitle} description={error} />
      </section>
    );
  if (isLoading || !items)
    return (
      <section {...props} className={rootClass} aria-busy="true">
        <Skeleton lines={4} />
      </section>
    );
  if (items.length === 0)
    return (
      <section {...props} className={rootClass}>
        <EmptyState
          icon="check"
          title={moderationMessages.empty}
          description={moderationMessages.emptyText}
        />
      </section>
    );
  return (
    <section {...props} className={rootClass}>
      <ul className={styles.list} aria-label={moderationMessages.title}>
        {items.map((item) => {
          const picture = item.images[0];
          const busy = pendingId === item.id;
          const status = item.status ?? 'published';
          return (
            <li key={item.id} className={styles.row}>
              {picture ? (
                <img
                  className={styles.thumb}
                  src={picture.thumbnail_url || picture.transformed_url}
                  alt=""
                />
              ) : null}
              <div className={styles.body}>
                <h2 className={styles.title}>{item.title}</h2>
                <p className={styles.meta}>
                  by {item.author.name} ·{' '}
                  <Badge size="sm" variant={status === 'published' ? 'success' : 'warning'}>
                    {statusText[status]}
                  </Badge>{' '}
                  ·{' '}
                  <span>{`${item.reports ?? 0} ${item.reports === 1 ? 'report' : 'reports'}`}</span>
                </p>
                {item.report_reasons && item.report_reasons.length > 0 ? (
                  <ul className={styles.reasons} aria-label={`Reasons for ${item.title}`}>
                    {item.report_reasons.map((r, i) => (
                      <li key={`${i}-${r}`}>{r}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className={styles.actions}>
                {status === 'hidden' || status === 'pending_review' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={busy}
                    aria-label={`Restore ${item.title}`}
                    onPress={() => onAction(item, 'restore')}
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    isDisabled={busy}
                    aria-label={`Hide ${item.title}`}
                    onPress={() => onAction(item, 'hide')}
                  >
                    Hide
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="danger"
                  isDisabled={busy}
                  aria-label={`Remove ${item.title}`}
                  onPress={() => onAction(item, 'remove')}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
