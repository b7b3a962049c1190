import { queryOptions } from '@tanstack/react-query';
import {
  apiKeyPaths as paths,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiWebhook,
  type ApiWebhookBody,
  type ApiWebhookDelivery,
  type ApiWebhookDeliveryList,
  type ApiWebhookTestReply,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';

/**
 * Settings → API (issue #27): the signed-in user's API keys, each key's webhook endpoint, its
 * delivery log and "Send test event". These calls need a session; a key cannot manage keys.
 */
export function createApiKeysApi(http: HttpClient) {
  return {
    list: async () => (await http<ApiKeyList>(paths.keys)).results,
    get: (id: string) => http<ApiKey>(paths.key(id)),
    /** The reply's `secret` is shown once and never again. */
    create: (body: ApiKeyCreateBody) => http<ApiKeyCreated>(paths.keys, { json: body }),
    revoke: (id: string) => http<ApiKey>(paths.revoke(id), { method: 'POST' }),
    webhook: {
      get: (id: string) => http<ApiWebhook>(paths.webhook(id)),
      set: (id: string, body: ApiWebhookBody) =>
        http<ApiWebhook>(paths.webhook(id), { method: 'PUT', json: body }),
      remove: async (id: string) => {
        await http(paths.webhook(id), { method: 'DELETE' });
      },
      test: async (id: string): Promise<ApiWebhookDelivery> =>
        (await http<ApiWebhookTestReply>(paths.webhookTest(id), { method: 'POST' })).delivery,
      deliveries: async (id: string) =>
        (await http<ApiWebhookDeliveryList>(paths.deliveries(id))).results,
    },
  };
}
export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;

/** TanStack Query options of Settings → API; mutations name what they invalidate. */
export function createApiKeyQueries(api: ApiKeysApi) {
  const all = () => ['apiKeys'] as const;
  return {
    all,
    list: () => queryOptions({ queryKey: ['apiKeys', 'list'] as const, queryFn: api.list }),
    detail: (id: string) =>
      queryOptions({ queryKey: ['apiKeys', 'detail', id] as const, queryFn: () => api.get(id) }),
    webhook: (id: string) =>
      queryOptions({
        queryKey: ['apiKeys', 'webhook', id] as const,
        queryFn: () => api.webhook.get(id),
        retry: false,
      }),
    deliveries: (id: string) =>
      queryOptions({
        queryKey: ['apiKeys', 'deliveries', id] as const,
        queryFn: () => api.webhook.deliveries(id),
      }),
    mutations: {
      create: () => ({
        mutationKey: ['apiKeys', 'create'] as const,
        mutationFn: (body: ApiKeyCreateBody) => api.create(body),
        meta: { invalidates: [all()] },
      }),
      revoke: () => ({
        mutationKey: ['apiKeys', 'revoke'] as const,
        mutationFn: (id: string) => api.revoke(id),
        meta: { invalidates: [all()] },
      }),
      setWebhook: () => ({
        mutationKey: ['apiKeys', 'setWebhook'] as const,
        mutationFn: ({ id, body }: { id: string; body: ApiWebhookBody }) =>
          api.webhook.set(id, body),
        meta: { invalidates: [all()] },
      }),
      removeWebhook: () => ({
        mutationKey: ['apiKeys', 'removeWebhook'] as const,
        mutationFn: (id: string) => api.webhook.remove(id),
        meta: { invalidates: [all()] },
      }),
      testWebhook: () => ({
        mutationKey: ['apiKeys', 'testWebhook'] as const,
        mutationFn: (id: string) => api.webhook.test(id),
        meta: { invalidates: [all()] },
      }),
    },
  };
}
export type ApiKeyQueries = ReturnType<typeof createApiKeyQueries>;
