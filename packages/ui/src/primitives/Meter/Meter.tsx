import type { ReactNode } from 'react';
import {
  Label,
  Meter as RACMeter,
  type MeterProps as RACMeterProps,
  composeRenderProps,
} from 'react-aria-components';
import * as field from '../TextField/TextField.css.ts';
import * as bar from '../ProgressBar/ProgressBar.css.ts';
import * as styles from './Meter.css.ts';

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** Visible label ('Monthly Usage'). */
  label?: ReactNode;
  /** Show the value next to the label (`valueLabel`, e.g. '7 / 10 designs', or a percent). @default true */
  showValueLabel?: boolean;
  description?: ReactNode;
  /**
   * Fill fraction (0–1) from which the bar turns amber, and from which it turns red.
   * @default [0.8, 1]
   */
  thresholds?: [warning: number, danger: number];
}

/**
 * A measure within a known range that is not a task (designs used this month, storage used).
 * The bar turns amber near the limit and red at it. For a running task use `ProgressBar`.
 */
export function Meter({
  label,
  showValueLabel = true,
  description,
  thresholds = [0.8, 1],
  className,
  ...props
}: MeterProps) {
  return (
    <RACMeter
      {...props}
      className={composeRenderProps(className, (cls) => [bar.root, cls].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText }) => {
        const fraction = percentage / 100;
        const level =
          fraction >= thresholds[1] ? 'danger' : fraction >= thresholds[0] ? 'warning' : 'ok';
        return (
          <>
            {label || showValueLabel ? (
              <div className={bar.header}>
                {label ? <Label className={field.label}>{label}</Label> : null}
                {showValueLabel ? <span className={bar.value}>{valueText}</span> : null}
              </div>
            ) : null}
            <div className={bar.track({ size: 'md' })}>
              <div className={styles.fill} data-level={level} style={{ width: `${percentage}%` }} />
            </div>
            {description ? <span className={field.description}>{description}</span> : null}
          </>
        );
      }}
    </RACMeter>
  );
}
