import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (usually an `IconButton`) and its `Tooltip`. Opens on hover after
 * a short delay and at once on keyboard focus; Escape closes it.
 * @default delay 600 ms
 */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export type TooltipProps = RACTooltipProps;

/**
 * A short hint naming or explaining a control ("Download", "Compare with original"). It is
 * supplementary: the trigger must still have its own accessible name (`aria-label`), and
 * tooltips never hold interactive content or essential information (touch users can't hover).
 */
export function Tooltip({ offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      offset={offset}
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.tooltip, cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <OverlayArrow className={styles.arrow}>
            <svg viewBox="0 0 8 8" aria-hidden="true">
              <path d="M0 0 4 4 8 0" />
            </svg>
          </OverlayArrow>
          {content}
        </>
      ))}
    </RACTooltip>
  );
}
