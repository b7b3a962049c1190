import type { FastifyInstance } from 'fastify';
import type { Capabilities } from '@hds/api-client/contract';
import { LOCAL_LIMITS, modelStates, OPERATION_MODELS } from '@hds/engine';
import { requireUser } from '../auth/session.ts';
import type { EditRouteDeps } from './deps.ts';

/**
 * Which operations the configured engines can run here, with the reason for each that cannot,
 * and for the local engine what it does and where it refuses (issue #38) and which models it runs
 * with (issue #39).
 */
export async function capabilityRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  app.get('/capabilities/', async (request) => {
    requireUser(request);
    const detection = deps.engines.detector();
    // MODELS_DIR is the process's, as the job workers' seams read it.
    const models = await modelStates(deps.engines.seams);
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
        models:
          c.engine?.name === 'local'
            ? (OPERATION_MODELS[c.operation] ?? []).map((kind) => models[kind])
            : null,
      })),
      /** Every model kind, the mask editor's click included. */
      models: Object.values(models),
      detection: { available: !!detection.detector, reason: detection.reason },
      queue: deps.queue.mode,
    };
    return body;
  });
}
