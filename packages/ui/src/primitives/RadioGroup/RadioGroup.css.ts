import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space[5],
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
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

export const circle = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: colorTransition,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    // A thick accent border leaves a surface-coloured dot in the middle.
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: `calc(${vars.size.iconMd} / 3.2)`,
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const labelText = style({ minWidth: 0, overflowWrap: 'anywhere' });
