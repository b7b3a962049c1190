import type { FastifyInstance } from 'fastify';
import { maskMessages } from '@hds/api-client/contract';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import { auditRepository } from '../../repositories/audit.ts';
import { imagesRepository } from '../../repositories/images.ts';
import { masksRepository } from '../../repositories/masks.ts';
import { readMultipart } from '../../media/multipart.ts';
import { checkMaskPng } from '../../media/maskFile.ts';
import { versionSize } from '../../media/versionSize.ts';
import { versionNotFound, type HomeDesignDeps } from './context.ts';

/**
 * Masks (issue #28): a user's corrected region for an edit, uploaded once for one version and
 * then named by `args.mask_id`. The PNG can be fetched again to refine an edit later.
 */
export async function maskRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const images = imagesRepository(deps.db);
  const masks = masksRepository(deps.db);

  app.post('/masks/', async (request, reply) => {
    const user = requireUser(request);
    const { files, fields } = await readMultipart(request, { maxFiles: 1 });
    const versionId = fields.version_id?.trim();
    if (!versionId) throw new HttpError(400, maskMessages.missingVersion);
    const version = await images.findVersion(user.id, versionId);
    if (!version) throw versionNotFound();
    if (version.status !== 'completed' || !version.storage_key) {
      throw new HttpError(409, 'This version is not ready yet: wait until it has completed');
    }
    const file = files[0];
    if (!file?.data.length) throw new HttpError(400, maskMessages.missingFile);
    const size = await versionSize(deps.storage, version);
    const checked = await checkMaskPng(file.data, size);
    const mask = await deps.db.transaction().execute(async (trx) => {
      const m = await masksRepository(trx).create({
        userId: user.id,
        versionId: version.id,
        ...checked,
      });
      await auditRepository(trx).record({
        userId: user.id,
        action: 'mask.created',
        objectType: 'mask',
        objectId: m.id,
        imageId: version.image_id,
        details: { version_id: version.id, coverage: Math.round(m.coverage * 1000) / 1000 },
      });
      return m;
    });
    return reply.status(201).send(mask);
  });

  app.get<{ Params: { id: string } }>('/masks/:id/', async (request) => {
    const user = requireUser(request);
    const mask = await masks.find(user.id, request.params.id);
    if (!mask) throw notFound(maskMessages.notFound);
    return mask;
  });

  app.get<{ Params: { id: string } }>('/masks/:id/png/', async (request, reply) => {
    const user = requireUser(request);
    const png = await masks.png(user.id, request.params.id);
    if (!png) throw notFound(maskMessages.notFound);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(png);
  });
}
