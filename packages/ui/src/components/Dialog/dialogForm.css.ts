import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/* The form inside a dialog: fields, the server's refusal, and the buttons, alike in every dialog. */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const formFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[2],
});
