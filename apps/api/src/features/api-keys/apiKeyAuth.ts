import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_INVALID,
  API_KEY_REVOKED,
  API_KEY_SESSION_REQUIRED,
  HOME_DESIGN_BASE,
  RATE_LIMIT_HEADERS as H,
  apiKeyQuotaExceeded,
  apiKeyRateLimited,
  apiKeyScopeRequired,
  type ApiKeyScope,
} from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { apiKeysRepository, scopesOf } from './repository.ts';
import type { AuditRepository } from '../../db/audit.ts';
import { DEFAULT_PLANS, planIdOf, planMessages, type PlanTable } from '../../plans.ts';
import type { UsersRepository } from '../auth/usersRepository.ts';
import { isApiRequest, routeKey } from '../../plugins/requestPath.ts';
import { memoryCounter } from '../../ops/sharedCounter.ts';

/*
 * `Authorization: Bearer <key>` (issue #27): the request acts as the key's owner, with the
 * owner's permissions narrowed to the key's scopes; no cookie and no CSRF token are needed
 * (plugins/csrf.ts lets a bearer request without a session cookie through; this hook then
 * refuses any bearer that is not a live key). Checked in onRequest, before the body is read:
 * the key (one indexed lookup of its hash, never cached, so a revoked key answers 401 at once),
 * the route (key management and sign-in/out need a session), the scope, the per-key rate limit,
 * then the monthly quota (one conditional UPDATE). Every use is in the audit log.
 */

export interface ApiKeyAuthOptions {
  db: Db;
  users: UsersRepository;
  audit: AuditRepository;
  /** Keys of an account whose plan has no API access are refused (403). @default DEFAULT_PLANS */
  plans?: PlanTable;
}

/** The key a request authenticated with. */
export interface RequestApiKey {
  id: string;
  userId: string;
  scopes: ApiKeyScope[];
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEYS_ROUTE = `${HOME_DESIGN_BASE}/api-keys`;
const AUTH_ROUTE = '/api/v1/auth/';
/** Routes that share: boards, share links, the public gallery's publishing. */
const SHARE_ROUTE = new RegExp(
  `^${HOME_DESIGN_BASE}/(boards|share-links|share|gallery)(/|$)`.replace(/\//g, '\\/'),
);

/** The scope a request needs: read for reads, share for sharing, edit for any other change. */
export function requiredScope(method: string, route: string): ApiKeyScope {
  if (SAFE.has(method)) return 'read';
  return SHARE_ROUTE.test(route) ? 'share' : 'edit';
}

/** Whether the route is one a key may never call (key management, sessions, the account). */
export function sessionOnly(method: string, route: string): boolean {
  if (route === KEYS_ROUTE || route.startsWith(`${KEYS_ROUTE}/`)) return true;
  return route.startsWith(AUTH_ROUTE) && !SAFE.has(method);
}

/**
 * A fixed one-minute window per key, counted in the app's window counter: in PostgreSQL when
 * there is one, so a key gets its limit once however many API processes it reaches.
 */
function rateLimiter(app: FastifyInstance) {
  const local = memoryCounter();
  return async (keyId: string, limit: number) => {
    const counter = app.hasDecorator('windowCounter') ? app.windowCounter : local;
    const { count, resetMs } = await counter.hit(`api-key:${keyId}`, 60_000);
    const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
    if (count > limit) return { ok: false as const, remaining: 0, resetSeconds };
    return { ok: true as const, remaining: limit - count, resetSeconds };
  };
}

function refuse(reply: FastifyReply, status: number, detail: string) {
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="api"');
  return reply.status(status).send({ detail });
}

/** The bearer token of the request, '' when the header is malformed, null when there is none. */
export function bearerOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth === undefined) return null;
  const m = /^Bearer[ ]+([A-Za-z0-9_-]{1,200})[ ]*$/i.exec(auth);
  return m ? m[1]! : '';
}

export function registerApiKeyAuth(app: FastifyInstance, opts: ApiKeyAuthOptions) {
  const keys = apiKeysRepository(opts.db);
  const limit = rateLimiter(app);
  /** The live key a request named, also when it was then refused (for the audit log). */
  const used = new WeakMap<FastifyRequest, { id: string; userId: string }>();
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const secret = bearerOf(request);
    if (secret === null) return;
    if (!secret) return refuse(reply, 401, API_KEY_INVALID);
    const key = await keys.findBySecret(secret);
    if (!key) return refuse(reply, 401, API_KEY_INVALID);
    if (key.revoked_at) return refuse(reply, 401, API_KEY_REVOKED);
    used.set(request, { id: key.id, userId: key.user_id });
    const route = request.routeOptions.url ?? routeKey(request);
    if (sessionOnly(request.method, route)) return refuse(reply, 403, API_KEY_SESSION_REQUIRED);
    const scopes = scopesOf(key);
    const need = requiredScope(request.method, route);
    if (!scopes.includes(need)) return refuse(reply, 403, apiKeyScopeRequired(need));
    const user = await opts.users.findById(key.user_id);
    if (!user) return refuse(reply, 401, API_KEY_INVALID);
    // A key made on a plan with API access stops when the account leaves it (before it counts).
    const plan = (opts.plans ?? DEFAULT_PLANS)[planIdOf(user)];
    if (!plan.apiAccess) return refuse(reply, 403, planMessages.noApiAccess(plan));

    const perMinute = key.rate_limit_per_minute;
    const rate = await limit(key.id, perMinute);
    reply.header(H.limit, perMinute);
    reply.header(H.remaining, rate.remaining);
    reply.header(H.reset, rate.resetSeconds);
    reply.header(H.policy, `${perMinute};w=60`);
    if (!rate.ok) {
      reply.header(H.retryAfter, rate.resetSeconds);
      return refuse(reply, 429, apiKeyRateLimited(perMinute, rate.resetSeconds));
    }
    const count = await keys.countUse(key.id);
    if (count === 'revoked') return refuse(reply, 401, API_KEY_REVOKED);
    if (key.monthly_quota !== null) {
      reply.header(H.quotaLimit, key.monthly_quota);
      if (count === 'quota') {
        const now = new Date();
        const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
        reply.header(H.quotaRemaining, 0);
        reply.header(H.retryAfter, Math.max(1, Math.ceil((next - now.getTime()) / 1000)));
        return refuse(reply, 429, apiKeyQuotaExceeded(key.monthly_quota));
      }
      reply.header(H.quotaRemaining, Math.max(0, key.monthly_quota - count));
    }
    request.user = user;
    request.apiKey = { id: key.id, userId: key.user_id, scopes };
  });

  // Every use of a live key, with what it asked and how it was answered (rate-limit refusals
  // aside: a flood of them must not become a flood of rows). Written before the reply goes out,
  // so a client that has its answer finds the use in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = used.get(request);
    if (!key || reply.statusCode === 429) return payload;
    used.delete(request);
    try {
      await opts.audit.record({
        userId: key.userId,
        action: 'api_key.used',
        objectType: 'api_key',
        objectId: key.id,
        details: {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: request.url.split('?')[0]!.slice(0, 300),
          status: reply.statusCode,
        },
      });
    } catch (err) {
      request.log.warn({ err }, 'could not record an API key use');
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request authenticated with `Authorization: Bearer <key>`. */
    apiKey: RequestApiKey | null;
  }
}
