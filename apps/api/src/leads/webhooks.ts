import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { hostname } from 'node:os';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { addressAllowed, parseAddress, type Address } from '../net/addressPolicy.ts';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_URL_INVALID,
} from '@hds/api-client/contract';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../plugins/errors.ts';

/*
 * Webhooks of new leads: a signed POST per lead to the embed's URL, from a durable queue of its
 * own (webhook_deliveries, committed with the lead in one transaction): workers claim due rows
 * with a lease, so a delivery survives a restart and a crashed worker's claim expires; failures
 * are retried with exponential backoff and every attempt is logged for the owner.
 */

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const isLoopback = (addr: Address) => addr.range() === 'loopback';

// The address policy is shared with the listings fetcher (net/addressPolicy.ts).
export { addressAllowed };

/**
 * Checks a webhook URL when the owner sets it: https (http only to loopback when
 * WEBHOOK_ALLOW_LOOPBACK), no credentials, no private or special address literal, no
 * `localhost` (unless loopback is allowed). Names are resolved again at every delivery.
 */
export function checkWebhookUrl(value: string, allowLoopback: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, WEBHOOK_URL_INVALID);
  }
  if (url.username || url.password || !url.hostname) throw new HttpError(400, WEBHOOK_URL_INVALID);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  const local = host === 'localhost' || host.endsWith('.localhost');
  const loopbackHost = local || (literal && isLoopback(parseAddress(host)!));
  if (url.protocol === 'http:') {
    if (!(allowLoopback && loopbackHost)) throw new HttpError(400, WEBHOOK_URL_INVALID);
  } else if (url.protocol !== 'https:') {
    throw new HttpError(400, WEBHOOK_URL_INVALID);
  }
  if (local && !allowLoopback) throw new HttpError(400, WEBHOOK_URL_INVALID);
  if (literal && !addressAllowed(host, allowLoopback))
    throw new HttpError(400, WEBHOOK_URL_INVALID);
  url.hash = '';
  return url.toString();
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs `body` to `url`, resolving its host once, refusing any non-public address and pinning
 * the connection to the address checked (no DNS rebinding between check and connect). No
 * redirects are followed.
 */
export async function safePost(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { allowLoopback: boolean; timeoutMs: number },
): Promise<PostResult> {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return { statusCode: null, error: `could not resolve ${host}` };
  }
  const bad = addresses.find((a) => !addressAllowed(a.address, opts.allowLoopback));
  if (!addresses.length || bad) {
    return { statusCode: null, error: `refused: ${host} resolves to a non-public address` };
  }
  const pinned = addresses[0]!;
  const pinnedLookup = ((_h: string, o: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (o?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
    else cb(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const client = u.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      u,
      {
        method: 'POST',
        lookup: pinnedLookup,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'HomeDesignStudio-Webhooks/1',
          ...headers,
        },
        timeout: opts.timeoutMs,
      },
      (res) => {
        // Read (and drop) at most 64 KB of the answer, then close.
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) res.destroy();
        });
        const done = () => resolve({ statusCode: res.statusCode ?? null, error: null });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ statusCode: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}

/** Delay before attempt `n + 1` after `n` failed ones: base × 2^(n − 1), capped. */
export const backoffMs = (
  failedAttempts: number,
  cfg: Pick<WebhookConfig, 'retryBaseMs' | 'retryMaxMs'>,
) => Math.min(cfg.retryMaxMs, cfg.retryBaseMs * 2 ** Math.max(0, failedAttempts - 1));

export interface Dispatcher {
  /** Wakes the loop now (a lead was just stored). */
  notify(): void;
  stop(): Promise<void>;
}

/**
 * The delivery loop of this process: claims due deliveries (a lease of timeout + 30 s, so one
 * attempt never runs twice at once across instances), sends each, records the attempt and sets
 * the next one or the final status.
 */
export function startWebhookDispatcher(
  deps: { db: Db; log?: (msg: string, data?: Record<string, unknown>) => void },
  cfg: WebhookConfig,
): Dispatcher {
  const { db } = deps;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = cfg.timeoutMs + 30_000;
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      t.unref();
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function claim(): Promise<
    { id: string; url: string; payload: string; attempts: number; secret: string }[]
  > {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(5)
      .execute();
    const out = [];
    for (const { id } of due) {
      const until = new Date(Date.now() + leaseMs).toISOString();
      const res = await db
        .updateTable('webhook_deliveries')
        .set({ lease_owner: workerId, lease_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) continue;
      const row = await db
        .selectFrom('webhook_deliveries')
        .innerJoin('embeds', 'embeds.id', 'webhook_deliveries.embed_id')
        .select([
          'webhook_deliveries.id',
          'webhook_deliveries.url',
          'webhook_deliveries.payload',
          'webhook_deliveries.attempts',
          'embeds.webhook_secret as secret',
        ])
        .where('webhook_deliveries.id', '=', id)
        .executeTakeFirst();
      if (row) out.push(row);
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
        [WEBHOOK_EVENT_HEADER]: 'lead.created',
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
        .insertInto('webhook_attempts')
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
        .updateTable('webhook_deliveries')
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
    deps.log?.('webhook attempt', {
      delivery: d.id,
      attempt,
      status: final,
      code: result.statusCode,
    });
  }

  const loop = (async () => {
    while (!stopped) {
      let batch: Awaited<ReturnType<typeof claim>> = [];
      try {
        batch = await claim();
        for (const d of batch) {
          if (stopped) break;
          await deliver(d);
        }
      } catch (err) {
        if (stopped) return;
        deps.log?.('webhook dispatch failed', { err: String(err) });
      }
      if (!batch.length && !stopped) await sleep(cfg.pollMs);
    }
  })();

  return {
    notify: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
