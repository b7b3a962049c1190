import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_KEY_NOT_FOUND,
  API_KEY_REVOKED,
  API_KEY_SESSION_REQUIRED,
  API_WEBHOOK_NOT_FOUND,
  API_WEBHOOK_TEST_EVENT,
  API_WEBHOOK_URL_INVALID,
  ApiKeyCreateBody,
  ApiWebhookBody,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiWebhookDeliveryList,
  type ApiWebhookTestReply,
} from '@hds/api-client/contract';
import type { WebhookConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { enqueueApiWebhook, startApiWebhookDispatcher } from './webhooks.ts';
import { checkWebhookUrl } from '../../net/signedPost.ts';
import { DEFAULT_PLANS, planIdOf, planMessages, type PlanTable } from '../../plans.ts';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { apiKeysRepository, toApiKey, toApiWebhook } from './repository.ts';
import type { AuditRepository } from '../../db/audit.ts';
import type { User } from '../auth/usersRepository.ts';

/*
 * Settings → API (issue #27): the signed-in user's API keys, a webhook endpoint per key, its
 * delivery log and a test event. Session only: a request made with a key is refused (403) by
 * features/api-keys/apiKeyAuth.ts before it gets here, and again here.
 */

export interface ApiKeyRouteDeps {
  db: Db;
  audit: AuditRepository;
  webhooks: WebhookConfig;
  /** A plan without API access may not create keys. @default DEFAULT_PLANS */
  plans?: PlanTable;
}

const keyNotFound = () => new HttpError(404, API_KEY_NOT_FOUND);

export async function apiKeyRoutes(app: FastifyInstance, deps: ApiKeyRouteDeps) {
  const { db, audit } = deps;
  const keys = apiKeysRepository(db);
  const dispatcher = startApiWebhookDispatcher(
    { db, log: (msg, data) => app.log.info(data, msg) },
    deps.webhooks,
  );
  app.addHook('preClose', () => dispatcher.stop());

  const sessionUser = (request: FastifyRequest): User => {
    if (request.apiKey) throw new HttpError(403, API_KEY_SESSION_REQUIRED);
    return requireUser(request);
  };
  const ownKey = async (user: User, id: string) => {
    const key = id.length <= 64 ? await keys.findForUser(user.id, id) : undefined;
    if (!key) throw keyNotFound();
    return key;
  };
  const webhookUrl = (value: string) => {
    try {
      return checkWebhookUrl(value, deps.webhooks.allowLoopback);
    } catch {
      throw new HttpError(400, API_WEBHOOK_URL_INVALID);
    }
  };

  app.get('/api-keys/', async (request): Promise<ApiKeyList> => {
    const user = sessionUser(request);
    return { results: await keys.listForUser(user.id) };
  });

  app.post('/api-keys/', async (request, reply) => {
    const user = sessionUser(request);
    const body = parseWith(ApiKeyCreateBody, request.body);
    const plan = (deps.plans ?? DEFAULT_PLANS)[planIdOf(user)];
    if (!plan.apiAccess) throw new HttpError(403, planMessages.noApiAccess(plan));
    const { row, secret } = await keys.create(user.id, body);
    await audit.record({
      userId: user.id,
      action: 'api_key.created',
      objectType: 'api_key',
      objectId: row.id,
      details: { name: row.name, scopes: body.scopes, prefix: row.prefix },
    });
    const created: ApiKeyCreated = { ...toApiKey(row, null), secret };
    return reply.status(201).header('Cache-Control', 'no-store').send(created);
  });

  app.get<{ Params: { id: string } }>('/api-keys/:id/', async (request) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    return toApiKey(key, (await keys.endpointOf(key.id)) ?? null);
  });

  app.post<{ Params: { id: string } }>('/api-keys/:id/revoke/', async (request) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    if (!key.revoked_at) {
      await keys.revoke(user.id, key.id);
      await audit.record({
        userId: user.id,
        action: 'api_key.revoked',
        objectType: 'api_key',
        objectId: key.id,
        details: { name: key.name, prefix: key.prefix },
      });
    }
    const now = await ownKey(user, key.id);
    return toApiKey(now, (await keys.endpointOf(key.id)) ?? null);
  });

  app.get<{ Params: { id: string } }>('/api-keys/:id/webhook/', async (request) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    const endpoint = await keys.endpointOf(key.id);
    if (!endpoint) throw new HttpError(404, API_WEBHOOK_NOT_FOUND);
    return toApiWebhook(endpoint);
  });

  app.put<{ Params: { id: string } }>('/api-keys/:id/webhook/', async (request) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    if (key.revoked_at) throw new HttpError(409, API_KEY_REVOKED);
    const body = parseWith(ApiWebhookBody, request.body);
    const url = webhookUrl(body.url);
    const endpoint = await keys.setEndpoint(key.id, url, body.events);
    await audit.record({
      userId: user.id,
      action: 'api_key.webhook_set',
      objectType: 'api_key',
      objectId: key.id,
      details: { url, events: body.events },
    });
    return toApiWebhook(endpoint);
  });

  app.delete<{ Params: { id: string } }>('/api-keys/:id/webhook/', async (request, reply) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    if (!(await keys.deleteEndpoint(key.id))) throw new HttpError(404, API_WEBHOOK_NOT_FOUND);
    await audit.record({
      userId: user.id,
      action: 'api_key.webhook_removed',
      objectType: 'api_key',
      objectId: key.id,
    });
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/api-keys/:id/webhook/test/', async (request, reply) => {
    const user = sessionUser(request);
    const key = await ownKey(user, request.params.id);
    if (key.revoked_at) throw new HttpError(409, API_KEY_REVOKED);
    if (!(await keys.endpointOf(key.id))) throw new HttpError(404, API_WEBHOOK_NOT_FOUND);
    const [id] = await enqueueApiWebhook(
      db,
      user.id,
      API_WEBHOOK_TEST_EVENT,
      { key: { id: key.id, name: key.name, prefix: key.prefix } },
      key.id,
    );
    const delivery = id ? await keys.delivery(id) : null;
    if (!delivery) throw new HttpError(404, API_WEBHOOK_NOT_FOUND);
    await audit.record({
      userId: user.id,
      action: 'api_key.webhook_tested',
      objectType: 'api_key',
      objectId: key.id,
      details: { delivery_id: delivery.id },
    });
    const body: ApiWebhookTestReply = { delivery };
    return reply.status(202).send(body);
  });

  app.get<{ Params: { id: string } }>(
    '/api-keys/:id/deliveries/',
    async (request): Promise<ApiWebhookDeliveryList> => {
      const user = sessionUser(request);
      const key = await ownKey(user, request.params.id);
      return { results: await keys.deliveries(key.id) };
    },
  );
}
