import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@container': {
    '(min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 60rem)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingBlock: vars.space['0.5'],
  paddingInlineStart: vars.space[3],
  paddingInlineEnd: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const chipRemove = style({
  display: 'grid',
  placeItems: 'center',
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
  },
});
