import type { FastifyInstance } from 'fastify';
import { sendStyledManifest } from './onboardingAssets.ts';

/**
 * GET /styled-manifest/ (spec part 1 §7 "Landing"): the style preview's images keyed by file
 * name, each with url and status. Public: the landing shows it before anyone signs in.
 */
export async function styledManifestRoutes(app: FastifyInstance) {
  app.get('/styled-manifest/', (request, reply) =>
    sendStyledManifest(request.server.styledImages, reply),
  );
}
