import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { button } from './Button.css.ts';
import * as styles from './NativeButton.css.ts';

type Variant = 'primary' | 'secondary' | 'quiet';

interface Look {
  /** @default 'primary' */
  variant?: Variant;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** A square button holding one icon; it then needs an `aria-label`. @default false */
  iconOnly?: boolean;
}

const lookClass = ({ variant = 'primary', size = 'md', iconOnly = false }: Look, cls?: string) =>
  [button({ variant, size, iconOnly }), styles.controlStates[variant], cls]
    .filter(Boolean)
    .join(' ');

/**
 * A native `<button>` with `Button`'s look, for the bundles with no room for react-aria (the
 * share viewer's `SharedBoardView`, the embed's `NativeLeadForm`): a native button already
 * gives Enter, Space, focus and the disabled state.
 */
export function NativeButton({
  variant,
  size,
  iconOnly,
  className,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button {...props} type={type} className={lookClass({ variant, size, iconOnly }, className)} />
  );
}

/** A native `<a href>` with the Button look, like the design system's `ButtonLink`. */
export function NativeButtonLink({
  variant,
  size,
  className,
  ...props
}: Omit<Look, 'iconOnly'> & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} className={lookClass({ variant, size }, className)} />;
}
