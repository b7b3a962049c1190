import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
    direction: {
      down: {},
      up: { transform: 'rotate(180deg)' },
      left: { transform: 'rotate(90deg)' },
      right: { transform: 'rotate(-90deg)' },
    },
  },
  defaultVariants: { size: 'md', direction: 'down' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
