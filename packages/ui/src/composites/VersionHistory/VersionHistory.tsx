import { useState, type HTMLAttributes } from 'react';
import { Button as RACButton } from 'react-aria-components';
import type { Version } from '@hds/api-client/contract';
import { humanizeOperation } from '../ActivityList/ActivityList.tsx';
import { AsyncState, asyncStatus } from '../../primitives/AsyncState/AsyncState.tsx';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './VersionHistory.css.ts';

/** Strings of spec part 1 §8 and this component's own states. */
export const versionHistoryMessages = {
  title: 'Version History',
  loadFailed: 'Failed to load image versions',
  empty: 'No versions yet',
  setPrimary: 'Set as primary',
  setPrimaryFailed: 'Failed to set primary version',
  compare: 'Compare',
} as const;

/** How many tags a row shows. */
export const VERSION_ROW_TAGS = 2;

const kindVariant: Record<Version['kind'], BadgeVariant> = {
  original: 'neutral',
  generated: 'accent',
  edited: 'success',
};

export interface VersionHistoryProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The image's versions, newest first (GET /images/{id}/versions/). */
  versions?: Version[];
  /** The version shown in the playground; highlighted and marked `aria-current`. */
  currentVersionId?: string | null;
  /** A completed version was chosen. */
  onSelect: (version: Version) => void;
  /**
   * 'Set as primary' on a completed, non-primary version. May return a promise: the row is
   * pending until it settles, and a rejection shows 'Failed to set primary version'.
   */
  onSetPrimary?: (version: Version) => Promise<unknown> | void;
  /** Two versions were chosen for a side-by-side comparison. Without it there are no checkboxes. */
  onCompare?: (versions: [Version, Version]) => void;
  /** @default false */
  isLoading?: boolean;
  /** The versions call failed. */
  isError?: boolean;
  onRetry?: () => void;
  /** Time zone of the dates (the browser's by default; stories pin 'UTC'). */
  timeZone?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The playground's Version History card (spec part 1 §2): a 400 px scrolling list of the
 * image's versions with label, kind, operation, status (pending and processing spin, failed
 * says so), the primary star, date and first tags. Choosing a row selects that version; two
 * checked rows can be compared; 'Set as primary' promotes a version.
 */
export function VersionHistory({
  versions = [],
  currentVersionId = null,
  onSelect,
  onSetPrimary,
  onCompare,
  isLoading = false,
  isError = false,
  onRetry,
  timeZone,
  headingLevel = 3,
  className,
  ...props
}: VersionHistoryProps) {
  const Heading = `h${headingLevel}` as const;
  const [compareIds, setCompareIds] = useState<string[]>([]);
  const [settingPrimary, setSettingPrimary] = useState<string | null>(null);
  const [primaryError, setPrimaryError] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const chosen = compareIds
    .map((id) => versions.find((v) => v.id === id))
    .filter((v): v is Version => Boolean(v));

  async function setPrimary(version: Version) {
    if (!onSetPrimary) return;
    setPrimaryError(null);
    const result = onSetPrimary(version);
    if (!(result instanceof Promise)) return;
    setSettingPrimary(version.id);
    try {
      await result;
    } catch {
      setPrimaryError(version.id);
    } finally {
      setSettingPrimary(null);
    }
  }

  function toggleCompare(id: string, on: boolean) {
    setCompareIds((ids) => (on ? [...ids, id].slice(-2) : ids.filter((x) => x !== id)));
  }

  let body;
  if (isLoading || isError) {
    body = (
      <AsyncState
        status={asyncStatus({ isLoading, isError })}
        loadingLabel="Loading versions..."
        error={versionHistoryMessages.loadFailed}
        onRetry={onRetry}
        size="compact"
      />
    );
  } else if (versions.length === 0) {
    body = (
      <div className={styles.state}>
        <Icon name="history" size="lg" />
        <p className={styles.stateText}>{versionHistoryMessages.empty}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Versions">
        {versions.map((version) => {
          const isCurrent = version.id === currentVersionId;
          const isReady = version.status === 'completed';
          const picture = version.thumbnail_url ?? version.preview_url ?? version.storage_url;
          const checked = compareIds.includes(version.id);
          return (
            <li
              key={version.id}
              className={styles.row}
              data-current={isCurrent || undefined}
              data-status={version.status}
            >
              {picture && isReady ? (
                <img className={styles.thumb} src={picture} alt="" loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true">
                  <Icon name="image" size="sm" />
                </span>
              )}
              <div className={styles.info}>
                <div className={styles.labelLine}>
                  <RACButton
                    className={styles.select}
                    onPress={() => onSelect(version)}
                    isDisabled={!isReady}
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    {version.label || `Version ${version.id.slice(0, 8)}`}
                  </RACButton>
                  {version.is_primary ? (
                    <span className={styles.star}>
                      <Icon name="star" size="sm" />
                      <span className={visuallyHidden}>Primary</span>
                    </span>
                  ) : null}
                  <Badge variant={kindVariant[version.kind]} className={styles.kindBadge}>
                    {humanizeOperation(version.kind)}
                  </Badge>
                </div>
                <div className={styles.meta}>
                  {version.operation ? <span>{humanizeOperation(version.operation)}</span> : null}
                  <StatusLine status={version.status} />
                  <time dateTime={version.created_at}>
                    {dateFormat.format(new Date(version.created_at))}
                  </time>
                  {version.tags.slice(0, VERSION_ROW_TAGS).map((tag) => (
                    <Badge key={tag.id}>{tag.name}</Badge>
                  ))}
                  {version.tags.length > VERSION_ROW_TAGS ? (
                    <span>+{version.tags.length - VERSION_ROW_TAGS}</span>
                  ) : null}
                </div>
                {primaryError === version.id ? (
                  <span role="alert" className={styles.stateError}>
                    {versionHistoryMessages.setPrimaryFailed}
                  </span>
                ) : null}
              </div>
              <div className={styles.rowActions}>
                {onSetPrimary && isReady && !version.is_primary ? (
                  <Button
                    variant="quiet"
                    size="sm"
                    onPress={() => setPrimary(version)}
                    isPending={settingPrimary === version.id}
                    isDisabled={settingPrimary !== null && settingPrimary !== version.id}
                    aria-label={`${versionHistoryMessages.setPrimary}: ${version.label}`}
                  >
                    <Icon name="star" size="sm" />
                    <span className={styles.setPrimaryText}>
                      {versionHistoryMessages.setPrimary}
                    </span>
                  </Button>
                ) : null}
                {onCompare && isReady ? (
                  <Checkbox
                    aria-label={`Compare ${version.label}`}
                    isSelected={checked}
                    onChange={(on) => toggleCompare(version.id, on)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      {...props}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Heading className={styles.title}>
          <Icon name="history" size="sm" />
          {versionHistoryMessages.title}
          {versions.length > 0 && !isLoading ? (
            <Badge className={styles.countBadge}>{versions.length}</Badge>
          ) : null}
        </Heading>
        {onCompare && versions.length > 1 ? (
          <div className={styles.compareBar}>
            <span aria-live="polite">{chosen.length} of 2 chosen</span>
            <Button
              size="sm"
              variant="secondary"
              isDisabled={chosen.length !== 2}
              onPress={() => {
                if (chosen.length === 2) onCompare([chosen[0]!, chosen[1]!]);
              }}
            >
              <Icon name="compare" size="sm" />
              {versionHistoryMessages.compare}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.scroller}>{body}</div>
    </section>
  );
}

function StatusLine({ status }: { status: Version['status'] }) {
  if (status === 'pending' || status === 'processing') {
    return (
      <span className={styles.status}>
        <Spinner size="sm" label={status === 'pending' ? 'Pending' : 'Processing'} />
        {status === 'pending' ? 'Pending' : 'Processing'}
      </span>
    );
  }
  if (status === 'failed') return <Badge variant="danger">Failed</Badge>;
  return null;
}
