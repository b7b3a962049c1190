import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const enter = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours (text on a text-coloured fill) so it reads on any surface, both themes. */
export const tooltip = style({
  maxWidth: `calc(${vars.size.menuMin} * 1.5)`,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    '&[data-entering]': {
      animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const arrow = style({ display: 'flex' });

globalStyle(`${arrow} svg`, {
  display: 'block',
  width: vars.space[2],
  height: vars.space[2],
  fill: vars.color.text,
});
globalStyle(`${arrow}[data-placement="bottom"] svg`, { transform: 'rotate(180deg)' });
globalStyle(`${arrow}[data-placement="left"] svg`, { transform: 'rotate(-90deg)' });
globalStyle(`${arrow}[data-placement="right"] svg`, { transform: 'rotate(90deg)' });
