import type { FastifyReply, FastifyRequest } from 'fastify';
import { EMBED_NOT_FOUND, EMBED_REVOKED, embedOriginRefused } from '@hds/api-client/contract';
import { HttpError } from '../../plugins/errors.ts';
import type { EmbedRow, LeadsRepository } from './repository.ts';

/*
 * The embeds' cookie-less calls answer CORS only for each embed's exact allowed origins, and
 * check `Origin` on every call (README "Leads and embeds").
 */

/** Per client address: configuration reads and image fetches of the widgets, token reads. */
export const EMBED_READS_PER_MINUTE = 240;

export const embedNotFound = () => new HttpError(404, EMBED_NOT_FOUND);

export function originHeader(request: FastifyRequest): string | undefined {
  const o = request.headers.origin;
  return typeof o === 'string' ? o : undefined;
}

export function allowOrigin(reply: FastifyReply, origin: string) {
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Vary', 'Origin');
}

/** The answer to a preflight from an allowed origin. */
export function preflight(reply: FastifyReply, origin: string) {
  allowOrigin(reply, origin);
  reply.header('Access-Control-Allow-Methods', 'GET, POST');
  reply.header('Access-Control-Allow-Headers', 'Content-Type');
  reply.header('Access-Control-Max-Age', '600');
  return reply.status(204).send();
}

export type EmbedGate = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
) => Promise<EmbedRow>;

/**
 * The embed a public call names, live, called from one of its allowed origins: 404 unknown,
 * 410 revoked (with CORS for an allowed origin, so its widget can say so), 403 for a missing
 * or foreign Origin. Nothing is read or stored before this passes.
 */
export function embedGate(repo: LeadsRepository): EmbedGate {
  return async (request, reply, key) => {
    const embed = key.length <= 64 ? await repo.findEmbedByKey(key) : undefined;
    if (!embed) throw embedNotFound();
    const origin = originHeader(request);
    const allowed = origin !== undefined && (await repo.allows(embed.id, origin));
    reply.header('Vary', 'Origin');
    if (allowed) allowOrigin(reply, origin);
    if (embed.revoked_at) throw new HttpError(410, EMBED_REVOKED);
    if (!allowed) throw new HttpError(403, embedOriginRefused(origin));
    return embed;
  };
}
