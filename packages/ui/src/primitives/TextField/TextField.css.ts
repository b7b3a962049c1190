import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition } from '../../styles/focus.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  minWidth: 0,
  fontFamily: vars.font.family.sans,
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  cursor: 'default',
});

export const required = style({ color: vars.color.danger });

export const input = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  boxShadow: `inset 0 ${vars.size.hairline} ${vars.size.focusRing} ${vars.color.surfaceSunken}`,
  transition: colorTransition,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': {
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      background: vars.color.surfaceSunken,
    },
  },
});

export const textarea = style([
  input,
  {
    minHeight: `calc(${vars.size.controlMd} * 2.5)`,
    resize: 'vertical',
  },
]);

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger,
});
