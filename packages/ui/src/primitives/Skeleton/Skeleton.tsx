import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export interface SkeletonProps {
  /**
   * `text` draws `lines` bars of text height (the last one shorter); `rect` a block (images,
   * cards); `circle` an avatar.
   * @default 'text'
   */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines. @default 1 */
  lines?: number;
  /** CSS width (any length); defaults to the full width (`circle`: the avatar size). */
  width?: string;
  /** CSS height for `rect` / `circle`; `rect` defaults to a 4:3 box. */
  height?: string;
  className?: string;
}

/**
 * A grey placeholder shaped like the content that is loading, so the layout does not jump
 * when it arrives. It is hidden from assistive technology: mark the region that is loading
 * with `aria-busy="true"` (and give it a name or a visually hidden "Loading..." text) so
 * screen readers hear that something is coming, then drop `aria-busy` when the content is in.
 * The shimmer stops under `prefers-reduced-motion`.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span
        aria-hidden="true"
        className={[styles.lines, className].filter(Boolean).join(' ')}
        style={width ? { width } : undefined}
        data-skeleton="text"
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={styles.block({ shape: 'text' })} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width, height };
  return (
    <span
      aria-hidden="true"
      className={[styles.block({ shape }), className].filter(Boolean).join(' ')}
      style={style}
      data-skeleton={shape}
    />
  );
}
