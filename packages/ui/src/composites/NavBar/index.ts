export { NavBar } from './NavBar.tsx';
export type { NavBarItem, NavBarProps, NavBarUser } from './NavBar.tsx';
