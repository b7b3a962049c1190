import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.iconMd} * 2)`,
  height: vars.size.iconMd,
  padding: vars.space['0.5'],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  transition: colorTransition,
  boxSizing: 'content-box',
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, ${colorTransition}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(100%)',
      background: vars.color.accentText,
    },
    [`${switchRoot}[data-pressed] &`]: { background: vars.color.text },
    [`${switchRoot}[data-selected][data-pressed] &`]: { background: vars.color.accentText },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const labelText = style({ minWidth: 0, overflowWrap: 'anywhere' });
