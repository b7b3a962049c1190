import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkColors, darkShadows, lightColors, lightShadows, scale } from './tokens.ts';
// The base styles travel with the themes: whoever applies a theme class gets them too.
import './global.css.ts';

/** Light theme class: put it on `<body>` (or any subtree) to theme everything inside. */
export const lightTheme = createTheme(vars, {
  ...scale,
  color: lightColors,
  shadow: lightShadows,
});

/** Dark theme class: warm charcoal surfaces, a lighter teal accent with dark text on it. */
export const darkTheme = createTheme(vars, {
  ...scale,
  color: darkColors,
  shadow: darkShadows,
});

globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// A themed subtree renders correctly even when <body> carries no theme class.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  color: vars.color.text,
  fontFamily: vars.font.family.sans,
});
