import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual weight. `primary` is the one main action of a view; `secondary` sits beside it;
   * `quiet` is for toolbars and low-emphasis actions; `danger` confirms a destructive action.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Control height: `sm` 32 px, `md` 40 px, `lg` 48 px (hero call to action).
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container (mobile drawers, dialog footers on phones).
   * @default false
   */
  fullWidth?: boolean;
}

/**
 * The action button. Use it for anything that *does* something (save, open a dialog, start
 * a job); use `Link` or `ButtonLink` for anything that *goes* somewhere.
 *
 * `isPending` shows a spinner over the label, keeps the button focusable, ignores presses and
 * announces the pending state; the label stays in the accessibility tree for screen readers.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, fullWidth }), cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.label}>{content}</span>
          {isPending ? (
            <span className={styles.pendingIndicator}>
              <Spinner size="sm" />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'fullWidth'> {
  /** Required: an icon-only button has no visible text to name it. */
  'aria-label': string;
}

/**
 * A square button holding a single icon (menu toggles, close buttons, toolbars). Always give
 * it an `aria-label`. Defaults to the `quiet` variant.
 */
export function IconButton({
  variant = 'quiet',
  size = 'md',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <RACButton
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, iconOnly: true }), cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={styles.label}>{content}</span>
          {isPending ? (
            <span className={styles.pendingIndicator}>
              <Spinner size="sm" />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}
