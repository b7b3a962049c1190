import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@hds/ui';

/**
 * Style pieces the studio's stylesheets share (spread into `style({...})` of a `.css.ts`):
 * the few layouts every page repeats, named once.
 */

/** A row that wraps, its items centred across and `gap` apart. */
export const wrapRow = (gap: string): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
});

/** A heading row: a `wrapRow` with its first and last items at the two ends. */
export const spreadRow = (gap: string): StyleRule => ({
  ...wrapRow(gap),
  justifyContent: 'space-between',
});

/** A list without bullets or indent, its items a grid `gap` apart. */
export const bareList = (gap: string): StyleRule => ({
  display: 'grid',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A list of cards at least `min` wide, as many a row as fit (one on a narrow screen). */
export const cardGrid = (min: string, gap: string): StyleRule => ({
  ...bareList(gap),
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`,
});

/** A muted line of text at `size`. */
export const mutedText = (size: string): StyleRule => ({
  margin: 0,
  fontSize: size,
  color: vars.color.textMuted,
});
