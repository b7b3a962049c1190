import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const field = style({ minWidth: 0 });

export const invalid = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.size.sm,
});

export const invalidIntro = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const invalidList = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  paddingInlineStart: vars.space[5],
});

export const invalidText = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});
