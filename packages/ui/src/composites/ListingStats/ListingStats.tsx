import type { HTMLAttributes } from 'react';
import type { ListingStats as ListingStatsData } from '@hds/api-client/contract';
import { formatCount } from '../GalleryCard/formatCount.ts';
import { Icon, type IconName } from '../../primitives/Icon/Icon.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { vars } from '../../theme/contract.css.ts';
import * as styles from './ListingStats.css.ts';

/** What the page shows when the stats call failed (only logged, spec part 2 §8) or is empty. */
export const EMPTY_LISTING_STATS: ListingStatsData = {
  total: 0,
  featured: 0,
  with_projects: 0,
  for_sale: 0,
  for_rent: 0,
  archived: 0,
};

/** The six stat cards in page order (spec part 2 §2, Property listings). */
export const listingStatFigures: ReadonlyArray<{
  key: keyof ListingStatsData;
  label: string;
  icon: IconName;
}> = [
  { key: 'total', label: 'Total Listings', icon: 'layers' },
  { key: 'featured', label: 'Featured', icon: 'star' },
  { key: 'with_projects', label: 'With Projects', icon: 'folder' },
  { key: 'for_sale', label: 'For Sale', icon: 'home' },
  { key: 'for_rent', label: 'For Rent', icon: 'calendar' },
  { key: 'archived', label: 'Archived', icon: 'archive' },
];

const exact = new Intl.NumberFormat('en-US');
/** About three digits wide: the card keeps its size when the figure arrives. */
const skeletonWidth = `calc(${vars.font.size['2xl']} * 2)`;
/** The figure's line box, so the card keeps its height. */
const skeletonHeight = `calc(${vars.font.size['2xl']} * ${vars.font.lineHeight.tight})`;

export interface ListingStatsProps extends HTMLAttributes<HTMLElement> {
  /**
   * The reply of GET /listings/stats/. Leave it out (or `null`) when the call failed: the
   * cards then read zero, as the page does when a stats failure is only logged.
   */
  stats?: ListingStatsData | null;
  /**
   * Show placeholders while the first reply is on its way; the section is marked busy.
   * @default false
   */
  isLoading?: boolean;
}

/**
 * The stat cards above the property listings (spec part 2 §2): total, featured, with projects,
 * for sale, for rent and archived.
 *
 * Use it at the top of the listings page, fed with the stats reply. Figures of a thousand and
 * more are abbreviated with K and M as in the gallery ('1.2K'); the exact figure is still read
 * by screen readers and shown on hover. It only displays data: no card is a control.
 */
export function ListingStats({ stats, isLoading = false, className, ...props }: ListingStatsProps) {
  const data = stats ?? EMPTY_LISTING_STATS;
  return (
    <section
      {...props}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <dl className={styles.grid}>
        {listingStatFigures.map((figure) => {
          const value = Math.max(0, data[figure.key]);
          const short = formatCount(value);
          const abbreviated = short !== String(value);
          return (
            <div key={figure.key} className={styles.stat} data-stat={figure.key}>
              <dt className={styles.label}>
                <span>{figure.label}</span>
                <span className={styles.icon} aria-hidden="true">
                  <Icon name={figure.icon} size="sm" />
                </span>
              </dt>
              <dd className={styles.value}>
                {isLoading ? (
                  <>
                    <Skeleton
                      shape="rect"
                      width={skeletonWidth}
                      height={skeletonHeight}
                      className={styles.skeleton}
                    />
                    <span className={visuallyHidden}>Loading</span>
                  </>
                ) : abbreviated ? (
                  <span title={exact.format(value)}>
                    <span aria-hidden="true">{short}</span>
                    <span className={visuallyHidden}>{exact.format(value)}</span>
                  </span>
                ) : (
                  short
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
