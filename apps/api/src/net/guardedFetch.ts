import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import {
  addressAllowed,
  addressRange,
  describeRange,
  isAddressLiteral,
  parseAddress,
} from './addressPolicy.ts';

/*
 * A GET that cannot be turned against the server's own network (SSRF). For each hop: http or
 * https only, no credentials in the URL; the host is resolved once and EVERY address it
 * resolves to must be public unicast (net/addressPolicy.ts); the connection is then pinned to
 * the address that was checked (no DNS rebinding between check and connect). Redirects are
 * followed by hand, each one checked the same way (at most 5). A connect timeout and a total
 * deadline; the body is streamed and cut at its cap; the content type must be the one asked for.
 */

export const HTML_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

/** A refused or failed fetch; `message` is a readable reason shown to the user. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    /** 'policy' when the guard refused the address, 'fetch' when the fetch itself failed. */
    readonly kind: 'policy' | 'fetch' = 'fetch',
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface GuardedFetchOptions {
  /** What the body must be: an HTML page, or an image (jpeg, png, webp). */
  expect: 'html' | 'image';
  /** Largest body read; past it the fetch fails (default 5 MB). */
  maxBytes?: number;
  /** The whole fetch, redirects included (default 15 s). */
  timeoutMs?: number;
  /** Until the TCP (and TLS) connection is up (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * TEST-ONLY (config LISTINGS_FETCH_ALLOW): `host:port` entries that may be loopback. Never
   * private, link-local or anything else.
   */
  allow?: readonly string[];
  /** How host names are resolved (tests inject one; default: the system resolver). */
  resolve?: Resolver;
  signal?: AbortSignal;
}

export interface FetchedBody {
  /** The URL the body came from (after redirects). */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const systemResolve: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Checks one URL and resolves its host: the address to connect to, or a refusal. */
export async function checkTarget(
  url: URL,
  opts: Pick<GuardedFetchOptions, 'allow' | 'resolve'>,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefused('Only http and https addresses can be imported', 'policy');
  }
  if (url.username || url.password) {
    throw new FetchRefused('Addresses with a user name or password are not fetched', 'policy');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new FetchRefused('The address has no host', 'policy');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowLoopback = (opts.allow ?? []).some(
    (entry) => entry.toLowerCase() === `${url.hostname.toLowerCase()}:${port}`,
  );
  let addresses: { address: string; family: number }[];
  if (isAddressLiteral(host)) {
    addresses = parseAddress(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : [];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolve)(host);
    } catch {
      throw new FetchRefused(`Could not find the site ${host}`);
    }
  }
  if (!addresses.length) throw new FetchRefused(`Could not find the site ${host}`);
  const bad = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
  if (bad) {
    throw new FetchRefused(
      `Refused: ${host} points to ${describeRange(addressRange(bad.address))}, not a public site`,
      'policy',
    );
  }
  return addresses[0]!;
}

function typeAllowed(expect: GuardedFetchOptions['expect'], contentType: string): boolean {
  const base = contentType.split(';')[0]!.trim().toLowerCase();
  return (expect === 'html' ? HTML_TYPES : IMAGE_TYPES).includes(base);
}

/** One request to a checked, pinned address; resolves with the response (body unread). */
function request(
  url: URL,
  pinned: { address: string; family: number },
  opts: { connectTimeoutMs: number; signal: AbortSignal; expect: GuardedFetchOptions['expect'] },
): Promise<http.IncomingMessage> {
  const pinnedLookup = ((_h: string, o: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (o?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
    else cb(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup,
      // A new connection per request: a pooled socket was pinned for another host.
      agent: false,
      signal: opts.signal,
      headers: {
        accept: opts.expect === 'html' ? 'text/html,application/xhtml+xml' : 'image/*',
        // No compression: the cap counts the bytes we keep.
        'accept-encoding': 'identity',
        'user-agent': 'HomeDesignStudio-Listings/1',
      },
    });
    const connectTimer = setTimeout(
      () => req.destroy(new FetchRefused('The site did not answer in time')),
      opts.connectTimeoutMs,
    );
    req.on('socket', (socket: Socket) => {
      const connected = () => clearTimeout(connectTimer);
      if (!socket.connecting) connected();
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      resolve(res);
    });
    req.on('error', (err) => {
      clearTimeout(connectTimer);
      reject(err);
    });
    req.end();
  });
}

/** Reads a body up to `maxBytes`; past it the stream is destroyed and the fetch fails. */
function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new FetchRefused(`The file is larger than ${mb(maxBytes)}`));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
    res.on('close', () => {
      if (!res.complete) reject(new FetchRefused('The site closed the connection early'));
    });
  });
}

/** GETs `rawUrl` through the guard (see the top of this file). */
export async function guardedFetch(
  rawUrl: string,
  options: GuardedFetchOptions,
): Promise<FetchedBody> {
  const maxBytes = options.maxBytes ?? HTML_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const connectTimeoutMs = Math.min(options.connectTimeoutMs ?? 5_000, timeoutMs);
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new FetchRefused(`The site did not answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  const onOuterAbort = () => deadline.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new FetchRefused('Not a valid URL', 'policy');
    }
    for (let hop = 0; ; hop++) {
      const pinned = await checkTarget(url, options);
      if (deadline.signal.aborted) throw deadline.signal.reason;
      let res: http.IncomingMessage;
      try {
        res = await request(url, pinned, {
          connectTimeoutMs,
          signal: deadline.signal,
          expect: options.expect,
        });
      } catch (err) {
        throw asRefusal(err, deadline.signal);
      }
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        res.destroy();
        if (hop >= MAX_REDIRECTS) {
          throw new FetchRefused(`Too many redirects (more than ${MAX_REDIRECTS})`);
        }
        try {
          url = new URL(res.headers.location, url);
        } catch {
          throw new FetchRefused('The site redirected to an invalid address');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new FetchRefused(`The site answered HTTP ${status}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (!typeAllowed(options.expect, contentType)) {
        res.destroy();
        throw new FetchRefused(
          options.expect === 'html'
            ? `Not a web page (content type ${contentType.split(';')[0] || 'missing'})`
            : `Not an image (content type ${contentType.split(';')[0] || 'missing'})`,
        );
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.destroy();
        throw new FetchRefused(`The file is larger than ${mb(maxBytes)}`);
      }
      try {
        const body = await readCapped(res, maxBytes);
        return { url: url.toString(), status, contentType, body };
      } catch (err) {
        throw asRefusal(err, deadline.signal);
      }
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function asRefusal(err: unknown, signal: AbortSignal): FetchRefused {
  if (err instanceof FetchRefused) return err;
  if (signal.aborted && signal.reason instanceof FetchRefused) return signal.reason;
  const code = (err as { code?: string }).code;
  if (code === 'ECONNREFUSED') return new FetchRefused('The site refused the connection');
  if (code === 'ENOTFOUND') return new FetchRefused('Could not find the site');
  if (code === 'ECONNRESET') return new FetchRefused('The site closed the connection');
  if ((code && code.startsWith('ERR_TLS')) || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new FetchRefused('The site’s secure connection could not be verified');
  }
  return new FetchRefused('The page could not be fetched');
}
