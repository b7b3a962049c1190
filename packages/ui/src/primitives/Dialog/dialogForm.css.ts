import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/* The form inside a dialog: fields, the server's refusal, and the buttons, alike in every dialog. */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

// A form's message box: the server's refusal, or a warning before the user submits. Forms
// outside dialogs (the edit cards) use these too.
const messageBox = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
} as const;

export const formError = style({
  ...messageBox,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
});

export const formWarning = style({
  ...messageBox,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
});

export const formFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingTop: vars.space[2],
});
