import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRingInset } from '../../styles/focus.ts';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
  },
});

export const header = style({ background: vars.color.surfaceSunken });

export const column = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
});

export const sortIcon = style({
  opacity: 0.35,
  selectors: {
    '&[data-active]': { opacity: 1, color: vars.color.text },
  },
});

export const body = style({});

export const row = style({
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[data-focus-visible]': focusRingInset,
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
});

export const cell = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[3],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-focus-visible]': focusRingInset,
    [`${row}:last-child > &`]: { borderBottom: 0 },
  },
});

export const empty = style({
  padding: vars.space[6],
  color: vars.color.textMuted,
  textAlign: 'center',
});
