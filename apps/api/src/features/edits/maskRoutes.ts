import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MASK_GRID_MAX_SIDE,
  MaskClickBody,
  MaskPreviewBody,
  maskMessages,
  type MaskClickResult,
  OPERATION_LABELS,
  operationArgs,
  type MaskOperation,
  type MaskPreview,
} from '@hds/api-client/contract';
import { EngineError, maskPreviewPool, PreviewTimeoutError, regionArgs } from '@hds/engine';
import { byteLru } from '../../lib/byteLru.ts';
import { HttpError, notFound, parseWith } from '../../plugins/errors.ts';
import { detectionsRepository, keepDetections } from './detectionsRepository.ts';
import { requireUser } from '../auth/session.ts';
import { auditRepository } from '../../db/audit.ts';
import { imagesRepository } from '../images/repository.ts';
import { masksRepository } from './masksRepository.ts';
import { readMultipart } from '../../media/multipart.ts';
import { checkMaskPng } from './maskFile.ts';
import { versionSize } from './versionSize.ts';
import { versionNotFound } from '../shared/serializers.ts';
import type { EditRouteDeps } from './deps.ts';

/** What the preview cache may hold: about 30 previews of a 640 × 427 grid. */
const PREVIEW_CACHE_BYTES = 48 * 1024 * 1024;
/** Previews waiting for the thread at most: each takes one to two seconds of CPU. */
const PREVIEW_QUEUE_MAX = 8;
/** Previews one user may have worked out at once: one user must not hold the whole queue. */
const PREVIEWS_PER_USER = 2;
/** The operations whose region is what the detector found. */
const DETECTING = new Set<MaskOperation>(['object_removal', 'declutter', 'empty_room']);

/**
 * Masks (issue #28): a user's corrected region for an edit, uploaded once for one version and
 * then named by `args.mask_id`. The PNG can be fetched again to refine an edit later. The preview
 * answers the region the local engine would change, with the regions a click selects, worked
 * out on a thread of its own (engine/local/preview/) and kept in a bounded cache.
 */
export async function maskRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const images = imagesRepository(deps.db);
  const masks = masksRepository(deps.db);
  const detections = detectionsRepository(deps.db);
  // Previews are worked out on their own thread and kept per version, operation and the
  // arguments that change the region (a version's pixels never change).
  const pool = deps.previewPool ?? maskPreviewPool();
  if (!deps.previewPool) app.addHook('onClose', () => pool.close());
  const cache = byteLru<Omit<MaskPreview, 'cached'>>(PREVIEW_CACHE_BYTES);
  const inFlight = new Map<string, Promise<Omit<MaskPreview, 'cached'>>>();
  const perUser = new Map<string, number>();

  app.post<{ Params: { id: string } }>('/versions/:id/mask_preview/', async (request) => {
    const user = requireUser(request);
    // Another user's version is not found, whatever the body says.
    const version = await images.findVersion(user.id, request.params.id);
    if (!version) throw versionNotFound();
    const body = parseWith(MaskPreviewBody, request.body);
    const operation = body.operation;
    const args = parseWith(z.object({ args: operationArgs[operation] }), {
      args: body.args ?? {},
    }).args as Record<string, unknown>;
    if (version.status !== 'completed' || !version.storage_key) {
      throw new HttpError(409, 'This version is not ready yet: wait until it has completed');
    }
    const choice = deps.engines.choose(operation);
    const unavailable = choice.availability.available ? null : choice.availability.reason;
    if (!choice.engine || unavailable) {
      throw new HttpError(
        503,
        `${OPERATION_LABELS[operation]} is not available on this server: ${unavailable ?? 'no engine'}`,
      );
    }
    // Only the local engine's regions are known: another would change pixels of its own choice.
    if (choice.engine.name !== 'local') {
      throw new HttpError(400, maskMessages.engine(choice.engine.name));
    }
    const key = `${version.id} ${operation} ${regionArgs(operation, args)}`;
    const hit = cache.get(key);
    if (hit) return { ...hit, cached: true } satisfies MaskPreview;
    let work = inFlight.get(key);
    if (!work && pool.waiting >= PREVIEW_QUEUE_MAX) {
      throw new HttpError(
        503,
        'Too many mask previews are being worked out: try again in a moment',
      );
    }
    if (!work && (perUser.get(user.id) ?? 0) >= PREVIEWS_PER_USER) {
      throw new HttpError(
        429,
        'Your other mask previews are still being worked out: try again when they have arrived',
      );
    }
    if (!work) {
      const storageKey = version.storage_key;
      perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
      work = (async () => {
        const data = await deps.storage.read(storageKey);
        if (!data) throw new HttpError(409, 'The file of this version is missing');
        const known = await detections.find(version.id);
        const { detector, reason } = deps.engines.detector();
        if (DETECTING.has(operation) && !known && !detector) {
          throw new HttpError(503, reason ?? 'Object detection is not available');
        }
        const p = await pool
          .compute(data, operation, args, { detections: known, detect: !!detector })
          .catch((err: unknown) => {
            // The engine's refusal ('No wall was found in this picture to repaint.') is the
            // picture's, not the server's.
            if (err instanceof EngineError) throw new HttpError(422, err.message);
            // Over the pool's time bound: the server's limit, said so, never a 500.
            if (err instanceof PreviewTimeoutError) throw new HttpError(503, err.message);
            throw err;
          });
        if (p.detected && !known) {
          const at = { userId: user.id, imageId: version.image_id, versionId: version.id };
          await keepDetections(deps.db, at, p.detected);
        }
        const regions = Buffer.alloc(p.regions.length * 2);
        for (let i = 0; i < p.regions.length; i++) regions.writeUInt16LE(p.regions[i]!, i * 2);
        const preview: Omit<MaskPreview, 'cached'> = {
          version_id: version.id,
          operation,
          width: p.width,
          height: p.height,
          grid_width: p.grid_width,
          grid_height: p.grid_height,
          mask: Buffer.from(p.mask.buffer, p.mask.byteOffset, p.mask.length).toString('base64'),
          regions: regions.toString('base64'),
          region_count: p.region_count,
          coverage: Math.round(p.coverage * 10000) / 10000,
        };
        cache.set(key, preview, (preview.mask.length + preview.regions.length) * 2);
        return preview;
      })().finally(() => {
        inFlight.delete(key);
        const left = (perUser.get(user.id) ?? 1) - 1;
        if (left > 0) perUser.set(user.id, left);
        else perUser.delete(user.id);
      });
      inFlight.set(key, work);
    }
    return { ...(await work), cached: false } satisfies MaskPreview;
  });

  // A click in the mask editor (issue #38): the mask the user sees, changed by the local engine's
  // click segmenter on the preview's thread. Nothing is kept: the editor uploads the mask it ends
  // with (POST /masks/). It shares the preview's queue bounds, as it shares its thread.
  app.post<{ Params: { id: string } }>('/versions/:id/mask_click/', async (request) => {
    const user = requireUser(request);
    const version = await images.findVersion(user.id, request.params.id);
    if (!version) throw versionNotFound();
    const body = parseWith(MaskClickBody, request.body);
    const { grid_width: gw, grid_height: gh } = body;
    const data = Buffer.from(body.mask, 'base64');
    if (data.length !== gw * gh) throw new HttpError(400, maskMessages.clickGrid);
    if (body.clicks.some((c) => c.x >= gw || c.y >= gh)) {
      throw new HttpError(400, maskMessages.clickOutside);
    }
    if (version.status !== 'completed' || !version.storage_key) {
      throw new HttpError(409, 'This version is not ready yet: wait until it has completed');
    }
    // The preview's grid is the version scaled to at most MASK_GRID_MAX_SIDE (rounded once more
    // on the way, hence a cell of slack): another grid would click on a stretched picture.
    const size = await versionSize(deps.storage, version);
    const s = Math.min(1, MASK_GRID_MAX_SIDE / Math.max(size.width, size.height));
    if (Math.abs(size.width * s - gw) > 1.5 || Math.abs(size.height * s - gh) > 1.5) {
      throw new HttpError(400, maskMessages.clickGrid);
    }
    if (pool.waiting >= PREVIEW_QUEUE_MAX) {
      throw new HttpError(
        503,
        'Too many mask previews are being worked out: try again in a moment',
      );
    }
    if ((perUser.get(user.id) ?? 0) >= PREVIEWS_PER_USER) {
      throw new HttpError(
        429,
        'Your other mask previews are still being worked out: try again when they have arrived',
      );
    }
    perUser.set(user.id, (perUser.get(user.id) ?? 0) + 1);
    try {
      const source = await deps.storage.read(version.storage_key);
      if (!source) throw new HttpError(409, 'The file of this version is missing');
      const mask = new Uint8Array(data.length);
      for (let p = 0; p < data.length; p++) mask[p] = data[p]! >= 128 ? 255 : 0;
      const out = await pool
        .click(source, body.operation, { width: gw, height: gh, data: mask }, body.clicks)
        .catch((err: unknown) => {
          if (err instanceof EngineError) throw new HttpError(422, err.message);
          if (err instanceof PreviewTimeoutError) throw new HttpError(503, err.message);
          throw err;
        });
      let inside = 0;
      for (let p = 0; p < out.data.length; p++) if (out.data[p]! >= 128) inside++;
      return {
        version_id: version.id,
        operation: body.operation,
        grid_width: out.width,
        grid_height: out.height,
        mask: Buffer.from(out.data.buffer, out.data.byteOffset, out.data.length).toString('base64'),
        coverage: Math.round((inside / out.data.length) * 10000) / 10000,
      } satisfies MaskClickResult;
    } finally {
      const left = (perUser.get(user.id) ?? 1) - 1;
      if (left > 0) perUser.set(user.id, left);
      else perUser.delete(user.id);
    }
  });

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
