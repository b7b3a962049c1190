import { z } from 'zod';
import { ANALYTICS_LIMITS } from './limits.ts';

export { ANALYTICS_LIMITS } from './limits.ts';

export { analyticsPaths } from './paths.ts';

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
