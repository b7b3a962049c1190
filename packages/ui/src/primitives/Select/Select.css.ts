import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

/** The closed control, drawn like a text input so forms line up. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { background: vars.color.surfaceHover },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      background: vars.color.surfaceSunken,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style({ minWidth: 'var(--trigger-width)' });

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['1.5'],
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
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
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { color: vars.color.accentSoftText, background: vars.color.accentSoft },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focusRing}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });

export const check = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const empty = style({
  padding: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
