import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type ApiWebhook,
  type ApiWebhookDelivery,
  type ApiWebhookEvent,
} from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import type { ApiKeysTable, ApiWebhookEndpointsTable } from './schema.ts';

/** hex SHA-256 of a key's secret: what is stored and looked up. */
export const apiKeyHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret: `hds_` and 192 random bits (base64url). */
export const newApiKeySecret = () => `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;

/** The calendar month (UTC) a usage counter counts: 'YYYY-MM'. */
export const usageMonth = (d = new Date()) => d.toISOString().slice(0, 7);

const parseList = <T extends string>(json: string, allowed: readonly T[]): T[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? allowed.filter((a) => v.includes(a)) : [];
  } catch {
    return [];
  }
};

export const scopesOf = (row: Pick<ApiKeysTable, 'scopes'>): ApiKeyScope[] =>
  parseList(row.scopes, API_KEY_SCOPES);

export function toApiKey(
  row: ApiKeysTable,
  endpoint: Pick<ApiWebhookEndpointsTable, 'url' | 'events' | 'created_at'> | null,
  now = new Date(),
): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row),
    rateLimitPerMinute: row.rate_limit_per_minute,
    monthlyQuota: row.monthly_quota,
    usedThisMonth: row.usage_month === usageMonth(now) ? row.usage_count : 0,
    created: row.created_at,
    lastUsed: row.last_used_at,
    revoked: row.revoked_at,
    webhook: endpoint
      ? {
          url: endpoint.url,
          events: JSON.parse(endpoint.events) as string[],
          created: endpoint.created_at,
        }
      : null,
  };
}

export function toApiWebhook(row: ApiWebhookEndpointsTable): ApiWebhook {
  return {
    url: row.url,
    events: JSON.parse(row.events) as ApiWebhookEvent[],
    secret: row.secret,
    created: row.created_at,
    updated: row.updated_at,
  };
}

/** Why a key's use was not counted. */
export type UseRefusal = 'revoked' | 'quota';

export function apiKeysRepository(db: Db) {
  const endpointOf = (keyId: string) =>
    db
      .selectFrom('api_webhook_endpoints')
      .selectAll()
      .where('key_id', '=', keyId)
      .executeTakeFirst();

  return {
    async create(
      userId: string,
      body: {
        name: string;
        scopes: ApiKeyScope[];
        rateLimitPerMinute: number;
        monthlyQuota: number | null;
      },
    ): Promise<{ row: ApiKeysTable; secret: string }> {
      const secret = newApiKeySecret();
      const row: ApiKeysTable = {
        id: randomUUID(),
        user_id: userId,
        name: body.name,
        prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
        secret_hash: apiKeyHash(secret),
        scopes: JSON.stringify(body.scopes),
        rate_limit_per_minute: body.rateLimitPerMinute,
        monthly_quota: body.monthlyQuota,
        usage_month: null,
        usage_count: 0,
        last_used_at: null,
        revoked_at: null,
        created_at: new Date().toISOString(),
      };
      await db.insertInto('api_keys').values(row).execute();
      return { row, secret };
    },

    /** The owner's keys, newest first, each with its webhook endpoint. */
    async listForUser(userId: string): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .leftJoin('api_webhook_endpoints as e', 'e.key_id', 'api_keys.id')
        .selectAll('api_keys')
        .select(['e.url as e_url', 'e.events as e_events', 'e.created_at as e_created'])
        .where('api_keys.user_id', '=', userId)
        .orderBy('api_keys.created_at', 'desc')
        .orderBy('api_keys.id')
        .execute();
      return rows.map(({ e_url, e_events, e_created, ...row }) =>
        toApiKey(
          row,
          e_url && e_events && e_created
            ? { url: e_url, events: e_events, created_at: e_created }
            : null,
        ),
      );
    },

    /** A key of this owner (another user's id answers null). */
    findForUser: (userId: string, id: string) =>
      db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    findBySecret: (secret: string) =>
      db
        .selectFrom('api_keys')
        .selectAll()
        .where('secret_hash', '=', apiKeyHash(secret))
        .executeTakeFirst(),

    endpointOf,

    async revoke(userId: string, id: string): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Counts one use against the key's monthly quota and stamps last use, in one statement that
     * refuses a revoked key or an exhausted quota (so concurrent requests cannot overrun it).
     * Returns the month's count after this use, or why it was refused.
     */
    async countUse(id: string, now = new Date()): Promise<number | UseRefusal> {
      const month = usageMonth(now);
      const row = await db
        .updateTable('api_keys')
        .set({
          usage_count: sql<number>`case when usage_month = ${month} then usage_count + 1 else 1 end`,
          usage_month: month,
          last_used_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('monthly_quota', 'is', null),
            eb('usage_month', 'is', null),
            eb('usage_month', '!=', month),
            eb('usage_count', '<', eb.ref('monthly_quota')),
          ]),
        )
        .returning('usage_count')
        .executeTakeFirst();
      if (row) return Number(row.usage_count);
      const now2 = await db
        .selectFrom('api_keys')
        .select('revoked_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return !now2 || now2.revoked_at ? 'revoked' : 'quota';
    },

    async setEndpoint(
      keyId: string,
      url: string,
      events: readonly ApiWebhookEvent[],
    ): Promise<ApiWebhookEndpointsTable> {
      const now = new Date().toISOString();
      const existing = await endpointOf(keyId);
      if (existing) {
        await db
          .updateTable('api_webhook_endpoints')
          .set({ url, events: JSON.stringify(events), updated_at: now })
          .where('key_id', '=', keyId)
          .execute();
        return { ...existing, url, events: JSON.stringify(events), updated_at: now };
      }
      const row: ApiWebhookEndpointsTable = {
        key_id: keyId,
        url,
        events: JSON.stringify(events),
        secret: `whsec_${randomBytes(24).toString('base64url')}`,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('api_webhook_endpoints').values(row).execute();
      return row;
    },

    async deleteEndpoint(keyId: string): Promise<boolean> {
      const res = await db
        .deleteFrom('api_webhook_endpoints')
        .where('key_id', '=', keyId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** The key's deliveries, newest first (at most `limit`), each with its attempts. */
    async deliveries(keyId: string, limit = 50): Promise<ApiWebhookDelivery[]> {
      const rows = await db
        .selectFrom('api_webhook_deliveries')
        .selectAll()
        .where('key_id', '=', keyId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      if (!rows.length) return [];
      const attempts = await db
        .selectFrom('api_webhook_attempts')
        .selectAll()
        .where(
          'delivery_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('attempt')
        .execute();
      return rows.map((r) => toDelivery(r, attempts));
    },

    async delivery(id: string): Promise<ApiWebhookDelivery | null> {
      const r = await db
        .selectFrom('api_webhook_deliveries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      const attempts = await db
        .selectFrom('api_webhook_attempts')
        .selectAll()
        .where('delivery_id', '=', id)
        .orderBy('attempt')
        .execute();
      return toDelivery(r, attempts);
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;

function toDelivery(
  r: {
    id: string;
    event: string;
    status: ApiWebhookDelivery['status'];
    attempts: number;
    next_attempt_at: string | null;
    last_status_code: number | null;
    last_error: string | null;
    delivered_at: string | null;
    created_at: string;
  },
  attempts: {
    delivery_id: string;
    attempt: number;
    status_code: number | null;
    error: string | null;
    created_at: string;
    duration_ms: number;
  }[],
): ApiWebhookDelivery {
  return {
    id: r.id,
    event: r.event,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.next_attempt_at,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
    created: r.created_at,
    log: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempt: Number(a.attempt),
        statusCode: a.status_code,
        error: a.error,
        at: a.created_at,
        durationMs: Number(a.duration_ms),
      })),
  };
}
