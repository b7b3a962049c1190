import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from './analytics.ts';
import { pagePath } from './pagePath.ts';

/** A page view for every route change (the query string stays out; ids in it are the user's). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.page(pagePath(pathname));
  }, [pathname]);
}
