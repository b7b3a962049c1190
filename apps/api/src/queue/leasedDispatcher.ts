import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@hds/api-client/contract';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { WebhookAttemptsTable, WebhookDeliveriesTable } from '../db/migrations/leads.ts';
import type { Database } from '../db/schema.ts';
import { backoffMs, safePost, signWebhook } from '../net/signedPost.ts';

/*
 * The delivery loop every webhook table shares: a durable table of deliveries (committed with
 * what they announce) that workers claim with a lease, so a delivery survives a restart and a
 * crashed worker's claim expires; each is POSTed signed through the SSRF guard, failures are
 * retried with exponential backoff and every attempt is logged in its attempts table.
 */

/** The columns of a deliveries table that the loop reads and writes. */
export type LeasedDeliveryColumns = Omit<
  WebhookDeliveriesTable,
  'embed_id' | 'lead_id' | 'created_at'
>;

/** One row of an attempts table: the log of every POST made. */
export type WebhookAttemptColumns = WebhookAttemptsTable;

/** A claimed delivery with what signing and sending it needs. */
export interface ClaimedDelivery {
  id: string;
  url: string;
  payload: string;
  attempts: number;
  secret: string;
  event: string;
}

export interface LeasedWebhookTables {
  /** Of the tables `${prefix}webhook_deliveries` and `${prefix}webhook_attempts`. */
  prefix: '' | 'api_';
  /** A claimed delivery with its secret and event, or undefined when it has none any more. */
  load(db: Db, id: string): Promise<ClaimedDelivery | undefined>;
  /** Called for a claimed delivery that `load` found nothing for. */
  onMissing?(db: Db, id: string): Promise<void>;
  /** Starts the log lines: 'webhook' → 'webhook attempt', 'webhook dispatch failed'. */
  logName: string;
}

type Prefix = LeasedWebhookTables['prefix'];
/** `U`, once `_T` is checked to have its columns: a type error here when a table lacks one. */
type Checked<_T extends U, U> = U;
/** The two tables the loop uses, as every prefix's tables are seen by it. */
type LeasedSchema = {
  deliveries: Checked<Database[`${Prefix}webhook_deliveries`], LeasedDeliveryColumns>;
  attempts: Checked<Database[`${Prefix}webhook_attempts`], WebhookAttemptColumns>;
};

/** What a dispatcher runs on: the database and, optionally, a log of its attempts. */
export interface DispatcherDeps {
  db: Db;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

export interface Dispatcher {
  /** Wakes the loop now (a delivery was just queued). */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * The delivery loop of this process over one deliveries table: claims due deliveries (a lease
 * of timeout + 30 s, so one attempt never runs twice at once across instances), sends each,
 * records the attempt and sets the next one or the final status.
 */
export function startLeasedDispatcher(
  deps: DispatcherDeps,
  cfg: WebhookConfig,
  tables: LeasedWebhookTables,
): Dispatcher {
  const { db } = deps;
  // Both tables are queried by their column names alone, which LeasedSchema checked they have.
  const leased = db as unknown as Kysely<LeasedSchema>;
  const deliveries = `${tables.prefix}webhook_deliveries` as keyof LeasedSchema as 'deliveries';
  const attempts = `${tables.prefix}webhook_attempts` as keyof LeasedSchema as 'attempts';
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = cfg.timeoutMs + 30_000;
  let stopped = false;
  let wake: (() => void) | null = null;
  // A notify while a batch is being sent is kept, so the loop looks again before sleeping.
  let pending = false;
  const notify = () => {
    pending = true;
    wake?.();
  };
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

  async function claim(): Promise<ClaimedDelivery[]> {
    const now = new Date().toISOString();
    const due = await leased
      .selectFrom(deliveries)
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(5)
      .execute();
    const out: ClaimedDelivery[] = [];
    for (const { id } of due) {
      const until = new Date(Date.now() + leaseMs).toISOString();
      const res = await leased
        .updateTable(deliveries)
        .set({ lease_owner: workerId, lease_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      const row = await tables.load(db, id);
      if (row) out.push({ ...row, attempts: Number(row.attempts) });
      else await tables.onMissing?.(db, id);
    }
    return out;
  }

  async function deliver(d: ClaimedDelivery) {
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
    await leased.transaction().execute(async (trx) => {
      await trx
        .insertInto(attempts)
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
        .updateTable(deliveries)
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
    deps.log?.(`${tables.logName} attempt`, {
      delivery: d.id,
      attempt,
      status: final,
      code: result.statusCode,
    });
  }

  const loop = (async () => {
    while (!stopped) {
      let batch: ClaimedDelivery[] = [];
      pending = false;
      try {
        batch = await claim();
        for (const d of batch) {
          if (stopped) break;
          await deliver(d);
        }
      } catch (err) {
        if (stopped) return;
        deps.log?.(`${tables.logName} dispatch failed`, { err: String(err) });
      }
      if (!batch.length && !stopped) await sleep(cfg.pollMs);
    }
  })();

  return {
    notify,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
