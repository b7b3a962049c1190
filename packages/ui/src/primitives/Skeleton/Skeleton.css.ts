import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '100%',
});

export const block = recipe({
  base: {
    display: 'block',
    // surfacePressed is the lightest fill that still reads against the page in both themes.
    background: `linear-gradient(90deg, ${vars.color.surfacePressed} 25%, ${vars.color.surfaceHover} 50%, ${vars.color.surfacePressed} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        animation: 'none',
        background: vars.color.surfacePressed,
      },
    },
  },
  variants: {
    shape: {
      text: {
        height: `calc(${vars.font.size.md} * 0.8)`,
        borderRadius: vars.radius.sm,
        selectors: {
          // A shorter last line reads as a paragraph end.
          '&:last-child:not(:first-child)': { width: '62%' },
        },
      },
      rect: { width: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.lg },
      circle: {
        width: vars.size.avatar,
        height: vars.size.avatar,
        flexShrink: 0,
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});
