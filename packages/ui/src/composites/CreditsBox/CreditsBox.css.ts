import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const box = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  minWidth: 0,
  selectors: {
    '&[data-compact]': {
      gap: vars.space['1.5'],
      paddingInline: vars.space[2],
      paddingBlock: vars.space[2],
      justifyItems: 'stretch',
    },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const compactFigure = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
