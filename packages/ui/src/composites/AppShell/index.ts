export { AppShell } from './AppShell.tsx';
export type { AppShellProps, SidebarItem } from './AppShell.tsx';
export { useSidebarCollapsed } from './SidebarContext.ts';
