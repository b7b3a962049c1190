import { useEffect } from 'react';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * Shared boards are a separate, lighter app the server serves at the same path. A client-side
 * navigation here reloads the page so the server can hand it over; a first load that still
 * reached the studio means no viewer is being served, so it shows the not-found page.
 */
export function SharedBoardRedirect() {
  const arrivedByClientNavigation =
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  useEffect(() => {
    if (arrivedByClientNavigation) window.location.reload();
  }, [arrivedByClientNavigation]);
  return arrivedByClientNavigation ? null : <NotFoundPage />;
}
