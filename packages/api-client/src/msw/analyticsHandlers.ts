import { http, HttpResponse } from 'msw';
import {
  AnalyticsBatch,
  analyticsPaths,
  type AnalyticsEvent,
  type AnalyticsReply,
} from '../contract/analytics.ts';

/**
 * The analytics endpoint: a valid batch is appended to `received` and answered 202
 * `{accepted}`; an invalid one gets the server's 400 `{detail}`.
 */
export function analyticsHandlers(received: AnalyticsEvent[] = []) {
  return [
    http.post(`*${analyticsPaths.events}`, async ({ request }) => {
      const parsed = AnalyticsBatch.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return HttpResponse.json(
          { detail: parsed.error.issues[0]?.message ?? 'Invalid batch' },
          { status: 400 },
        );
      }
      received.push(...parsed.data.events);
      const reply: AnalyticsReply = { accepted: parsed.data.events.length };
      return HttpResponse.json(reply, { status: 202 });
    }),
  ];
}
