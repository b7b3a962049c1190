import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@hds/api-client/contract';
import { sessionHash, type OpenedWith, type SessionsRepository } from './sessionsRepository.ts';
import { sessionCache } from './sessionCache.ts';
import type { User, UsersRepository } from './usersRepository.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isApiRequest } from '../../plugins/requestPath.ts';

export interface SessionOptions {
  sessions: SessionsRepository;
  users: UsersRepository;
  secure: boolean;
  ttlSeconds: number;
}

/** Resolves `request.user` from the httpOnly sessionid cookie for requests the router serves
 * from an /api route (decided on the matched route, so an encoded path resolves it too). */
export function registerSession(app: FastifyInstance, opts: SessionOptions) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  // Resolved sessions for a moment (features/auth/sessionCache.ts: what ends a session or changes a
  // user in this process reaches it at once); one joined query for the rest.
  const cache = sessionCache();
  app.addHook('onClose', async () => cache.close());

  app.addHook('preHandler', async (request) => {
    // A request with an API key acts as the key's owner only (features/api-keys/apiKeyAuth.ts).
    if (!isApiRequest(request) || request.apiKey) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const idHash = sessionHash(token);
    let user = cache.get(idHash);
    if (!user) {
      const started = cache.begin();
      const found = await opts.sessions.findUser(idHash);
      if (!found) return;
      cache.set(idHash, found.user, found.expiresAt, started);
      user = found.user;
    }
    request.user = user;
    request.sessionToken = token;
  });

  return {
    /** `openedWith`: the ID token the session was opened with, spent when it is ended. */
    async start(reply: FastifyReply, userId: string, openedWith?: OpenedWith) {
      const { token } = await opts.sessions.create(userId, opts.ttlSeconds, openedWith);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        maxAge: opts.ttlSeconds,
      });
    },
    /** With `spend` (logout), the ID token that opened the session opens no other. */
    async end(request: FastifyRequest, reply: FastifyReply, endOpts: { spend?: boolean } = {}) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await opts.sessions.delete(token, endOpts);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  };
}
export type SessionControl = ReturnType<typeof registerSession>;

/** The signed-in user, or a 401 with a detail. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'Authentication credentials were not provided.');
  return request.user;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | null;
  }
}
