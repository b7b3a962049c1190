import type { HTMLAttributes } from 'react';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { underReviewMessages, type GalleryItem } from '../GalleryCard/GalleryCard.tsx';
import * as styles from './GalleryModerationQueue.css.ts';

export type GalleryModerationAction = 'hide' | 'restore' | 'remove';

/** One open report: what, when, by whom, and whether it counts towards hiding. */
export interface GalleryModerationReport {
  reason: string;
  created_at: string;
  counted: boolean;
  /** Null for a report made signed out before reports needed an account. */
  reporter: { name: string | null; email: string | null } | null;
}

/** An item as moderators see it: its status and open reports. */
export interface GalleryModerationItem extends GalleryItem {
  status?: 'published' | 'pending_review' | 'hidden' | 'removed';
  reports?: number;
  report_reasons?: readonly string[];
  /** Each open report with its reporter and time (older servers send only the reasons). */
  report_entries?: readonly GalleryModerationReport[];
}

export const moderationMessages = {
  title: 'Review queue',
  empty: 'Nothing to review',
  emptyText: 'Reported and hidden designs appear here.',
  forbiddenTitle: 'Not allowed',
  failedTitle: 'Failed to load the review queue',
  notCounted: 'New account: not counted',
  signedOutReporter: 'Signed-out visitor',
  dismiss: 'Dismiss reports',
} as const;

const statusText: Record<NonNullable<GalleryModerationItem['status']>, string> = {
  published: 'Published',
  pending_review: 'Hidden by reports',
  hidden: 'Hidden',
  removed: 'Removed',
};

const defaultFormat = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Name (email)', whichever of the two the account has. */
function reporterText(r: GalleryModerationReport['reporter']): string {
  if (!r) return moderationMessages.signedOutReporter;
  const name = r.name?.trim();
  if (name && r.email) return `${name} (${r.email})`;
  return name || r.email || 'An account without a name';
}

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
  /** How a report's time reads. @default medium date and short time, en-GB, local time */
  formatDate?: (iso: string) => string;
}

/**
 * The moderators' review queue (issues #20, #44): each reported, pending or hidden design with
 * its open reports — reason, reporter (name and e-mail), time, and whether it counts towards
 * hiding — and Hide, Restore (Dismiss reports on a published design) and Remove. Someone who is
 * not a moderator sees a clear 'Not allowed' state with the server's reason.
 */
export function GalleryModerationQueue({
  items,
  isLoading = false,
  forbidden,
  error,
  pendingId,
  onAction,
  formatDate = defaultFormat,
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
  const queueStatus = asyncStatus({
    isError: Boolean(error),
    isLoading: isLoading || !items,
    isEmpty: items?.length === 0,
  });
  return (
    <section {...props} className={rootClass} aria-busy={queueStatus === 'loading' || undefined}>
      <AsyncState
        status={queueStatus}
        error={moderationMessages.failedTitle}
        errorDetail={error}
        errorHeadingLevel={2}
        loading={<Skeleton lines={4} />}
        empty={
          <EmptyState
            icon="check"
            title={moderationMessages.empty}
            description={moderationMessages.emptyText}
          />
        }
      >
        {items ? (
          <ul className={styles.list} aria-label={moderationMessages.title}>
            {items.map((item) => {
              const picture = item.images[0];
              const busy = pendingId === item.id;
              const status = item.status ?? 'published';
              const entries: readonly GalleryModerationReport[] =
                item.report_entries ??
                (item.report_reasons ?? []).map((reason) => ({
                  reason,
                  created_at: '',
                  counted: true,
                  reporter: null,
                }));
              const hidden = status === 'hidden' || status === 'pending_review';
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
                      {item.under_review ? (
                        <>
                          <Badge size="sm" variant="danger">
                            {underReviewMessages.badge}
                          </Badge>{' '}
                        </>
                      ) : null}
                      ·{' '}
                      <span>{`${item.reports ?? 0} ${item.reports === 1 ? 'report' : 'reports'}`}</span>
                    </p>
                    {entries.length > 0 ? (
                      <ul className={styles.reports} aria-label={`Reports on ${item.title}`}>
                        {entries.map((r, i) => (
                          <li key={`${i}-${r.created_at}`} className={styles.report}>
                            <span className={styles.reason}>{r.reason}</span>
                            <span className={styles.reportMeta}>
                              {reporterText(r.reporter)}
                              {r.created_at ? (
                                <>
                                  {' · '}
                                  <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
                                </>
                              ) : null}
                              {r.counted ? null : (
                                <>
                                  {' '}
                                  <Badge size="sm" variant="neutral">
                                    {moderationMessages.notCounted}
                                  </Badge>
                                </>
                              )}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <div className={styles.actions}>
                    {!hidden && entries.length > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        isDisabled={busy}
                        aria-label={`${moderationMessages.dismiss} on ${item.title}`}
                        onPress={() => onAction(item, 'restore')}
                      >
                        {moderationMessages.dismiss}
                      </Button>
                    ) : null}
                    {hidden ? (
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
        ) : null}
      </AsyncState>
    </section>
  );
}
