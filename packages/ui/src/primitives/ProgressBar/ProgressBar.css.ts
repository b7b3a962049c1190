import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const value = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { height: vars.space[1] },
      md: { height: vars.space[2] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.accent,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});
const pulse = keyframes({
  '0%, 100%': { opacity: 0.35 },
  '50%': { opacity: 1 },
});

export const indeterminateFill = style({
  width: '40%',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.accent,
  animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
  '@media': {
    // No sliding movement: a slow fade of a full-width bar still says "working".
    '(prefers-reduced-motion: reduce)': {
      width: '100%',
      animation: `${pulse} 2.4s linear infinite`,
    },
  },
});
