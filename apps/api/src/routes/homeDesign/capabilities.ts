import type { FastifyInstance } from 'fastify';
import type { Capabilities } from '@hds/api-client/contract';
import { LOCAL_LIMITS } from '@hds/engine';
import { requireUser } from '../../plugins/session.ts';
import type { EditRouteDeps } from './transformations.ts';

/**
 * Which operations the configured engines can run here, with the reason for each that cannot,
 * and for the local engine what it does and where it refuses (issue #38).
 */
export async function capabilityRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  app.get('/capabilities/', async (request) => {
    requireUser(request);
    const detection = deps.engines.detector();
    const body: Capabilities & Record<string, unknown> = {
      operations: deps.engines.capabilities().map((c) => ({
        operation: c.operation,
        available: c.availability.available,
        engine: c.engine?.name ?? null,
        reason: c.availability.available ? null : c.availability.reason,
        // What the built-in engine does itself and where it refuses rather than guess.
        local:
          c.engine?.name === 'local'
            ? (LOCAL_LIMITS[c.operation as keyof typeof LOCAL_LIMITS] ?? null)
            : null,
      })),
      detection: { available: !!detection.detector, reason: detection.reason },
      queue: deps.queue.mode,
    };
    return body;
  });
}
