import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Storage } from '../storage/storage.ts';

export const READY_PATH = '/api/ready';

/** A key of the shape `newKey` makes that no upload ever gets (all zeros): stat finds nothing. */
const PROBE_KEY = `${'0'.repeat(32)}.png`;
const CHECK_TIMEOUT_MS = 3000;

export interface ReadinessDeps {
  db: Db;
  storage: Storage;
  /** Throws when the job queue cannot take work (queue/index.ts). */
  queueReady: () => Promise<void>;
}

const within = <T>(ms: number, work: Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * `GET /api/ready`: whether this process can serve — the database answers, the media store
 * answers (a stat of a key that never exists: a HEAD on S3), and the queue is reachable. 503
 * with the failing parts in `detail` takes the process out of a load balancer's rotation;
 * `/api/health` stays the liveness probe.
 */
export async function readinessRoutes(app: FastifyInstance, deps: ReadinessDeps) {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(deps.db),
    storage: () => deps.storage.stat(PROBE_KEY),
    queue: () => deps.queueReady(),
  };
  app.get(READY_PATH, async (request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(CHECK_TIMEOUT_MS, check());
          return [name, 'ok'] as const;
        } catch (err) {
          request.log.warn({ check: name, err: String(err) }, 'readiness check failed');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const failed = results.filter(([, state]) => state !== 'ok').map(([name]) => name);
    const status = Object.fromEntries(results);
    if (failed.length) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ detail: `Not ready: ${failed.join(', ')} unavailable`, checks: status });
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready', checks: status });
  });
}
