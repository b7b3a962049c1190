import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const disclosure = style({
  fontFamily: vars.font.family.sans,
  color: vars.color.text,
  selectors: {
    [`${group} > & + &`]: { borderTop: `${vars.size.hairline} solid ${vars.color.border}` },
  },
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(0deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const title = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const panel = style({});

export const panelInner = style({
  paddingBlockStart: vars.space[1],
  paddingBlockEnd: vars.space[4],
  paddingInlineStart: `calc(${vars.space[3]} + ${vars.size.iconSm} + ${vars.space[2]})`,
  paddingInlineEnd: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});
