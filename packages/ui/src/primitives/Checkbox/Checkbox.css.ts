import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  transition: colorTransition,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-invalid][data-selected] &`]: {
      background: vars.color.danger,
      color: vars.color.dangerText,
    },
  },
});

export const labelText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const group = style({});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});
