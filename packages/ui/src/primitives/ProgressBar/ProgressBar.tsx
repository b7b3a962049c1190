import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
  composeRenderProps,
} from 'react-aria-components';
import * as field from '../TextField/TextField.css.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** Visible label ('Uploading kitchen.jpg'). Without one, pass `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value next to the label: `true` shows the percentage (or `valueLabel` when set).
   * @default true
   */
  showValueLabel?: boolean;
  /** Help text under the bar. */
  description?: ReactNode;
  /**
   * `sm` is a thin line for cards and table cells.
   * @default 'md'
   */
  size?: 'sm' | 'md';
}

/**
 * Progress of a task with a known end (upload, a render job's percent). Set `isIndeterminate`
 * while the end is unknown: the bar animates (still under reduced motion, but slower and
 * without sliding) and no value is announced. For a static measure against a limit (designs
 * used this month) use `Meter`.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  description,
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.root, cls].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label className={field.label}>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? (
                <span className={styles.value}>{valueText}</span>
              ) : null}
            </div>
          ) : null}
          <div className={styles.track({ size })}>
            <div
              className={isIndeterminate ? styles.indeterminateFill : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
          {description ? <span className={field.description}>{description}</span> : null}
        </>
      )}
    </RACProgressBar>
  );
}
