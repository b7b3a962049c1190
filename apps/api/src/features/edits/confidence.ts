import type { EditOperation } from '@hds/api-client/contract';
import {
  isConfidenceOperation,
  PreviewTimeoutError,
  regionArgs,
  type Assessment,
  type EngineRegistry,
  type MaskPreviewPool,
} from '@hds/engine';
import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/errors.ts';
import { detectionsRepository } from './detectionsRepository.ts';
import type { VersionRow } from '../images/repository.ts';
import type { Storage } from '../../storage/storage.ts';

/** Assessments kept: one a version, operation and region; each is a few numbers. */
const KEPT = 2000;

export interface ConfidenceGate {
  /**
   * Refuses (422) an edit the local engine would guess at: a sky replacement on a photo with no
   * visible sky, Add Furniture in a furnished room, a removal deeper than the fill takes.
   * Before any job, so no credit is spent; an edit with a mask the user confirmed goes ahead.
   */
  check(source: VersionRow, operation: EditOperation, args: Record<string, unknown>): Promise<void>;
}

/**
 * Issue #38's check at submit, on the mask preview's thread (the analysis takes a second or two of
 * CPU, which the event loop must not wait on). A version's pixels never change, so its answer is
 * kept per version, operation and the arguments that change the region.
 */
export function confidenceGate(deps: {
  db: Db;
  storage: Storage;
  engines: EngineRegistry;
  pool: MaskPreviewPool;
}): ConfidenceGate {
  const kept = new Map<string, Assessment>();
  const detections = detectionsRepository(deps.db);
  return {
    async check(source, operation, args) {
      if (!isConfidenceOperation(operation) || typeof args.mask_id === 'string') return;
      if (deps.engines.choose(operation).engine?.name !== 'local') return;
      if (!source.storage_key) return;
      const key = `${source.id} ${operation} ${operation === 'furniture' ? '' : regionArgs(operation, args)}`; // prettier-ignore
      let a = kept.get(key);
      if (!a) {
        const data = await deps.storage.read(source.storage_key);
        if (!data) throw new HttpError(409, 'The file of this version is missing');
        const known = await detections.find(source.id);
        const { detector } = deps.engines.detector();
        // A refused edit writes nothing: what the thread detected is not kept.
        const { detected: _, ...assessment } = await deps.pool
          .assess(data, operation, args, { detections: known, detect: !!detector })
          .catch((err: unknown) => {
            // Over the pool's time bound: the server's limit, said so, never a 500.
            if (err instanceof PreviewTimeoutError) throw new HttpError(503, err.message);
            throw err;
          });
        a = assessment;
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, a);
      }
      if (!a.confident)
        throw new HttpError(422, a.reason ?? 'The engine is not sure of this edit.');
    },
  };
}
