import {
  Link as RACLink,
  type LinkProps as RACLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx';
import * as styles from './Link.css.ts';

export type LinkVariant = 'inline' | 'subtle' | 'button' | 'button-secondary' | 'button-quiet';

export interface LinkProps extends RACLinkProps {
  /**
   * `inline` for links inside running text (accent colour, underlined); `subtle` for footers and
   * secondary navigation; the `button*` looks render the link as a `primary`, `secondary` or
   * `quiet` button (same as `ButtonLink`).
   * @default 'inline'
   */
  variant?: LinkVariant;
}

const buttonLooks: Partial<Record<LinkVariant, ButtonVariant>> = {
  button: 'primary',
  'button-secondary': 'secondary',
  'button-quiet': 'quiet',
};

/**
 * Navigation: anything that goes to another page or anchor. It is a real `<a href>`, and
 * client-side routing works once the app wraps its tree in react-aria-components'
 * `RouterProvider`. Use `Button` for actions that do not navigate.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  const asButton = buttonLooks[variant];
  return (
    <RACLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (cls) =>
        [
          asButton
            ? button({ variant: asButton })
            : styles.link({ variant: variant as 'inline' | 'subtle' }),
          cls,
        ]
          .filter(Boolean)
          .join(' '),
      )}
    />
  );
}

export interface ButtonLinkProps extends RACLinkProps {
  /**
   * Button look to borrow.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Control height.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretch to the container width.
   * @default false
   */
  fullWidth?: boolean;
}

/**
 * A link that looks like a button: for calls to action that navigate ("Return to Home",
 * "Start Designing"). Screen readers still hear a link, which is what it is.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <RACLink
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (cls) =>
        [button({ variant, size, fullWidth }), cls].filter(Boolean).join(' '),
      )}
    />
  );
}
