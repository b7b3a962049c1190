import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkColors, darkShadows, lightColors, lightShadows, scale, vars } from '@hds/ui/theme';

/**
 * The prerendered landing paints before any JavaScript runs, so the theme cannot wait for
 * main.tsx to put `lightTheme`/`darkTheme` on <body>: until it does, the same tokens come from
 * the colour scheme by CSS alone. Once the class is there it wins (same values), so the page
 * does not change when the script takes over.
 */
globalStyle('body:not([class])', {
  vars: assignVars(vars, { ...scale, color: lightColors, shadow: lightShadows }),
  colorScheme: 'light',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars, { ...scale, color: darkColors, shadow: darkShadows }),
      colorScheme: 'dark',
    },
  },
});
