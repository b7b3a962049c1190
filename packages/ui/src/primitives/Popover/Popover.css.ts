import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

export const popover = style({
  minWidth: vars.size.menuMin,
  maxWidth: `calc(100vw - ${vars.space[4]})`,
  overflow: 'auto',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  fontFamily: vars.font.family.sans,
  transformOrigin: 'var(--trigger-anchor-point)',
  selectors: {
    '&[data-entering]': {
      animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
});
