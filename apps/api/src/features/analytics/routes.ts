import type { FastifyInstance } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import { ANALYTICS_LIMITS, AnalyticsBatch, analyticsPaths } from '@hds/api-client/contract';
import type { AnalyticsReply } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { analyticsRepository } from './repository.ts';

/**
 * One tab sends a batch every 3 s at most (20 a minute, plus one per page hide); this leaves
 * room for many tabs and for visitors behind one shared address.
 */
export const ANALYTICS_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

/**
 * The product-analytics endpoint the studio's facade sends to (no third party). Anyone with
 * the app's CSRF cookie may send, as every call of the app does; a session adds its user id.
 * A body over 32 KiB answers 413, a malformed one 400, each with a `{detail}`.
 */
export async function analyticsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const events = analyticsRepository(deps.db);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });

  app.post(
    analyticsPaths.events,
    { bodyLimit: ANALYTICS_LIMITS.maxBodyBytes, config: { rateLimit: ANALYTICS_RATE_LIMIT } },
    async (request, reply) => {
      const batch = parseWith(AnalyticsBatch, request.body);
      const accepted = await events.insertBatch(batch.events, request.user?.id ?? null);
      const body: AnalyticsReply = { accepted };
      return reply.status(202).send(body);
    },
  );
}
