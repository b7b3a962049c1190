import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createApiKeyQueries, createApiKeysApi } from './apiKeys.ts';
import { createHttpClient } from './http.ts';
import {
  API_WEBHOOK_NOT_FOUND,
  ApiKey,
  ApiKeyCreateBody,
  ApiKeyCreated,
  ApiWebhook,
  ApiWebhookBody,
  ApiWebhookDelivery,
} from './contract/index.ts';
import { apiKeysHandlers, apiKeysScenario, type ApiKeysScenario } from './msw/apiKeysHandlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(overrides: Partial<ApiKeysScenario> = {}) {
  const scenario = apiKeysScenario(overrides);
  server.use(...apiKeysHandlers(scenario));
  const api = createApiKeysApi(
    createHttpClient({ baseUrl: 'http://localhost', csrfToken: () => 't' }),
  );
  return { scenario, api, queries: createApiKeyQueries(api) };
}

describe('contract', () => {
  it('defaults and orders a create body', () => {
    expect(ApiKeyCreateBody.parse({ name: ' CRM ', scopes: ['share', 'read'] })).toEqual({
      name: 'CRM',
      scopes: ['read', 'share'],
      rateLimitPerMinute: 60,
      monthlyQuota: null,
    });
    expect(ApiKeyCreateBody.safeParse({ name: 'x', scopes: [] }).success).toBe(false);
    expect(ApiKeyCreateBody.safeParse({ name: 'x', scopes: ['admin'] }).success).toBe(false);
    expect(
      ApiKeyCreateBody.safeParse({ name: 'x', scopes: ['read'], rateLimitPerMinute: 601 }).success,
    ).toBe(false);
  });

  it('subscribes a webhook to every event unless told', () => {
    expect(ApiWebhookBody.parse({ url: 'https://h.example/x' }).events).toEqual([
      'job.succeeded',
      'job.failed',
      'lead.created',
    ]);
    expect(
      ApiWebhookBody.parse({ url: 'https://h.example/x', events: ['job.failed'] }).events,
    ).toEqual(['job.failed']);
  });
});

describe('createApiKeysApi with the MSW handlers', () => {
  it('lists, creates (secret once) and revokes keys; replies match the contract', async () => {
    const { api } = setup();
    const list = await api.list();
    expect(list.map((k) => ApiKey.parse(k).id)).toEqual(['key-0001', 'key-0002', 'key-0003']);
    const created = ApiKeyCreated.parse(await api.create({ name: 'New', scopes: ['read'] }));
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const again = await api.list();
    expect(again[0]!.id).toBe(created.id);
    expect(JSON.stringify(again)).not.toContain(created.secret);
    const revoked = await api.revoke(created.id);
    expect(revoked.revoked).not.toBeNull();
    await expect(api.create({ name: '', scopes: ['read'] })).rejects.toThrow(
      'Key name is required',
    );
    await expect(api.create({ name: 'x', scopes: ['admin' as 'read'] })).rejects.toThrow(
      'scopes.0: each scope must be one of: read, edit, share',
    );
  });

  it('sets, tests and removes a webhook; reads its delivery log', async () => {
    const { api } = setup();
    await expect(api.webhook.get('key-0002')).rejects.toThrow(API_WEBHOOK_NOT_FOUND);
    const hook = ApiWebhook.parse(
      await api.webhook.set('key-0002', { url: 'https://h.example/x', events: ['job.failed'] }),
    );
    expect(hook.events).toEqual(['job.failed']);
    expect((await api.get('key-0002')).webhook?.url).toBe('https://h.example/x');
    const delivery = ApiWebhookDelivery.parse(await api.webhook.test('key-0002'));
    expect(delivery.event).toBe('webhook.test');
    expect((await api.webhook.deliveries('key-0002'))[0]!.id).toBe(delivery.id);
    for (const d of await api.webhook.deliveries('key-0001')) ApiWebhookDelivery.parse(d);
    await api.webhook.remove('key-0002');
    expect((await api.get('key-0002')).webhook).toBeNull();
  });

  it('mutations invalidate the key list', async () => {
    const { queries } = setup();
    const invalidated: unknown[] = [];
    const client = new QueryClient({
      mutationCache: new MutationCache({
        onSuccess: (_d, _v, _c, mutation) => {
          invalidated.push(...((mutation.meta?.invalidates as unknown[]) ?? []));
        },
      }),
    });
    expect((await client.fetchQuery(queries.list())).length).toBe(3);
    await client.getMutationCache().build(client, queries.mutations.revoke()).execute('key-0001');
    expect(invalidated).toEqual([['apiKeys']]);
  });
});
