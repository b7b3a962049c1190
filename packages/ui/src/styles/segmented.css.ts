import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { colorTransition, focusRing } from './focus.ts';

/**
 * A segmented control (react-aria ToggleButtonGroup or RadioGroup): a sunken track whose chosen
 * item is raised. Shared by the comparison modes, the view-mode toggles and the mask editor's tools.
 */
export const segmentedGroup = style({
  display: 'inline-flex',
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const segmentedItem = style({
  display: 'inline-flex',
  alignItems: 'center',
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

/** An item with a text label (and maybe an icon before it). */
export const segmentedTextItem = style([
  segmentedItem,
  {
    gap: vars.space[1.5],
    padding: `0 ${vars.space[3]}`,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
]);
