import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Meaning: `accent` for plan and feature labels ('Free', 'AI Generated'), `success`
   * for completed, `warning` for limits close to running out, `danger` for failures.
   * @default 'neutral'
   */
  variant?: BadgeVariant;
  /**
   * @default 'sm'
   */
  size?: 'sm' | 'md';
  /** Leading icon (decorative). */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A short, non-interactive status label ('Guest Account', 'Free', 'completed'). Colour is never
 * the only signal: the text says it. Keep it to one or two words.
 */
export function Badge({ variant, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      data-variant={variant ?? 'neutral'}
      className={[styles.badge({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {icon}
      {children}
    </span>
  );
}
