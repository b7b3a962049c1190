import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@hds/api-client/contract';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_FAILED = 'CSRF Failed: CSRF token missing or incorrect.';

export interface CsrfOptions {
  secure: boolean;
  /** Paths (exact, after normalisation) that skip the check, e.g. the public lead capture. */
  exempt?: string[];
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

/**
 * Django-style double submit: every unsafe /api call must carry an X-CSRFToken header equal to
 * the csrftoken cookie. Checked in onRequest, so a forged request is refused before its body
 * is read and before any session work happens.
 */
export function registerCsrf(app: FastifyInstance, opts: CsrfOptions) {
  const exempt = new Set(opts.exempt ?? []);
  app.decorateRequest('csrfToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!.replace(/\/{2,}/g, '/');
    if (!path.startsWith('/api/')) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (SAFE.has(request.method)) {
      request.csrfToken = cookie || issue(reply, opts.secure);
      return;
    }
    if (exempt.has(path) || exempt.has(path.replace(/\/$/, ''))) return;
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
}
