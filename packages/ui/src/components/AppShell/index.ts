export { AppShell } from './AppShell.tsx';
export type { AppShellProps, SidebarItem } from './AppShell.tsx';
