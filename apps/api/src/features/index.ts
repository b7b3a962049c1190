import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hds/api-client/contract';
import type { HomeDesignDeps } from './shared/deps.ts';
import { boardRoutes } from './boards/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { shareRoutes } from './sharing/routes.ts';
import { tagRoutes } from './images/tagRoutes.ts';
import { userRoutes } from './account/routes.ts';
import { capabilityRoutes } from './edits/capabilityRoutes.ts';
import { exportRoutes } from './projects/export.ts';
import { galleryRoutes, type GalleryRouteDeps } from './gallery/routes.ts';
import { jobRoutes } from './edits/jobRoutes.ts';
import { recipeRoutes } from './recipes/routes.ts';
import { batchRoutes } from './edits/batchRoutes.ts';
import { transformationRoutes, type EditRouteDeps } from './edits/routes.ts';
import { workflowRoutes } from './recipes/workflowRoutes.ts';
import { styledManifestRoutes } from './styled/routes.ts';
import { listingRoutes, type ListingRouteDeps } from './listings/routes.ts';
import { maskRoutes } from './edits/maskRoutes.ts';
import { maskPreviewPool } from '@hds/engine';
import { confidenceGate } from './edits/confidence.ts';

export type { HomeDesignDeps } from './shared/deps.ts';

/** Everything under /api/v1/home-design (register with that prefix). */
export async function homeDesignRoutes(
  app: FastifyInstance,
  opts: EditRouteDeps & Pick<GalleryRouteDeps, 'gallery'> & Pick<ListingRouteDeps, 'listings'>,
) {
  // Passed on without Fastify's own options (a `prefix` here would apply twice).
  const deps: HomeDesignDeps = {
    db: opts.db,
    storage: opts.storage,
    signer: opts.signer,
    samplesDir: opts.samplesDir,
    limits: opts.limits,
    plans: opts.plans,
    reads: opts.reads,
  };
  // One thread for the mask previews and the confidence check at submit (issue #38): both run
  // the same analysis, and a preview's detection is kept for the check.
  const previewPool = opts.previewPool ?? maskPreviewPool();
  app.addHook('onClose', () => previewPool.close());
  const confidence =
    opts.confidence ??
    confidenceGate({
      db: opts.db,
      storage: opts.storage,
      engines: opts.engines,
      pool: previewPool,
    });
  const editDeps: EditRouteDeps = {
    ...deps,
    engines: opts.engines,
    queue: opts.queue,
    previewPool,
    confidence,
  };
  // Uploads are read part by part with their own caps (media/multipart.ts); these are the ceilings.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 20, parts: 40 },
  });
  // In the order they have always been registered in.
  const owned = [projectRoutes, imageRoutes, tagRoutes, userRoutes, boardRoutes, shareRoutes];
  for (const routes of owned) await app.register(routes, deps);
  const edits = [transformationRoutes, jobRoutes, workflowRoutes, recipeRoutes];
  for (const routes of edits) await app.register(routes, editDeps);
  await app.register(batchRoutes, deps);
  await app.register(capabilityRoutes, editDeps);
  await app.register(exportRoutes, deps);
  await app.register(galleryRoutes, { ...deps, gallery: opts.gallery });
  await app.register(styledManifestRoutes);
  await app.register(listingRoutes, { ...deps, listings: opts.listings });
  await app.register(maskRoutes, editDeps);
}
