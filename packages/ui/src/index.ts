// Theme: the token contract, the two theme classes and the global base styles.
export {
  vars,
  lightTheme,
  darkTheme,
  breakpoints,
  queries,
  lightColors,
  darkColors,
} from './theme/index.ts';

export * from './components/AppShell/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Drawer/index.ts';
export * from './components/Icon/index.ts';
export * from './components/Link/index.ts';
export * from './components/Logo/index.ts';
export * from './components/Menu/index.ts';
export * from './components/NavBar/index.ts';
export * from './components/Popover/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';

// Client-side routing for every Link in the kit: wrap the app in RouterProvider.
export { RouterProvider } from 'react-aria-components';
