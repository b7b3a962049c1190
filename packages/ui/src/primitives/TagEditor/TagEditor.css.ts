import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1.5'] });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1.5'],
  minWidth: 0,
});

export const empty = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxWidth: '100%',
  paddingBlock: vars.space['0.5'],
  paddingInlineStart: vars.space[2],
  paddingInlineEnd: vars.space['0.5'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const tagName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The input shrinks with a narrow column instead of holding its default 20-character width. */
export const input = style({ minWidth: 0 });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
