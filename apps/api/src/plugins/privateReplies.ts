import type { FastifyInstance, FastifyRequest } from 'fastify';

const AUTH_ROUTES = '/api/v1/auth/';

/** Whether a reply is about someone: a session or an API key acts, or it signs in or out. */
const isPersonal = (request: FastifyRequest) =>
  request.user !== null ||
  request.apiKey !== null ||
  (request.routeOptions.url?.startsWith(AUTH_ROUTES) ?? false);

/**
 * Signed-in replies are `Cache-Control: private, no-store` (issue #44): a shared cache or the
 * browser's disk never keeps a user's projects, keys or e-mail. A route that chose its own
 * caching keeps it: media and mask images (`private, max-age=…`, their URLs are the
 * capability), a published gallery picture (`public`, the same for everyone). The reply cache
 * (lib/replyCache.ts) is the server's and unaffected; static assets are served to nobody in
 * particular (no session is resolved for them).
 */
export function registerPrivateReplies(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request)) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
