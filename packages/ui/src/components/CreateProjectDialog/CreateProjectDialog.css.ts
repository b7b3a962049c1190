import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
export { form, formError as error, formFooter as footer } from '../Dialog/dialogForm.css.ts';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});
