import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthPath } from '@hds/api-client/contract';
import type { Db } from '../db/connect.ts';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db; version: string }) {
  app.get(healthPath, async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok', version: deps.version, database: 'ok' };
    } catch {
      return reply.status(503).send({ detail: 'Database unavailable', status: 'degraded' });
    }
  });
}
