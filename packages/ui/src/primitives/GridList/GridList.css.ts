import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing, focusRingInset } from '../../styles/focus.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[1],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  fontFamily: vars.font.family.sans,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-layout="grid"]': {
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.menuMin} * 0.85), 1fr))`,
      gap: vars.space[2],
      padding: vars.space[2],
    },
    '&[data-empty]': { display: 'block' },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'default',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-selection-mode]': { cursor: 'pointer' },
    '[data-layout="grid"] > &': {
      flexDirection: 'column',
      alignItems: 'stretch',
      border: `${vars.size.hairline} solid ${vars.color.border}`,
    },
    '[data-layout="grid"] > &[data-selected]': { borderColor: vars.color.accent },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const empty = style({
  padding: vars.space[4],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
