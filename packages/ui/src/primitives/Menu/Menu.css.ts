import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1.5'],
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-variant="danger"]': { color: vars.color.danger },
    '&[data-variant="danger"][data-focused]': {
      background: vars.color.dangerSoft,
      color: vars.color.dangerSoftText,
    },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: {
    [`${item}[data-variant="danger"] &`]: { color: 'inherit' },
  },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const check = style({ color: vars.color.accent, marginInlineStart: 'auto' });

export const separator = style({
  height: vars.size.hairline,
  marginBlock: vars.space[1],
  marginInline: vars.space[2],
  border: 0,
  background: vars.color.border,
});

export const sectionHeader = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});
