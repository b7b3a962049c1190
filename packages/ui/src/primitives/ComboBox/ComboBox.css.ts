import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition } from '../../styles/focus.ts';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space[1]})` });

/** The chevron opens the list by pointer; keyboard users open it with ArrowDown in the input. */
export const button = style({
  position: 'absolute',
  insetInlineEnd: vars.space[1],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
