import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HOME_DESIGN_BASE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_IN_PROGRESS,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
  UPLOAD_MAX_FILES,
} from '@hds/api-client/contract';
import type { Db } from '../db/connect.ts';
import { readMultipart, type MultipartUpload } from '../media/multipart.ts';
import { HttpError } from './errors.ts';

/*
 * `Idempotency-Key` (issue #27) on the calls that start jobs or store images: the first request
 * with a key (per user) runs and its 2xx reply is stored; a retry with the same key and the same
 * request gets that reply again (status, body, `Idempotent-Replayed: true`) and never a second
 * job or image; the same key with a different request is a 422; a retry while the first still
 * runs is a 409. A failed first request (4xx/5xx) leaves nothing behind, so its retry runs.
 * Records last 24 hours. Works for sessions and API keys alike.
 */

const HD = HOME_DESIGN_BASE;
/** The routes that honour Idempotency-Key (POST). */
export const IDEMPOTENT_ROUTES = new Set([
  `${HD}/transformations/:type/`,
  `${HD}/transformations/batch/`,
  `${HD}/projects/:id/batch_jobs/`,
  `${HD}/images/:id/empty_room/`,
  `${HD}/images/:id/remove_by_description/`,
  `${HD}/workflows/`,
  `${HD}/images/upload/`,
  `${HD}/images/batch-upload/`,
  `${HD}/projects/:id/upload_images/`,
]);
/** Of those, the multipart uploads (read here first, so their content is what is compared). */
const UPLOADS = new Set([
  `${HD}/images/upload/`,
  `${HD}/images/batch-upload/`,
  `${HD}/projects/:id/upload_images/`,
]);

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** A first request still 'in progress' after this is taken to have died with its process. */
const IN_PROGRESS_STALE_MS = 5 * 60 * 1000;

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

function multipartDigest(upload: MultipartUpload) {
  return {
    fields: upload.fields,
    files: upload.files.map((f) => ({ name: f.filename, sha256: sha256(f.data) })),
  };
}

interface Pending {
  userId: string;
  key: string;
}

export function registerIdempotency(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const pending = new WeakMap<FastifyRequest, Pending>();
  app.decorateRequest('multipartPreread', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const route = request.routeOptions.url;
    if (!route || !IDEMPOTENT_ROUTES.has(route)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
      throw new HttpError(400, IDEMPOTENCY_KEY_INVALID);
    }
    // Not signed in: the route answers its 401 as usual.
    if (!request.user) return;
    const userId = request.user.id;

    let body: unknown = request.body ?? null;
    if (UPLOADS.has(route)) {
      const upload = await readMultipart(request, { maxFiles: UPLOAD_MAX_FILES });
      request.multipartPreread = upload;
      body = multipartDigest(upload);
    }
    const fingerprint = sha256(
      canonical({ route, params: request.params ?? {}, query: request.query ?? {}, body }),
    );

    const now = new Date();
    const nowIso = now.toISOString();
    // Expired records of this user go first (a key may be reused a day later).
    await db
      .deleteFrom('idempotency_records')
      .where('user_id', '=', userId)
      .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString())
      .execute();
    const inserted = await db
      .insertInto('idempotency_records')
      .values({
        user_id: userId,
        idempotency_key: key,
        route,
        fingerprint,
        state: 'in_progress',
        status_code: null,
        body: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) {
      pending.set(request, { userId, key });
      return;
    }
    const existing = await db
      .selectFrom('idempotency_records')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!existing) throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS);
    if (existing.route !== route || existing.fingerprint !== fingerprint) {
      throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
    }
    if (existing.state === 'done' && existing.status_code !== null) {
      return reply
        .status(Number(existing.status_code))
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(existing.body ?? '');
    }
    if (Date.parse(existing.updated_at) > now.getTime() - IN_PROGRESS_STALE_MS) {
      throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS);
    }
    // The first request's process died: this one takes its place.
    const taken = await db
      .updateTable('idempotency_records')
      .set({ updated_at: nowIso })
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .where('state', '=', 'in_progress')
      .where('updated_at', '=', existing.updated_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS);
    pending.set(request, { userId, key });
  });

  // The first reply: a 2xx is kept for the retries (the object before serialisation).
  app.addHook('preSerialization', async (request, reply, payload) => {
    const p = pending.get(request);
    if (!p) return payload;
    pending.delete(request);
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await db
        .updateTable('idempotency_records')
        .set({
          state: 'done',
          status_code: reply.statusCode,
          body: JSON.stringify(payload),
          updated_at: new Date().toISOString(),
        })
        .where('user_id', '=', p.userId)
        .where('idempotency_key', '=', p.key)
        .execute();
    } else {
      pending.set(request, p);
    }
    return payload;
  });

  // A first request that did not succeed leaves no record: its retry runs afresh. Dropped
  // before the reply goes out (a client retrying at once finds the key free), and after it for
  // a request that ended without one.
  const release = async (request: FastifyRequest) => {
    const p = pending.get(request);
    if (!p) return;
    pending.delete(request);
    await db
      .deleteFrom('idempotency_records')
      .where('user_id', '=', p.userId)
      .where('idempotency_key', '=', p.key)
      .where('state', '=', 'in_progress')
      .execute()
      .catch((err: unknown) => request.log.warn({ err }, 'could not drop an idempotency record'));
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    await release(request);
    return payload;
  });
  app.addHook('onResponse', release);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** An upload read before its handler (Idempotency-Key compares its content). */
    multipartPreread: MultipartUpload | null;
  }
}
