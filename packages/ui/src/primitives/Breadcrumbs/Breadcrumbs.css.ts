import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minWidth: 0,
  maxWidth: '100%',
});

export const link = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: `calc(${vars.size.menuMin} * 1.5)`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[href]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
  },
});

export const separator = style({ flexShrink: 0, color: vars.color.textMuted });
