import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_URL_INVALID } from '@hds/api-client/contract';
import type { WebhookConfig } from '../config.ts';
import { HttpError } from '../lib/httpError.ts';
import { addressAllowed, parseAddress, type Address } from './addressPolicy.ts';

/*
 * What every webhook of the server shares (the leads' and the API keys'): the signature, the
 * check of a receiver's URL, the SSRF-guarded POST and the retry backoff.
 */

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

const isLoopback = (addr: Address) => addr.range() === 'loopback';

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
