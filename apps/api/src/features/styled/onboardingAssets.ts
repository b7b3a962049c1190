/**
 * The style preview's images and the manifest's static fallback (spec part 1 §7 "Landing"):
 *
 * - `GET /static/onboarding/styled/<file>` — a derived image of src/styled (JPEG or WebP),
 *   cached for a year (the names never change content); 404 for any name that is not one of
 *   them or not generated yet. Names are looked up in the fixed set, so no path can escape.
 * - `GET /static/onboarding/styled_manifest.json` — the same manifest as
 *   GET /api/v1/home-design/styled-manifest/.
 * - `GET /static/onboarding/living_room.jpg` — the preview's static living-room picture (spec
 *   part 1 §4: the fallback when an image fails to load), the furnished industrial sample.
 *
 * Registered on the root instance: it decorates `app.styledImages`, which the manifest route
 * (features/styled/routes.ts) reads, and starts the generation after listen.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styledImagesBase, styledManifestStaticPath } from '@hds/api-client/contract';
import { StyledImages } from './images.ts';
import { IMMUTABLE } from '../../web/static.ts';

export interface OnboardingAssetsOptions {
  /** Where the derived images are written (`<dataDir>/styled`). */
  dataDir: string;
  /** The committed masters; default apps/api/assets/styled, beside the samples. */
  samplesDir: string;
}

export const STATIC_LIVING_ROOM = '/static/onboarding/living_room.jpg';

/** Short: statuses change while the images are generated, and a re-render changes them. */
export const MANIFEST_CACHE = 'public, max-age=60';

export function sendStyledManifest(images: StyledImages | undefined, reply: FastifyReply) {
  if (!images) return reply.code(503).send({ detail: 'Service unavailable' });
  reply.header('Cache-Control', images.generating ? 'no-cache' : MANIFEST_CACHE);
  return reply.send(images.manifest());
}

export function registerOnboardingAssets(app: FastifyInstance, opts: OnboardingAssetsOptions) {
  const images = new StyledImages(
    resolve(opts.samplesDir, '..', 'styled'),
    join(opts.dataDir, 'styled'),
    {
      info: (msg) => app.log.info(msg),
      warn: (msg) => app.log.warn(msg),
      error: (obj, msg) => app.log.error(obj, msg),
    },
  );
  app.decorate('styledImages', images);
  // In the background once the server accepts requests: never in a request's path.
  app.addHook('onListen', (done) => {
    void images.start();
    done();
  });
  app.addHook('preClose', () => images.stop());

  app.get(styledManifestStaticPath, (_request, reply) => sendStyledManifest(images, reply));
  const livingRoom = join(opts.samplesDir, 'living_room', 'furnished_industrial_daylight.jpg');
  app.get(STATIC_LIVING_ROOM, async (_request, reply) => {
    const data = await readFile(livingRoom).catch(() => null);
    if (!data) return reply.code(404).send({ detail: 'Not found' });
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'public, max-age=86400')
      .send(data);
  });
  app.get<{ Params: { file: string } }>(`${styledImagesBase}:file`, async (request, reply) => {
    const { file } = request.params;
    const type = images.contentType(file);
    if (!type || !images.available(file)) return reply.code(404).send({ detail: 'Not found' });
    const data = await readFile(join(images.outDir, file)).catch(() => null);
    if (!data) return reply.code(404).send({ detail: 'Not found' });
    return reply
      .header('Content-Type', type)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The style preview's images (features/styled/onboardingAssets.ts). */
    styledImages?: StyledImages;
  }
}
