/*
 * Tables of migration 0013_api_keys (db/migrations/apiKeys.ts), merged into the Database
 * interface here so the feature's types stay beside it.
 */
import type { WebhookAttemptsTable } from '../../db/migrations/leads.ts';

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  /** JSON array of ApiKeyScope. */
  scopes: string;
  rate_limit_per_minute: number;
  monthly_quota: number | null;
  usage_month: string | null;
  usage_count: number;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface ApiWebhookEndpointsTable {
  key_id: string;
  url: string;
  /** JSON array of event names. */
  events: string;
  secret: string;
  created_at: string;
  updated_at: string;
}

export interface ApiWebhookDeliveriesTable {
  id: string;
  key_id: string;
  event: string;
  url: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
}

/** The log of every POST made: the same columns as the leads' webhook_attempts. */
export type ApiWebhookAttemptsTable = WebhookAttemptsTable;

export interface IdempotencyRecordsTable {
  user_id: string;
  idempotency_key: string;
  route: string;
  fingerprint: string;
  state: 'in_progress' | 'done';
  status_code: number | null;
  body: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.ts' {
  interface Database {
    api_keys: ApiKeysTable;
    api_webhook_endpoints: ApiWebhookEndpointsTable;
    api_webhook_deliveries: ApiWebhookDeliveriesTable;
    api_webhook_attempts: ApiWebhookAttemptsTable;
    idempotency_records: IdempotencyRecordsTable;
  }
}
