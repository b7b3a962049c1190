export { vars } from './contract.css.ts';
export { lightTheme, darkTheme } from './themes.css.ts';
export {
  breakpoints,
  queries,
  lightColors,
  darkColors,
  lightShadows,
  darkShadows,
  scale,
} from './tokens.ts';
