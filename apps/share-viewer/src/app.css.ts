import { style } from '@vanilla-extract/css';
import { vars } from '@hds/ui/theme';

export const page = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]}`,
  '@media': { 'screen and (min-width: 768px)': { padding: `${vars.space[10]} ${vars.space[8]}` } },
});
