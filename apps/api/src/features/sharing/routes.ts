import type { FastifyInstance } from 'fastify';
import rateLimit from '../../ops/rateLimit.ts';
import {
  SHARE_LINK_INVALID,
  SHARE_UPLOAD_FORBIDDEN,
  TrackAccessBody,
  UPLOAD_MAX_FILES,
  uploadMessages,
  type SharedBoard,
} from '@hds/api-client/contract';
import { HttpError, parseWith } from '../../plugins/errors.ts';
import { autoBoardName, boardsRepository, isLive } from '../boards/repository.ts';
import { imagesRepository } from '../images/repository.ts';
import { readMultipart } from '../../media/multipart.ts';
import { prepareImages } from '../../media/prepare.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';
import { boardSerializers } from '../boards/serializers.ts';
import { uploadInto } from '../images/service.ts';

/**
 * Per client address and route; generous for people, tight for scripts walking tokens,
 * inflating open counts or flooding uploads. A page view costs one `view` and one `track`.
 */
export const SHARE_RATE_LIMITS = {
  view: { max: 120, timeWindow: '1 minute' },
  track: { max: 120, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * The public side of share links (spec part 2 §7): no session, the token is the capability.
 * A revoked, expired or unknown token answers the same 404, so a token's history never leaks.
 */
export async function shareRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const boards = boardsRepository(deps.db);
  const images = imagesRepository(deps.db);
  const ser = boardSerializers(deps.signer);
  await app.register(rateLimit, {
    global: false,
    // Thrown by the plugin into the error handler, which only trusts an HttpError's detail.
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} seconds`),
  });

  async function liveLink(token: string) {
    const link = await boards.findLinkByToken(token);
    if (!link || !isLive(link)) throw new HttpError(404, SHARE_LINK_INVALID);
    const board = await boards.boardOfLink(link);
    if (!board) throw new HttpError(404, SHARE_LINK_INVALID);
    return { link, board };
  }

  app.get<{ Params: { token: string } }>(
    '/share/:token/',
    { config: { rateLimit: SHARE_RATE_LIMITS.view } },
    async (request, reply): Promise<SharedBoard> => {
      // The owner adds, removes and reorders through PATCH: a kept copy would show the old board.
      void reply.header('cache-control', 'no-store');
      const { link, board } = await liveLink(request.params.token);
      const versions = await boards.versionsOf([board]);
      return {
        name: board.is_auto_generated ? autoBoardName(board.project_title) : board.name,
        description: board.description,
        project_name: board.project_title,
        permission: link.permission as SharedBoard['permission'],
        versions: versions.map(ser.sharedVersion(link.id)),
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/share/:token/upload/',
    { config: { rateLimit: SHARE_RATE_LIMITS.upload } },
    async (request, reply) => {
      const { link, board } = await liveLink(request.params.token);
      if (link.permission !== 'upload') throw new HttpError(403, SHARE_UPLOAD_FORBIDDEN);
      const { files } = await readMultipart(request, { maxFiles: UPLOAD_MAX_FILES });
      if (!files.length) throw new HttpError(400, uploadMessages.noFile);
      // Same validation as the owner's uploads; the images join the owner's project.
      const ids = await uploadInto(
        deps,
        link.user_id,
        board.project_id,
        await prepareImages(files),
        { uploader: 'share-link' },
      );
      const originals = (await images.versionsOf(ids)).filter((v) => v.kind === 'original');
      // A chosen board shows what was uploaded through it; the auto board follows the project.
      if (!board.is_auto_generated) {
        await boards.appendVersions(
          board.id,
          originals.map((v) => v.id),
        );
      }
      return reply
        .status(201)
        .send({ uploaded: originals.length, versions: originals.map(ser.sharedVersion(link.id)) });
    },
  );

  // The viewer reports an opened link; unknown and dead tokens are ignored without telling why.
  app.post(
    '/share-links/track-access/',
    { config: { rateLimit: SHARE_RATE_LIMITS.track } },
    async (request) => {
      const { token } = parseWith(TrackAccessBody, request.body);
      const link = await boards.findLinkByToken(token);
      if (link && isLive(link)) await boards.trackAccess(link.id);
      return { success: true };
    },
  );
}
