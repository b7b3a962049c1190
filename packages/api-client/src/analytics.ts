import type { AnalyticsBatch } from './contract/analytics.ts';
import { analyticsPaths } from './contract/paths.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () => import('./contract/analytics.ts');

/** The analytics endpoint. `keepalive` lets a batch outlive the page (sent on page hide). */
export function createAnalyticsApi(http: HttpClient) {
  return {
    send: async (batch: AnalyticsBatch, options: { keepalive?: boolean } = {}) =>
      parsed(
        http(analyticsPaths.events, { json: batch, keepalive: options.keepalive }),
        schemas,
        (s) => s.AnalyticsReply,
      ),
  };
}
export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
