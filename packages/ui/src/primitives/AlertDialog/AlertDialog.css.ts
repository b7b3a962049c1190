import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});
