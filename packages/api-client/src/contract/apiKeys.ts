import { z } from 'zod';
import { HOME_DESIGN_BASE } from './sharedBoard.ts';
import { safeText } from './text.ts';

/*
 * The developer API (issue #27): API keys a signed-in user creates in Settings → API, used as
 * `Authorization: Bearer <key>` by another company's backend (no cookie, no CSRF token), each
 * with scopes, a per-minute rate limit and a monthly quota; a webhook endpoint per key that
 * receives job.succeeded / job.failed / lead.created as signed POSTs; idempotent POSTs.
 */

const K = `${HOME_DESIGN_BASE}/api-keys`;
/** Key management needs a browser session: a request authenticated by a key gets 403. */
export const apiKeyPaths = {
  /** GET: the owner's keys (newest first, revoked ones too). POST: create (201, secret once). */
  keys: `${K}/`,
  /** GET: one key. */
  key: (id: string) => `${K}/${id}/`,
  /** POST: revoke (idempotent); the key answers 401 from the next request on. */
  revoke: (id: string) => `${K}/${id}/revoke/`,
  /** GET: the key's webhook endpoint (404 when none). PUT: set it. DELETE: remove it (204). */
  webhook: (id: string) => `${K}/${id}/webhook/`,
  /** POST: queue a `webhook.test` event to the endpoint (202 with the delivery). */
  webhookTest: (id: string) => `${K}/${id}/webhook/test/`,
  /** GET: the endpoint's delivery log, newest first (at most 50). */
  deliveries: (id: string) => `${K}/${id}/deliveries/`,
} as const;

/* ------------------------------------------ headers ------------------------------------ */

/** `Authorization: Bearer hds_…`. */
export const API_KEY_PREFIX = 'hds_';
/** Characters of the key shown in lists (`hds_` + 8), enough to tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 12;
/** On POST /transformations/{type}/, /images/upload/, /images/batch-upload/, …/upload_images/. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a reply that was replayed from an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Replies to key-authenticated requests carry these (IETF draft RateLimit headers). */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  policy: 'RateLimit-Policy',
  retryAfter: 'Retry-After',
  quotaLimit: 'X-Quota-Limit',
  quotaRemaining: 'X-Quota-Remaining',
} as const;
/** Longest Idempotency-Key accepted. */
export const IDEMPOTENCY_KEY_MAX = 255;

/* ----------------------------------------- messages ------------------------------------ */

export const API_KEY_INVALID = 'Invalid API key.';
export const API_KEY_REVOKED = 'This API key has been revoked.';
export const API_KEY_NOT_FOUND = 'API key not found.';
export const API_KEY_SESSION_REQUIRED =
  'API keys can only be managed from a signed-in session, not with an API key.';
export const apiKeyScopeRequired = (scope: ApiKeyScope) =>
  `This API key lacks the '${scope}' scope required for this request.`;
export const apiKeyRateLimited = (perMinute: number, retryAfterSeconds: number) =>
  `Rate limit of ${perMinute} requests per minute exceeded for this API key; retry in ${retryAfterSeconds} s.`;
export const apiKeyQuotaExceeded = (quota: number) =>
  `Monthly quota of ${quota} requests exhausted for this API key.`;
export const IDEMPOTENCY_KEY_INVALID = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`;
export const IDEMPOTENCY_KEY_REUSED =
  'Idempotency-Key was already used with a different request body.';
export const IDEMPOTENCY_KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still in progress; retry shortly.';
export const API_WEBHOOK_NOT_FOUND = 'This API key has no webhook endpoint.';
export const API_WEBHOOK_URL_INVALID =
  'url must be an https URL of a public host (no credentials, no private address)';

/* ------------------------------------------ scopes ------------------------------------- */

/**
 * read: GET calls; edit: transformations, uploads, edits and changes to projects/images;
 * share: boards and share links. A key acts as its owner with the owner's permissions, narrowed
 * to its scopes.
 */
export const API_KEY_SCOPES = ['read', 'edit', 'share'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_DEFAULT_RATE_LIMIT = 60;
export const API_KEY_MAX_RATE_LIMIT = 600;
export const API_KEY_MAX_MONTHLY_QUOTA = 1_000_000;

/* ------------------------------------------- keys -------------------------------------- */

export const ApiKeyCreateBody = z.object({
  name: safeText('name', { error: 'Key name is required' })
    .trim()
    .min(1, 'Key name is required')
    .max(100, 'name must be at most 100 characters'),
  scopes: z
    .array(
      z.enum(API_KEY_SCOPES, {
        error: `each scope must be one of: ${API_KEY_SCOPES.join(', ')}`,
      }),
      { error: 'scopes must be a list' },
    )
    .min(1, 'scopes: choose at least one')
    .transform((s) => API_KEY_SCOPES.filter((x) => s.includes(x))),
  /** Requests per minute. @default 60 */
  rateLimitPerMinute: z
    .number({ error: 'rateLimitPerMinute must be a number' })
    .int('rateLimitPerMinute must be a whole number')
    .min(1, `rateLimitPerMinute must be between 1 and ${API_KEY_MAX_RATE_LIMIT}`)
    .max(
      API_KEY_MAX_RATE_LIMIT,
      `rateLimitPerMinute must be between 1 and ${API_KEY_MAX_RATE_LIMIT}`,
    )
    .default(API_KEY_DEFAULT_RATE_LIMIT),
  /** Requests per calendar month (UTC); null or absent: no quota. */
  monthlyQuota: z
    .number({ error: 'monthlyQuota must be a number' })
    .int('monthlyQuota must be a whole number')
    .min(1, `monthlyQuota must be between 1 and ${API_KEY_MAX_MONTHLY_QUOTA}`)
    .max(
      API_KEY_MAX_MONTHLY_QUOTA,
      `monthlyQuota must be between 1 and ${API_KEY_MAX_MONTHLY_QUOTA}`,
    )
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiKeyCreateBody = z.input<typeof ApiKeyCreateBody>;

/** A key as lists show it: never its secret (only the hash is stored). */
export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`hds_1a2b3c4d`), shown to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  monthlyQuota: z.number().int().nullable(),
  /** Requests counted against the quota this calendar month (UTC). */
  usedThisMonth: z.number().int(),
  /** ISO time of creation. */
  created: z.string(),
  /** ISO time of the last authenticated request, or null. */
  lastUsed: z.string().nullable(),
  /** ISO time of revocation, or null while the key works. */
  revoked: z.string().nullable(),
  /** The key's webhook endpoint, or null. */
  webhook: z
    .object({
      url: z.string(),
      events: z.array(z.string()),
      created: z.string(),
    })
    .nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** POST /api-keys/ (201): the key plus its secret, shown this once. */
export const ApiKeyCreated = ApiKey.extend({
  /** The full key for `Authorization: Bearer <secret>`; never returned again. */
  secret: z.string(),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyList = z.object({ results: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/* ----------------------------------------- webhooks ------------------------------------ */

export const API_WEBHOOK_EVENTS = ['job.succeeded', 'job.failed', 'lead.created'] as const;
export type ApiWebhookEvent = (typeof API_WEBHOOK_EVENTS)[number];
/** The event "Send test event" queues (always delivered, whatever `events` says). */
export const API_WEBHOOK_TEST_EVENT = 'webhook.test';

/** PUT /api-keys/{id}/webhook/. */
export const ApiWebhookBody = z.object({
  url: z
    .string({ error: API_WEBHOOK_URL_INVALID })
    .trim()
    .min(1, API_WEBHOOK_URL_INVALID)
    .max(2000, API_WEBHOOK_URL_INVALID),
  /** @default all of API_WEBHOOK_EVENTS */
  events: z
    .array(
      z.enum(API_WEBHOOK_EVENTS, {
        error: `each event must be one of: ${API_WEBHOOK_EVENTS.join(', ')}`,
      }),
      { error: 'events must be a list' },
    )
    .min(1, 'events: choose at least one')
    .optional()
    .transform((e) =>
      e ? API_WEBHOOK_EVENTS.filter((x) => e.includes(x)) : [...API_WEBHOOK_EVENTS],
    ),
});
export type ApiWebhookBody = z.input<typeof ApiWebhookBody>;

/**
 * GET/PUT /api-keys/{id}/webhook/: the endpoint and its signing secret (shown to the owner;
 * verifies `X-HDS-Signature` = `sha256=` HMAC-SHA256(secret, `${X-HDS-Timestamp}.${body}`)).
 */
export const ApiWebhook = z.object({
  url: z.string(),
  events: z.array(z.enum(API_WEBHOOK_EVENTS)),
  secret: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type ApiWebhook = z.infer<typeof ApiWebhook>;

export const API_WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const ApiWebhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(API_WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  created: z.string(),
  /** Every attempt, oldest first. */
  log: z.array(
    z.object({
      attempt: z.number().int(),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      at: z.string(),
      durationMs: z.number().int(),
    }),
  ),
});
export type ApiWebhookDelivery = z.infer<typeof ApiWebhookDelivery>;

export const ApiWebhookDeliveryList = z.object({ results: z.array(ApiWebhookDelivery) });
export type ApiWebhookDeliveryList = z.infer<typeof ApiWebhookDeliveryList>;

/** POST /api-keys/{id}/webhook/test/ (202): the queued delivery. */
export const ApiWebhookTestReply = z.object({ delivery: ApiWebhookDelivery });
export type ApiWebhookTestReply = z.infer<typeof ApiWebhookTestReply>;

/**
 * The JSON body of every webhook POST (headers as lead webhooks: X-HDS-Signature,
 * X-HDS-Timestamp, X-HDS-Delivery, X-HDS-Event).
 */
export interface ApiWebhookPayload {
  id: string;
  event: ApiWebhookEvent | typeof API_WEBHOOK_TEST_EVENT;
  /** ISO time the event happened. */
  created: string;
  data: Record<string, unknown>;
}
