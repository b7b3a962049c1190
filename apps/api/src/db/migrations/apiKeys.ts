import type { Kysely, Migration } from 'kysely';

/*
 * The developer API (issue #27): API keys (only a SHA-256 of each secret is stored, with a short
 * prefix to tell keys apart), their monthly usage counter, a webhook endpoint per key, webhook
 * deliveries (a durable, leased queue of their own, as the leads' webhooks) with a log of every
 * attempt, and Idempotency-Key records (the first reply to a key, replayed to its retries).
 */
export const apiKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      // hex SHA-256 of the whole secret (which carries 192 random bits): looked up by equality.
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      // JSON array of scopes.
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull())
      .addColumn('monthly_quota', 'integer')
      // The calendar month (UTC, 'YYYY-MM') usage_count counts.
      .addColumn('usage_month', 'text')
      .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_keys_user_created')
      .on('api_keys')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('api_webhook_endpoints')
      .addColumn('key_id', 'text', (c) =>
        c.primaryKey().references('api_keys.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      // JSON array of event names.
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('api_webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      // The exact bytes sent on every attempt (the signature covers them).
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_webhook_deliveries_due')
      .on('api_webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('api_webhook_deliveries_key')
      .on('api_webhook_deliveries')
      .columns(['key_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('api_webhook_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) =>
        c.notNull().references('api_webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_webhook_attempts_delivery')
      .on('api_webhook_attempts')
      .columns(['delivery_id', 'attempt'])
      .execute();

    await db.schema
      .createTable('idempotency_records')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      // The route pattern and a SHA-256 of what the request asked (params, query, body).
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      // 'in_progress' while the first request runs, then 'done' with its reply.
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_records_pk', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_records_created')
      .on('idempotency_records')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_records').execute();
    await db.schema.dropTable('api_webhook_attempts').execute();
    await db.schema.dropTable('api_webhook_deliveries').execute();
    await db.schema.dropTable('api_webhook_endpoints').execute();
    await db.schema.dropTable('api_keys').execute();
  },
};
