import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';

/**
 * `NativeButton` and `NativeButtonLink` are native elements wearing the `button` recipe, which
 * draws its states from react-aria's data attributes; these are the same states from the
 * browser's pseudo-classes.
 */
const states = (hover: string, pressed: string) => ({
  selectors: {
    '&:focus-visible': focusRing,
    '&:active:not(:disabled)': { background: pressed, transform: 'scale(0.98)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5, transform: 'none' },
  },
  '@media': {
    // Like react-aria's useHover: no sticky hover after a tap on a touch screen.
    '(hover: hover)': { selectors: { '&:hover:not(:disabled)': { background: hover } } },
  },
});

export const controlStates = styleVariants({
  primary: states(vars.color.accentHover, vars.color.accentPressed),
  secondary: states(vars.color.surfaceHover, vars.color.surfacePressed),
  quiet: states(vars.color.surfaceHover, vars.color.surfacePressed),
});
