import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.accent,
  selectors: {
    '&[data-level="warning"]': { background: vars.color.warning },
    '&[data-level="danger"]': { background: vars.color.danger },
  },
});
