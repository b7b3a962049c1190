import { type HTMLAttributes, useId } from 'react';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Meter } from '../../primitives/Meter/Meter.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { useSidebarCollapsed } from '../AppShell/SidebarContext.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './CreditsBox.css.ts';

/** The spec's static placeholder figures (part 1 §9): 100 credits, 70 used, plan 'Free'. */
export const CREDITS_PLACEHOLDER = { total: 100, used: 70, plan: 'Free' } as const;

export interface CreditsBoxProps extends HTMLAttributes<HTMLDivElement> {
  /** Credits used this period. @default 70 */
  used?: number;
  /** Credits in the plan. @default 100 */
  total?: number;
  /** Plan name shown as a badge. @default 'Free' */
  plan?: string;
  /**
   * Icon-width form for the collapsed sidebar: the figure and the bar only (the title and
   * plan stay readable by screen readers). By default it follows the enclosing `AppShell`
   * sidebar (`useSidebarCollapsed`).
   */
  compact?: boolean;
  /** The figures are on their way: placeholders instead of the bar and the numbers. */
  isLoading?: boolean;
  /** Where the Plans page is: once every credit is used, a 'See Plans' link leads there. */
  plansHref?: string;
}

/**
 * The sidebar's credits box (spec part 1 §2 and §9): the plan badge, 'used / total' on a
 * `Meter` that turns amber near the limit and red at it, and what is left. The spec makes it a
 * static placeholder, so the defaults are its figures; the studio passes the user's real usage.
 * With `plansHref`, a box with nothing left links to the plans.
 */
export function CreditsBox({
  used = CREDITS_PLACEHOLDER.used,
  total = CREDITS_PLACEHOLDER.total,
  plan = CREDITS_PLACEHOLDER.plan,
  compact,
  isLoading = false,
  plansHref,
  className,
  ...props
}: CreditsBoxProps) {
  const inCollapsedSidebar = useSidebarCollapsed();
  const isCompact = compact ?? inCollapsedSidebar;
  const titleId = useId();
  const clamped = Math.min(Math.max(used, 0), total);
  const remaining = total - clamped;
  const usedText = `${clamped} / ${total} used`;

  return (
    <div
      {...props}
      role="group"
      aria-labelledby={titleId}
      data-compact={isCompact || undefined}
      className={[styles.box, className].filter(Boolean).join(' ')}
    >
      <div className={isCompact ? visuallyHidden : styles.header}>
        <span id={titleId} className={styles.title}>
          Credits
        </span>
        <Badge variant="accent">
          {plan}
          <span className={visuallyHidden}> plan</span>
        </Badge>
      </div>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading credits">
          <Skeleton lines={isCompact ? 1 : 2} />
        </div>
      ) : (
        <>
          <Meter
            aria-labelledby={titleId}
            value={clamped}
            maxValue={total}
            valueLabel={usedText}
            showValueLabel={false}
          />
          {isCompact ? (
            <span className={styles.compactFigure} aria-hidden="true">
              {clamped}/{total}
            </span>
          ) : (
            <div className={styles.figures}>
              <span>{usedText}</span>
              {remaining === 0 && plansHref ? (
                <Link href={plansHref}>See Plans</Link>
              ) : (
                <span>{remaining} left</span>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
