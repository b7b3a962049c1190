import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  containerType: 'inline-size',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space[3],
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const statLabel = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const statValue = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const planValue = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
});

export const usage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const usageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

export const usageLabel = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const usageValue = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-level="warning"] &': { background: vars.color.warning },
    '[data-level="full"] &': { background: vars.color.danger },
  },
});

export const remaining = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const skeleton = style({
  display: 'block',
  height: vars.font.size['2xl'],
  width: '60%',
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerSoftText,
  background: vars.color.dangerSoft,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
});
