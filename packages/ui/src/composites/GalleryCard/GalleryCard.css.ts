import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.sans,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&[data-view="list"]': { flexDirection: 'row' },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  selectors: { [`${card}[data-view="list"] &`]: { flex: '0 0 38%', aspectRatio: 'auto' } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  insetInlineEnd: vars.space[2],
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

/** The title button covers the card, so a click anywhere opens the detail. */
export const open = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]::after': focusRing,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

export const author = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stats = style({
  display: 'flex',
  gap: vars.space[4],
  marginTop: 'auto',
  paddingTop: vars.space[2],
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const stat = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });
