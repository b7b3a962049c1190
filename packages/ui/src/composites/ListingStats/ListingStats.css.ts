import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  minWidth: 0,
  containerType: 'inline-size',
  fontFamily: vars.font.family.sans,
});

/** Six cards in even rows, never an orphan: two columns on phones, three, then six across. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  '@container': {
    '(min-width: 30rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(min-width: 56rem)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const label = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  selectors: {
    '[data-stat="featured"] &': {
      background: vars.color.warningSoft,
      color: vars.color.warningSoftText,
    },
    '[data-stat="archived"] &': {
      background: vars.color.neutralSoft,
      color: vars.color.neutralSoftText,
    },
  },
});

/** Pushed to the bottom, so figures line up across a row when a label wraps. */
export const value = style({
  margin: 0,
  marginTop: 'auto',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const skeleton = style({
  borderRadius: vars.radius.sm,
});
