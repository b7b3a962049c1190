import { delay, http, HttpResponse } from 'msw';
import {
  API_KEY_NOT_FOUND,
  API_WEBHOOK_NOT_FOUND,
  API_WEBHOOK_TEST_EVENT,
  ApiKeyCreateBody,
  ApiWebhookBody,
  apiKeyPaths as paths,
  type ApiKey,
  type ApiWebhook,
  type ApiWebhookDelivery,
} from '../contract/index.ts';

/**
 * Settings → API for Storybook and unit tests: an in-memory key list, webhook endpoints and
 * delivery logs validated with the shared contract, answering like the server does.
 */
export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key-0001',
    name: 'CRM integration',
    prefix: 'hds_7Qk2mX9a',
    scopes: ['read', 'edit'],
    rateLimitPerMinute: 60,
    monthlyQuota: 10000,
    usedThisMonth: 1284,
    created: '2026-11-20T09:00:00.000Z',
    lastUsed: '2026-11-26T08:12:00.000Z',
    revoked: null,
    webhook: {
      url: 'https://hooks.agency.example/hds',
      events: ['job.succeeded', 'job.failed'],
      created: '2026-11-20T09:05:00.000Z',
    },
    ...overrides,
  };
}

export const sampleApiKeys = (): ApiKey[] => [
  makeApiKey(),
  makeApiKey({
    id: 'key-0002',
    name: 'Reporting (read only)',
    prefix: 'hds_b3LpW0ce',
    scopes: ['read'],
    rateLimitPerMinute: 30,
    monthlyQuota: null,
    usedThisMonth: 87,
    lastUsed: null,
    webhook: null,
  }),
  makeApiKey({
    id: 'key-0003',
    name: 'Old staging script',
    prefix: 'hds_Zz91aQre',
    scopes: ['read', 'edit', 'share'],
    usedThisMonth: 0,
    revoked: '2026-11-22T12:00:00.000Z',
    webhook: null,
  }),
];

export function makeApiWebhookDelivery(
  overrides: Partial<ApiWebhookDelivery> = {},
): ApiWebhookDelivery {
  return {
    id: 'akd-0001',
    event: 'job.succeeded',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastStatusCode: 200,
    lastError: null,
    deliveredAt: '2026-11-25T10:00:02.000Z',
    created: '2026-11-25T10:00:01.000Z',
    log: [
      { attempt: 1, statusCode: 200, error: null, at: '2026-11-25T10:00:02.000Z', durationMs: 84 },
    ],
    ...overrides,
  };
}

export interface ApiKeysScenario {
  keys: ApiKey[];
  /** Webhook endpoints per key id (with their secrets). */
  webhooks: Record<string, ApiWebhook>;
  /** Delivery logs per key id. */
  deliveries: Record<string, ApiWebhookDelivery[]>;
}

export function apiKeysScenario(overrides: Partial<ApiKeysScenario> = {}): ApiKeysScenario {
  return {
    keys: sampleApiKeys(),
    webhooks: {
      'key-0001': {
        url: 'https://hooks.agency.example/hds',
        events: ['job.succeeded', 'job.failed'],
        secret: 'whsec_4c1f0a9e7d2b8c3a',
        created: '2026-11-20T09:05:00.000Z',
        updated: '2026-11-20T09:05:00.000Z',
      },
    },
    deliveries: {
      'key-0001': [
        makeApiWebhookDelivery(),
        makeApiWebhookDelivery({
          id: 'akd-0002',
          event: 'job.failed',
          status: 'pending',
          attempts: 2,
          nextAttemptAt: '2026-11-25T10:05:00.000Z',
          lastStatusCode: 503,
          lastError: 'receiver answered 503',
          deliveredAt: null,
          log: [
            {
              attempt: 1,
              statusCode: 503,
              error: 'receiver answered 503',
              at: '2026-11-25T10:01:00.000Z',
              durationMs: 120,
            },
            {
              attempt: 2,
              statusCode: 503,
              error: 'receiver answered 503',
              at: '2026-11-25T10:03:00.000Z',
              durationMs: 98,
            },
          ],
        }),
        makeApiWebhookDelivery({
          id: 'akd-0003',
          event: API_WEBHOOK_TEST_EVENT,
          status: 'failed',
          attempts: 6,
          lastStatusCode: null,
          lastError: 'connect ECONNREFUSED',
          deliveredAt: null,
          log: [],
        }),
      ],
    },
    ...overrides,
  };
}

const detail = (message: string, status: number) =>
  HttpResponse.json({ detail: message }, { status });

function bodyError(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.');
  // As the server's parseWith: the field is named unless the message already does.
  return detail(
    field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message,
    400,
  );
}

export function apiKeysHandlers(scenario: ApiKeysScenario = apiKeysScenario()) {
  const key = (id: unknown) => scenario.keys.find((k) => k.id === String(id));
  let n = 100;
  return [
    http.get(`*${paths.keys}`, () => HttpResponse.json({ results: scenario.keys })),
    http.post(`*${paths.keys}`, async ({ request }) => {
      const parsed = ApiKeyCreateBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return bodyError(parsed.error);
      const id = `key-${++n}`;
      const secret = `hds_new${n}Xq7Lk2Pz_${'s'.repeat(32)}`;
      const created: ApiKey = makeApiKey({
        ...parsed.data,
        id,
        prefix: secret.slice(0, 12),
        usedThisMonth: 0,
        created: new Date().toISOString(),
        lastUsed: null,
        webhook: null,
      });
      scenario.keys.unshift(created);
      return HttpResponse.json({ ...created, secret }, { status: 201 });
    }),
    http.post(`*${paths.keys}:id/revoke/`, ({ params }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      if (!k.revoked) k.revoked = new Date().toISOString();
      return HttpResponse.json(k);
    }),
    http.post(`*${paths.keys}:id/webhook/test/`, ({ params }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      if (!scenario.webhooks[k.id]) return detail(API_WEBHOOK_NOT_FOUND, 404);
      const delivery = makeApiWebhookDelivery({
        id: `akd-${++n}`,
        event: API_WEBHOOK_TEST_EVENT,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
        lastStatusCode: null,
        deliveredAt: null,
        created: new Date().toISOString(),
        log: [],
      });
      (scenario.deliveries[k.id] ??= []).unshift(delivery);
      return HttpResponse.json({ delivery }, { status: 202 });
    }),
    http.get(`*${paths.keys}:id/webhook/`, ({ params }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      const w = scenario.webhooks[k.id];
      return w ? HttpResponse.json(w) : detail(API_WEBHOOK_NOT_FOUND, 404);
    }),
    http.put(`*${paths.keys}:id/webhook/`, async ({ params, request }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      const parsed = ApiWebhookBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return bodyError(parsed.error);
      const now = new Date().toISOString();
      const prev = scenario.webhooks[k.id];
      const w: ApiWebhook = {
        url: parsed.data.url,
        events: parsed.data.events,
        secret: prev?.secret ?? `whsec_new${++n}`,
        created: prev?.created ?? now,
        updated: now,
      };
      scenario.webhooks[k.id] = w;
      k.webhook = { url: w.url, events: w.events, created: w.created };
      return HttpResponse.json(w);
    }),
    http.delete(`*${paths.keys}:id/webhook/`, ({ params }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      if (!scenario.webhooks[k.id]) return detail(API_WEBHOOK_NOT_FOUND, 404);
      delete scenario.webhooks[k.id];
      k.webhook = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${paths.keys}:id/deliveries/`, ({ params }) => {
      const k = key(params.id);
      if (!k) return detail(API_KEY_NOT_FOUND, 404);
      return HttpResponse.json({ results: scenario.deliveries[k.id] ?? [] });
    }),
    http.get(`*${paths.keys}:id/`, ({ params }) => {
      const k = key(params.id);
      return k ? HttpResponse.json(k) : detail(API_KEY_NOT_FOUND, 404);
    }),
  ];
}

/** The lists answer 500 with a detail (error stories), or never answer (loading). */
export function apiKeysErrorHandlers(mode: 'error' | 'loading' = 'error') {
  const reply = async () => {
    if (mode === 'loading') await delay('infinite');
    return detail('The database is not answering. Please try again later.', 500);
  };
  return [http.get(`*${paths.keys}`, reply), http.get(`*${paths.keys}:id/deliveries/`, reply)];
}
