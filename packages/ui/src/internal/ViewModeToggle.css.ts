import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { segmentedGroup, segmentedItem } from '../styles/segmented.css.ts';

export const modes = style([segmentedGroup, { flexShrink: 0 }]);

export const mode = style([
  segmentedItem,
  { justifyContent: 'center', minWidth: vars.size.controlSm },
]);
