import type { FastifyInstance } from 'fastify';
import { SHARE_LINK_INVALID } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/errors.ts';
import { boardsRepository, isLive } from '../boards/repository.ts';
import { revokedMediaRepository } from '../auth/revocationsRepository.ts';
import { MEDIA_PREFIX, type MediaSigner } from '../../media/signing.ts';
import { contentTypeOf } from '../../media/processing.ts';
import { isValidKey, type Storage } from '../../storage/storage.ts';

/**
 * GET /media/{key}?exp=…&sig=…: serves stored media to anyone holding a valid, unexpired
 * signed URL (so <img> tags and share recipients need no cookie). No listing exists.
 * A share recipient's URL also names its link (`l`, under the signature) and serves only
 * while that link is live: one primary-key lookup per fetch, uncached, so a revocation
 * or an expiry ends every URL the link handed out at once, on every instance. The media of an
 * account whose deletion was requested answers 404 from then on (one more primary-key lookup,
 * uncached for the same reason), though its signatures have not expired.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  deps: { storage: Storage; signer: MediaSigner; db: Db },
) {
  const links = boardsRepository(deps.db);
  const revoked = revokedMediaRepository(deps.db);
  // No listing, and no falling through to the web app's fallback page under /media.
  const none = async () => {
    throw new HttpError(404, 'Media not found.');
  };
  app.get(MEDIA_PREFIX, none);
  app.get(`${MEDIA_PREFIX}*`, none);
  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    `${MEDIA_PREFIX}:key`,
    async (request, reply) => {
      const { key } = request.params;
      const { exp, sig, l: linkId } = request.query;
      const problem =
        linkId === undefined
          ? deps.signer.check(key, exp, sig)
          : deps.signer.checkShared(key, linkId, exp, sig);
      if (problem) throw new HttpError(403, problem);
      if (typeof linkId === 'string') {
        const link = await links.findLinkById(linkId);
        if (!link || !isLive(link)) throw new HttpError(404, SHARE_LINK_INVALID);
      }
      if (!isValidKey(key) || (await revoked.isRevoked(key))) {
        throw new HttpError(404, 'Media not found.');
      }
      const file = await deps.storage.open(key);
      if (!file) throw new HttpError(404, 'Media not found.');
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const maxAge = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
      reply.header('Content-Type', contentTypeOf(ext));
      reply.header('Content-Length', String(file.size));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', `private, max-age=${maxAge}`);
      return reply.send(file.stream);
    },
  );
}
