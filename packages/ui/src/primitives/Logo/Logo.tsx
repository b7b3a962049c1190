import type { HTMLAttributes } from 'react';
import * as styles from './Logo.css.ts';

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Show the product name beside the mark. The mark alone is decorative, so an icon-only logo
   * inside a link needs the link to carry the name.
   * @default true
   */
  showName?: boolean;
  /** @default 'Home Design Studio' */
  name?: string;
}

/** The product mark (a house with a spark) and the product name. */
export function Logo({
  showName = true,
  name = 'Home Design Studio',
  className,
  ...props
}: LogoProps) {
  return (
    <span {...props} className={[styles.logo, className].filter(Boolean).join(' ')}>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 24 24" className={styles.glyph} focusable="false">
          <path d="M4 11 12 4.5l8 6.5v8a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19z" />
          <path d="M12 11.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
        </svg>
      </span>
      {showName ? <span>{name}</span> : null}
    </span>
  );
}
