import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { formWarning } from '../../primitives/Dialog/dialogForm.css.ts';
export {
  form,
  formError as error,
  formFooter as footer,
} from '../../primitives/Dialog/dialogForm.css.ts';

export const notice = style([formWarning, { lineHeight: vars.font.lineHeight.snug }]);
