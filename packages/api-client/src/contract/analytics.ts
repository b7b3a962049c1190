import { z } from 'zod';

/**
 * Product analytics on the project's own endpoint (spec part 1 §9: events are queued up to 20
 * or 3000 ms; a session ends after 1800 s without activity; the visitor id lives 365 days).
 */
export const ANALYTICS_LIMITS = {
  maxBatch: 20,
  flushIntervalMs: 3000,
  sessionIdleMs: 1800 * 1000,
  anonymousIdTtlMs: 365 * 24 * 3600 * 1000,
  maxEventName: 64,
  maxProperties: 30,
  maxPropertyKey: 64,
  maxStringValue: 500,
  maxPath: 2048,
  /** Per request; also under the 64 KiB a keepalive fetch may carry on page hide. */
  maxBodyBytes: 32 * 1024,
} as const;

export const analyticsPaths = { events: '/api/v1/analytics/events/' } as const;

const L = ANALYTICS_LIMITS;

const Id = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -');

const PropertyValue = z.union([
  z.string().max(L.maxStringValue, `text values are limited to ${L.maxStringValue} characters`),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

export const AnalyticsProperties = z
  .record(
    z
      .string()
      .min(1)
      .max(L.maxPropertyKey, `property names are limited to ${L.maxPropertyKey} characters`),
    PropertyValue,
  )
  .refine((p) => Object.keys(p).length <= L.maxProperties, {
    message: `at most ${L.maxProperties} properties per event`,
  });
export type AnalyticsProperties = z.infer<typeof AnalyticsProperties>;

export const AnalyticsEvent = z.object({
  /** 'page_view', 'identify', or a product event such as 'edit_applied'. */
  event: z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_$.:-]{1,${L.maxEventName}}$`),
      `must be 1 to ${L.maxEventName} letters, digits or _ $ . : -`,
    ),
  /** When it happened in the browser (ISO 8601). */
  timestamp: z.iso.datetime({ offset: true }),
  session_id: Id,
  anonymous_id: Id,
  path: z.string().max(L.maxPath).optional(),
  properties: AnalyticsProperties.optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const AnalyticsBatch = z.object({
  events: z
    .array(AnalyticsEvent)
    .min(1, 'send at least one event')
    .max(L.maxBatch, `at most ${L.maxBatch} events per batch`),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;

export const AnalyticsReply = z.object({ accepted: z.number().int() });
export type AnalyticsReply = z.infer<typeof AnalyticsReply>;
