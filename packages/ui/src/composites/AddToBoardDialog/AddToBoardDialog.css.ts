import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
export {
  form,
  formError as error,
  formFooter as footer,
} from '../../primitives/Dialog/dialogForm.css.ts';

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const optionName = style({
  overflowWrap: 'anywhere',
});

export const optionMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
