import type { FastifyReply, FastifyRequest } from 'fastify';
import { changeStampOf, type Db } from '../db/connect.ts';
import { byteLru } from './byteLru.ts';

/** How long a kept reply may be served; its signed media URLs live hours longer. */
const TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  stamp: string;
  at: number;
  /** The JSON as bytes: a kept string would be encoded again on every send. */
  body: Buffer;
}

/**
 * Signed-in reads whose reply is a function of the user, the URL and the database alone (a
 * project, its images, a page of them) are kept serialised and served again while nothing at
 * all has been written to the database since (`changeStampOf`): the project page and its first
 * page of images cost ~1 ms of CPU to read and serialise, a kept reply a few µs. Any write by
 * any process (an upload, an edit the worker finishes, a tag) makes every entry stale, so a
 * reply is never older than the data; without a change stamp (PostgreSQL) nothing is kept.
 */
export interface ReplyCache {
  /** Serves `handler`'s reply (an object) as JSON, kept per `key`. */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    handler: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  readonly stats: { hits: number; misses: number };
}

export function replyCache(db: Db, now: () => number = Date.now): ReplyCache {
  const stampOf = changeStampOf(db);
  const entries = byteLru<Entry>(MAX_BYTES);
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    async serve(_request, reply, key, handler) {
      // Read before the data, so a write during the handler leaves the entry stale, not wrong.
      const stamp = stampOf?.() ?? null;
      if (stamp !== null) {
        const hit = entries.get(key);
        if (hit && hit.stamp === stamp && now() - hit.at < TTL_MS) {
          stats.hits++;
          return reply.type('application/json; charset=utf-8').send(hit.body);
        }
      }
      stats.misses++;
      const body = Buffer.from(JSON.stringify(await handler()));
      if (stamp !== null) entries.set(key, { stamp, at: now(), body }, body.length);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}
