import { randomUUID } from 'node:crypto';
import {
  API_WEBHOOK_TEST_EVENT,
  type ApiWebhookEvent,
  type ApiWebhookPayload,
} from '@hds/api-client/contract';
import type { WebhookConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { JobRow } from '../edits/repository.ts';
import {
  startLeasedDispatcher,
  type ClaimedDelivery,
  type Dispatcher,
  type DispatcherDeps,
} from '../../queue/leasedDispatcher.ts';

/*
 * Webhooks of API keys (issue #27): job.succeeded / job.failed / lead.created of the key owner's
 * account, POSTed to each of the owner's live keys whose endpoint subscribes to the event. The
 * same scheme as the leads' webhooks, through the same loop (queue/leasedDispatcher.ts): signed
 * with HMAC-SHA256 over `${timestamp}.${body}`, sent through the SSRF guard (safePost: public
 * addresses only, pinned), from a durable table of deliveries that workers claim with a lease,
 * retried with exponential backoff, every attempt logged.
 */

/** Wakes this process's dispatchers when an event was queued here. */
const wakers = new Set<() => void>();

type EventName = ApiWebhookEvent | typeof API_WEBHOOK_TEST_EVENT;

/**
 * Queues `event` for the owner's live keys whose endpoint subscribes to it (with `keyId`, that
 * key only; the test event goes to that key whatever it subscribes to). Returns the delivery ids.
 */
export async function enqueueApiWebhook(
  db: Db,
  userId: string,
  event: EventName,
  data: Record<string, unknown>,
  keyId?: string,
): Promise<string[]> {
  let q = db
    .selectFrom('api_webhook_endpoints as e')
    .innerJoin('api_keys as k', 'k.id', 'e.key_id')
    .select(['e.key_id', 'e.url', 'e.events'])
    .where('k.user_id', '=', userId)
    .where('k.revoked_at', 'is', null);
  if (keyId) q = q.where('k.id', '=', keyId);
  const endpoints = (await q.execute()).filter(
    (e) => event === API_WEBHOOK_TEST_EVENT || (JSON.parse(e.events) as string[]).includes(event),
  );
  if (!endpoints.length) return [];
  const now = new Date().toISOString();
  const rows = endpoints.map((e) => {
    const id = randomUUID();
    const payload: ApiWebhookPayload = { id, event, created: now, data };
    return {
      id,
      key_id: e.key_id,
      event,
      url: e.url,
      payload: JSON.stringify(payload),
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now,
      last_status_code: null,
      last_error: null,
      delivered_at: null,
      lease_owner: null,
      lease_until: null,
      created_at: now,
    };
  });
  await db.insertInto('api_webhook_deliveries').values(rows).execute();
  for (const wake of wakers) wake();
  return rows.map((r) => r.id);
}

/** The webhook body's `data` of a job that ended. */
export function jobEventData(job: JobRow, status: 'succeeded' | 'failed', error: string | null) {
  return {
    job: {
      id: job.id,
      status,
      operation: job.operation,
      image_id: job.image_id,
      version_id: job.version_id,
      source_version_id: job.source_version_id,
      batch_id: job.batch_id,
      error,
    },
  };
}

/**
 * Called where a job ends (features/edits/execute.ts): queues job.succeeded or job.failed for the owner's
 * keys. Never throws (a webhook problem must not change the job's outcome).
 */
export async function notifyJobEnded(
  db: Db,
  job: JobRow,
  outcome: 'succeeded' | 'failed' | 'discarded',
): Promise<void> {
  if (outcome === 'discarded') return;
  try {
    const now = await db
      .selectFrom('jobs')
      .select(['status', 'error_message'])
      .where('id', '=', job.id)
      .executeTakeFirst();
    await enqueueApiWebhook(
      db,
      job.user_id,
      outcome === 'succeeded' ? 'job.succeeded' : 'job.failed',
      jobEventData(job, outcome, outcome === 'failed' ? (now?.error_message ?? null) : null),
    );
  } catch {
    // The job's end is already committed; a missed webhook shows as no delivery in the log.
  }
}

export type ApiWebhookDispatcher = Dispatcher;

/** A claimed delivery, signed with its endpoint's secret. */
function apiDelivery(db: Db, id: string): Promise<ClaimedDelivery | undefined> {
  return db
    .selectFrom('api_webhook_deliveries as d')
    .innerJoin('api_webhook_endpoints as e', 'e.key_id', 'd.key_id')
    .select(['d.id', 'd.url', 'd.payload', 'd.attempts', 'd.event', 'e.secret'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** The endpoint was removed since the delivery was queued: nothing to sign with, it ends here. */
async function endpointGone(db: Db, id: string): Promise<void> {
  await db
    .updateTable('api_webhook_deliveries')
    .set({
      status: 'failed',
      last_error: 'the webhook endpoint was removed',
      next_attempt_at: null,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The API keys' delivery loop of this process (the leased loop every webhook shares); woken by
 * events queued in this process.
 */
export function startApiWebhookDispatcher(
  deps: DispatcherDeps,
  cfg: WebhookConfig,
): ApiWebhookDispatcher {
  const dispatcher = startLeasedDispatcher(deps, cfg, {
    prefix: 'api_',
    logName: 'api webhook',
    load: apiDelivery,
    onMissing: endpointGone,
  });
  wakers.add(dispatcher.notify);
  return {
    notify: dispatcher.notify,
    async stop() {
      wakers.delete(dispatcher.notify);
      await dispatcher.stop();
    },
  };
}
