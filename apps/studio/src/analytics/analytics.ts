import { ApiError, createAnalyticsApi, getCsrfToken } from '@hds/api-client';
import { http } from '../kit/api/http.ts';
import { createTracker } from './tracker.ts';

/** The call cannot go out yet: no CSRF cookie (the app fetches one at start-up). */
class NotReady extends Error {}

const api = createAnalyticsApi(http);

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The studio's analytics: the project's own endpoint (POST /api/v1/analytics/events/), no
 * third-party script. A batch waits for the CSRF cookie like any other call, is kept while
 * the network is down, and is dropped (with a warning) when the server refuses it.
 */
export const analytics = createTracker({
  send: async (events, { keepalive }) => {
    if (!getCsrfToken()) throw new NotReady();
    await api.send({ events }, { keepalive });
  },
  storage: localStorageOrNull(),
  isRetryable: (err) => err instanceof NotReady || (err instanceof ApiError && err.status === 0),
  onDrop: (err, events) =>
    console.warn(`[analytics] ${events.length} event(s) dropped:`, (err as Error).message),
});

/**
 * Sends what is queued when the page is hidden or left, with fetch `keepalive` so the
 * request outlives the page (sendBeacon cannot carry the X-CSRFToken header).
 */
export function startAnalytics(target: Window = window) {
  const hide = () => void analytics.flush({ keepalive: true });
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') hide();
  };
  target.addEventListener('pagehide', hide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', hide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
