import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@hds/api-client/contract';
import { isApiRequest, routeKey } from './requestPath.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_FAILED = 'CSRF Failed: CSRF token missing or incorrect.';
export const originFailed = (origin: string) =>
  `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.`;
export const refererFailed = (why: string) => `CSRF Failed: Referer checking failed - ${why}`;

export interface CsrfOptions {
  secure: boolean;
  /** Route patterns (or, for unmatched requests, decoded paths) that skip the check, e.g. the
   * public lead capture; compared without their trailing slash. A route can also say
   * `config: { csrfExempt: true }`. */
  exempt?: string[];
  /** The configured public origin (PUBLIC_URL): when set, the only origin trusted. */
  publicUrl?: string | null;
}

function issue(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  // Readable by the page on purpose: the double submit needs the client to echo it.
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: 365 * 24 * 3600,
  });
  return token;
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `scheme://host[:port]` of a URL, normalised (default ports dropped), or null. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Origins this server answers as: PUBLIC_URL when configured, else its own Host. */
function trustedOrigins(request: FastifyRequest, opts: CsrfOptions): Set<string> {
  const configured = opts.publicUrl ? originOf(opts.publicUrl) : null;
  if (configured) return new Set([configured]);
  const schemes = new Set([request.protocol]);
  // Behind a TLS proxy that is not trusted for X-Forwarded-Proto the request looks like http.
  if (opts.secure) schemes.add('https');
  const out = new Set<string>();
  for (const scheme of schemes) {
    const o = originOf(`${scheme}://${request.host}`);
    if (o) out.add(o);
  }
  return out;
}

/**
 * Django's origin checks for an unsafe call: an `Origin` header must name this server; without
 * one, on https, a `Referer` must be same-origin. Neither header (curl, server-to-server) passes
 * on to the token check. Returns the refusal, or null.
 */
function originRefusal(request: FastifyRequest, opts: CsrfOptions): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const normalised = originOf(origin);
    if (normalised && trustedOrigins(request, opts).has(normalised)) return null;
    return originFailed(origin);
  }
  const referer = request.headers.referer;
  if (!opts.secure || referer === undefined) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return refererFailed('Referer is malformed.');
  }
  if (url.protocol !== 'https:') return refererFailed('Referer is insecure while host is secure.');
  if (trustedOrigins(request, opts).has(url.origin)) return null;
  return refererFailed(`${url.origin} does not match any trusted origins.`);
}

/**
 * Django-style double submit: every unsafe call to an /api route must carry an X-CSRFToken
 * header equal to the csrftoken cookie, after the Origin/Referer check. Checked in onRequest, so
 * a forged request is refused before its body is read and before any session work happens.
 * "/api route" is the route the router matched, never the raw URL (see requestPath.ts).
 */
export function registerCsrf(app: FastifyInstance, opts: CsrfOptions) {
  const exempt = new Set((opts.exempt ?? []).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)));
  app.decorateRequest('csrfToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (SAFE.has(request.method)) {
      request.csrfToken = cookie || issue(reply, opts.secure);
      return;
    }
    if (request.routeOptions.config.csrfExempt === true || exempt.has(routeKey(request))) return;
    // An API key's request (Authorization: Bearer) carries no ambient credential a cross-site
    // page could use; it needs no token unless it also carries a session cookie.
    if (/^Bearer\b/i.test(request.headers.authorization ?? '') && !request.cookies[SESSION_COOKIE])
      return;
    const refusal = originRefusal(request, opts);
    if (refusal) return reply.status(403).send({ detail: refusal });
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !equal(cookie, header)) {
      return reply.status(403).send({ detail: CSRF_FAILED });
    }
    request.csrfToken = cookie;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    csrfToken: string | null;
  }
  interface FastifyContextConfig {
    /** A public endpoint that cross-origin pages may call (the lead capture): no CSRF check. */
    csrfExempt?: boolean;
  }
}
