import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'inherit',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still turning (it is the only sign of progress), just slower and calmer.
    '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' },
  },
});

export const track = style({ opacity: 0.2 });
