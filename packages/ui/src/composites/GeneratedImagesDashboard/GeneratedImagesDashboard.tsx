import { type HTMLAttributes, useMemo } from 'react';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge.tsx';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { ImageIcon } from '../../primitives/Icon/Icon.tsx';
import {
  isAvailable,
  optionLabel,
  type StyledManifestDocument,
} from '../StylePreview/stylePreviewOptions.ts';
import { type CountGroup, manifestCounts, manifestRows } from './manifestCounts.ts';
import * as styles from './GeneratedImagesDashboard.css.ts';

export interface GeneratedImagesDashboardProps extends HTMLAttributes<HTMLElement> {
  /** The styled manifest, or null while it loads or when it failed. */
  manifest: StyledManifestDocument | null;
  /** @default false */
  isLoading?: boolean;
  /** Why the manifest could not be had. */
  error?: string | null;
  onRetry?: () => void;
}

const groupTitles: Record<CountGroup, string> = {
  status: 'By status',
  style: 'By style',
  lighting: 'By lighting',
  wallColor: 'By wall colour',
};

const statusVariant: Record<string, BadgeVariant> = {
  existing: 'success',
  generated: 'accent',
  pending: 'warning',
  failed: 'danger',
};

/**
 * The internal 'Generated Images Dashboard' (spec part 2, internal pages): every image of the
 * styled manifest with its name, status and a lazily loaded thumbnail, and counts by status,
 * style, lighting and wall colour (each group sums to the total).
 */
export function GeneratedImagesDashboard({
  manifest,
  isLoading = false,
  error,
  onRetry,
  className,
  ...props
}: GeneratedImagesDashboardProps) {
  const rows = useMemo(() => manifestRows(manifest?.images ?? {}), [manifest]);
  const counts = useMemo(() => manifestCounts(rows), [rows]);

  let body;
  if ((isLoading || error) && !manifest) {
    body = (
      <AsyncState
        status={error ? 'error' : 'loading'}
        loadingLabel="Loading the manifest"
        error={error}
        onRetry={onRetry}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <div className={styles.state}>
        <ImageIcon size="lg" />
        <p>No images in the manifest yet.</p>
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby="gid-counts" className={styles.header}>
          <h2 id="gid-counts" className={styles.listTitle}>
            Counts
          </h2>
          <div className={styles.groups}>
            {(Object.keys(groupTitles) as CountGroup[]).map((group) => (
              <div key={group} className={styles.group} data-group={group}>
                <h3 className={styles.groupTitle} id={`gid-${group}`}>
                  {groupTitles[group]}
                </h3>
                <dl className={styles.counts}>
                  {counts.groups[group].map(({ value, count }) => (
                    <div key={value} className={styles.countRow} data-value={value}>
                      <dt className={styles.countLabel}>{optionLabel(value)}</dt>
                      <dd className={styles.countValue} data-count={count}>
                        {count}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="gid-images" className={styles.header}>
          <h2 id="gid-images" className={styles.listTitle}>
            All images ({counts.total})
          </h2>
          <ul className={styles.grid} aria-labelledby="gid-images">
            {rows.map((row) => (
              <li key={row.name} className={styles.card} data-filename={row.name}>
                {isAvailable({ url: row.url, status: row.status }) ? (
                  <img
                    className={styles.thumb}
                    src={row.url}
                    alt=""
                    width={300}
                    height={200}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <div className={styles.thumbMissing} aria-hidden="true">
                    <ImageIcon />
                  </div>
                )}
                <p className={styles.name}>{row.name}</p>
                <Badge variant={statusVariant[row.status] ?? 'neutral'}>{row.status}</Badge>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <div {...props} className={[styles.page, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h1 className={styles.title}>Generated Images Dashboard</h1>
        <p className={styles.lead}>
          {manifest
            ? `${counts.total} images in the styled manifest behind the landing's style preview.`
            : "The styled manifest behind the landing's style preview."}
        </p>
      </header>
      {body}
    </div>
  );
}
