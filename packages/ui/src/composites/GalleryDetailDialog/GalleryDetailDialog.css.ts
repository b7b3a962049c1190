import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const thumbs = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  width: `calc(${vars.size.controlLg} * 1.6)`,
  aspectRatio: '4 / 3',
  padding: 0,
  border: `${vars.size.focusRing} solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style([text, { color: vars.color.textMuted }]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const author = style([row, { justifyContent: 'space-between' }]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0 });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stats = style([
  row,
  { gap: vars.space[4], fontSize: vars.font.size.sm, color: vars.color.textMuted },
]);

/** A dt/dd pair wrapper that keeps the two-column grid. */
export const detailGroup = style({ display: 'contents' });

export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

/** `presentation="page"`: the dialog's content as a page's article, in a readable column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: vars.size.dialogLg,
  marginInline: 'auto',
  minWidth: 0,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const pageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
