import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

/** Three plans side by side; one per row on phones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
  height: '100%',
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-featured]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.accent}, ${vars.shadow.md}`,
    },
  },
});

export const planHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const planName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[1],
  margin: 0,
});

export const amount = style({
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const period = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  flex: 1,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  lineHeight: vars.font.lineHeight.snug,
  selectors: { '&[data-included="false"]': { color: vars.color.textMuted } },
});

export const mark = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  selectors: {
    [`${feature}[data-included="false"] &`]: {
      background: vars.color.neutralSoft,
      color: vars.color.neutralSoftText,
    },
  },
});

export const sales = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const salesTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const salesText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
