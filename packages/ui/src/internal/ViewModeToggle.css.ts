import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { colorTransition, focusRing } from '../styles/focus.ts';

export const modes = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const mode = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: colorTransition,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
  },
});
