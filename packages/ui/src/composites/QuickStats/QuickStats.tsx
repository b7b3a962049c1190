import type { HTMLAttributes } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import type { QuickStats as QuickStatsData } from '@hds/api-client/contract';
import * as styles from './QuickStats.css.ts';

/** What the profile shows when the stats call failed or has not answered (spec part 1 §3, §8). */
export const EMPTY_QUICK_STATS: QuickStatsData = {
  projects_created: 0,
  total_designs: 0,
  monthly_usage: 0,
  monthly_limit: 10,
  plan: 'Guest (Limited)',
};

/** Share of the monthly limit from which the bar turns to the warning colour. */
const WARNING_SHARE = 0.8;

export interface QuickStatsProps extends HTMLAttributes<HTMLElement> {
  /**
   * The reply of GET /user/quick-stats/. Leave it out when the call failed: the spec keeps
   * zeros on failure, so the component shows `EMPTY_QUICK_STATS`.
   */
  stats?: QuickStatsData | null;
  /**
   * Show placeholders while the first reply is on its way.
   * @default false
   */
  isLoading?: boolean;
}

/** `x / y designs`: the monthly usage figure of the profile (spec part 1 §2). */
export function formatUsage(used: number, limit: number) {
  return `${used} / ${limit} designs`;
}

export function formatRemaining(used: number, limit: number) {
  const left = Math.max(0, limit - used);
  return `${left} ${left === 1 ? 'design' : 'designs'} remaining this month`;
}

/**
 * The account figures of the profile page: projects created, total designs, current plan,
 * and the monthly usage as 'x / y designs' with a progress bar and what is left this month.
 */
export function QuickStats({ stats, isLoading = false, className, ...props }: QuickStatsProps) {
  const data = stats ?? EMPTY_QUICK_STATS;
  const limit = Math.max(0, data.monthly_limit);
  const used = Math.max(0, data.monthly_usage);
  const share = limit > 0 ? used / limit : 1;
  const level = share >= 1 ? 'full' : share >= WARNING_SHARE ? 'warning' : 'normal';
  const figures = [
    { label: 'Projects Created', value: String(data.projects_created) },
    { label: 'Total Designs', value: String(data.total_designs) },
    { label: 'Current Plan', value: data.plan, isText: true },
  ];

  return (
    <section
      {...props}
      aria-busy={isLoading || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <dl className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.stat}>
            <dt className={styles.statLabel}>{figure.label}</dt>
            <dd
              className={[styles.statValue, figure.isText ? styles.planValue : null]
                .filter(Boolean)
                .join(' ')}
            >
              {isLoading ? <span className={styles.skeleton} aria-hidden="true" /> : figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        className={styles.usage}
        value={isLoading ? 0 : Math.min(used, limit)}
        minValue={0}
        maxValue={limit || 1}
        valueLabel={isLoading ? 'Loading...' : formatUsage(used, limit)}
        data-level={level}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.usageHeader}>
              <Label className={styles.usageLabel}>Monthly Usage</Label>
              <span className={styles.usageValue}>{valueText}</span>
            </div>
            <div className={styles.track}>
              <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
            {isLoading ? null : <p className={styles.remaining}>{formatRemaining(used, limit)}</p>}
          </>
        )}
      </ProgressBar>
    </section>
  );
}
