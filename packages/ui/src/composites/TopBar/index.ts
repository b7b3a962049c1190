export { TopBar } from './TopBar.tsx';
export type { TopBarProps, TopBarAction } from './TopBar.tsx';
