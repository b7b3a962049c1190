import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
