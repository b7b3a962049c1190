import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  API_WEBHOOK_TEST_EVENT,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type ApiWebhookEvent,
  type ApiWebhookPayload,
} from '@hds/api-client/contract';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { backoffMs, safePost, signWebhook } from '../leads/webhooks.ts';
import type { JobRow } from '../repositories/jobs.ts';

/*
 * Webhooks of API keys (issue #27): job.succeeded / job.failed / lead.created of the key owner's
 * account, POSTed to each of the owner's live keys whose endpoint subscribes to the event. The
 * same scheme as the leads' webhooks (leads/webhooks.ts): signed with HMAC-SHA256 over
 * `${timestamp}.${body}`, sent through the same SSRF guard (safePost: public addresses only,
 * pinned), from a durable table of deliveries that workers claim with a lease, retried with
 * exponential backoff, every attempt logged.
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
 * Called where a job ends (jobs/execute.ts): queues job.succeeded or job.failed for the owner's
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

export interface ApiWebhookDispatcher {
  notify(): void;
  stop(): Promise<void>;
}

/**
 * The delivery loop of this process (as the leads' one): claims due deliveries with a lease, so
 * an attempt never runs twice at once across instances and a crashed worker's claim expires.
 */
export function startApiWebhookDispatcher(
  deps: { db: Db; log?: (msg: string, data?: Record<string, unknown>) => void },
  cfg: WebhookConfig,
): ApiWebhookDispatcher {
  const { db } = deps;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = cfg.timeoutMs + 30_000;
  let stopped = false;
  let wake: (() => void) | null = null;
  let pending = false;
  const notify = () => {
    pending = true;
    wake?.();
  };
  wakers.add(notify);
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (pending) return resolve();
      const t = setTimeout(done, ms);
      t.unref();
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function claim() {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('api_webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(5)
      .execute();
    const out: {
      id: string;
      url: string;
      payload: string;
      attempts: number;
      secret: string;
      event: string;
    }[] = [];
    for (const { id } of due) {
      const until = new Date(Date.now() + leaseMs).toISOString();
      const res = await db
        .updateTable('api_webhook_deliveries')
        .set({ lease_owner: workerId, lease_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      const row = await db
        .selectFrom('api_webhook_deliveries as d')
        .innerJoin('api_webhook_endpoints as e', 'e.key_id', 'd.key_id')
        .select(['d.id', 'd.url', 'd.payload', 'd.attempts', 'd.event', 'e.secret'])
        .where('d.id', '=', id)
        .executeTakeFirst();
      if (row) out.push({ ...row, attempts: Number(row.attempts) });
      else {
        // The endpoint was removed since: nothing to sign with, the delivery ends here.
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
    }
    return out;
  }

  async function deliver(d: Awaited<ReturnType<typeof claim>>[number]) {
    const attempt = d.attempts + 1;
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    const result = await safePost(
      d.url,
      d.payload,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(d.secret, timestamp, d.payload),
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_DELIVERY_HEADER]: d.id,
        [WEBHOOK_EVENT_HEADER]: d.event,
      },
      { allowLoopback: cfg.allowLoopback, timeoutMs: cfg.timeoutMs },
    );
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const error = ok
      ? null
      : (result.error ?? `receiver answered ${result.statusCode ?? 'nothing'}`);
    const now = new Date();
    const final = ok ? 'delivered' : attempt >= cfg.maxAttempts ? 'failed' : 'pending';
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('api_webhook_attempts')
        .values({
          id: randomUUID(),
          delivery_id: d.id,
          attempt,
          status_code: result.statusCode,
          error,
          duration_ms: Date.now() - started,
          created_at: now.toISOString(),
        })
        .execute();
      await trx
        .updateTable('api_webhook_deliveries')
        .set({
          status: final,
          attempts: attempt,
          last_status_code: result.statusCode,
          last_error: error,
          delivered_at: ok ? now.toISOString() : null,
          next_attempt_at:
            final === 'pending'
              ? new Date(now.getTime() + backoffMs(attempt, cfg)).toISOString()
              : null,
          lease_owner: null,
          lease_until: null,
        })
        .where('id', '=', d.id)
        .where('lease_owner', '=', workerId)
        .execute();
    });
    deps.log?.('api webhook attempt', {
      delivery: d.id,
      attempt,
      status: final,
      code: result.statusCode,
    });
  }

  const loop = (async () => {
    while (!stopped) {
      pending = false;
      let batch: Awaited<ReturnType<typeof claim>> = [];
      try {
        batch = await claim();
        for (const d of batch) {
          if (stopped) break;
          await deliver(d);
        }
      } catch (err) {
        if (stopped) return;
        deps.log?.('api webhook dispatch failed', { err: String(err) });
      }
      if (!batch.length && !stopped) await sleep(cfg.pollMs);
    }
  })();

  return {
    notify,
    async stop() {
      stopped = true;
      wakers.delete(notify);
      wake?.();
      await loop;
    },
  };
}
