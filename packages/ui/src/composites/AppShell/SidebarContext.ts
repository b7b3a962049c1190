import { createContext, useContext } from 'react';

/**
 * Whether the sidebar around the caller shows icons only. `AppShell` provides it to its
 * `footer` (true in the collapsed desktop sidebar, false in the phone drawer), so footer
 * content such as `CreditsBox` can switch to a compact form by itself.
 */
export const SidebarCollapsedContext = createContext(false);

/** The collapsed state of the enclosing `AppShell` sidebar (false outside one). */
export const useSidebarCollapsed = () => useContext(SidebarCollapsedContext);
