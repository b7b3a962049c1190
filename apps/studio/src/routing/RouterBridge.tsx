import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { usePageViews } from '../analytics/usePageViews.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Lets every react-aria Link and menu item navigate through react-router (no full reloads),
 * and records a page view on every route change.
 */
export function RouterBridge() {
  const navigate = useNavigate();
  usePageViews();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </RouterProvider>
  );
}
