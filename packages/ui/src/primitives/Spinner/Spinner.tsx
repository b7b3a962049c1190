import { ProgressBar, type ProgressBarProps, composeRenderProps } from 'react-aria-components';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'children'> {
  /**
   * Accessible name announced by screen readers.
   * @default 'Loading...'
   */
  label?: string;
  /**
   * Diameter, from the icon size tokens.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator (`role="progressbar"`). Use it when something is
 * loading and you cannot say how long it will take; it inherits the text colour. Inside a
 * pending `Button` it is wired up automatically, so prefer `<Button isPending>` there.
 */
export function Spinner({ label = 'Loading...', size, className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      aria-label={props['aria-labelledby'] ? undefined : label}
      {...props}
      isIndeterminate
      className={composeRenderProps(className, (cls) =>
        [styles.spinner({ size }), cls].filter(Boolean).join(' '),
      )}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" aria-hidden="true" data-essential-motion="">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </ProgressBar>
  );
}
