import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Lets every react-aria Link and menu item navigate through react-router (no full reloads). */
export function RouterBridge() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
