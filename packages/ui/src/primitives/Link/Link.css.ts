import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { colorTransition, focusRing } from '../../styles/focus.ts';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: colorTransition,
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '0.08em',
    selectors: {
      // ':focus-visible' too: a link on a prerendered page works before (or without) hydration.
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.accent,
        fontWeight: vars.font.weight.medium,
        textDecorationLine: 'underline',
        textDecorationColor: `color-mix(in srgb, currentColor 40%, transparent)`,
        selectors: {
          '&[data-hovered]': { textDecorationColor: 'currentColor' },
        },
      },
      subtle: {
        color: vars.color.textMuted,
        textDecorationLine: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.text, textDecorationLine: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
