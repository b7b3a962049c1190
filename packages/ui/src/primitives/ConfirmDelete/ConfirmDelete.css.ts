import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({
  display: 'grid',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const lead = style({ margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
});
