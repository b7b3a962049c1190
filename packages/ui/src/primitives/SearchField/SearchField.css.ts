import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const searchField = style({});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space[3],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space[3]} + ${vars.size.iconSm} + ${vars.space[2]})`,
  paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space[1]})`,
  selectors: {
    // The browser's own clear cross would duplicate ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clear = style({
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
  outline: 'none',
  transition: colorTransition,
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
