import { EditOperation, operationArgs } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import { notifyJobEnded } from '../api-keys/webhooks.ts';
import { EngineError, type EngineRegistry, type Mask, type ObjectDetector } from '@hds/engine';
import { processUpload } from '../../media/processing.ts';
import { storeThenCommit } from '../../media/commit.ts';
import { HttpError } from '../../lib/httpError.ts';
import { detectionsRepository } from './detectionsRepository.ts';
import { imagesRepository } from '../images/repository.ts';
import { jobsRepository, type JobRow } from './repository.ts';
import type { Storage } from '../../storage/storage.ts';
import { looksUnchanged, nothingRemovedMessage } from './unchanged.ts';
import { decodeMaskPng } from './maskFile.ts';
import { masksRepository } from './masksRepository.ts';

export const GENERIC_FAILURE = 'Edit failed';

/** What a user reads when a job fails: the engine's own message, else the spec's 'Edit failed'. */
export function failureMessage(err: unknown): string {
  if (err instanceof EngineError && err.message) return err.message;
  if (err instanceof HttpError && err.statusCode < 500) return `${GENERIC_FAILURE}: ${err.detail}`;
  return GENERIC_FAILURE;
}

/** Thrown inside the commit when the job was cancelled or taken over: the files go again. */
class Discarded extends Error {}

export interface ExecuteDeps {
  db: Db;
  storage: Storage;
  engines: EngineRegistry;
}

export type Outcome = 'succeeded' | 'failed' | 'discarded';

/**
 * Runs one claimed job: reads the source version's full-resolution file, runs the chosen engine,
 * stores the result as original + preview + thumbnail (the same pipeline as uploads) and marks
 * job and version done in one transaction. Never throws: every failure ends the job as failed.
 */
export async function executeJob(
  deps: ExecuteDeps,
  job: JobRow,
  workerId: string,
  signal: AbortSignal,
): Promise<Outcome> {
  const outcome = await runJob(deps, job, workerId, signal);
  // job.succeeded / job.failed to the owner's API-key webhooks (issue #27).
  await notifyJobEnded(deps.db, job, outcome);
  return outcome;
}

async function runJob(
  deps: ExecuteDeps,
  job: JobRow,
  workerId: string,
  signal: AbortSignal,
): Promise<Outcome> {
  const jobs = jobsRepository(deps.db);
  const images = imagesRepository(deps.db);
  try {
    const operation = EditOperation.parse(job.operation);
    const source = await images.findVersion(job.user_id, job.source_version_id);
    if (!source || source.status !== 'completed' || !source.storage_key) {
      throw new EngineError('The version to edit is not available any more');
    }
    const input = await deps.storage.read(source.storage_key);
    if (!input) throw new EngineError('The file of the version to edit is missing');
    const choice = deps.engines.choose(operation);
    if (!choice.engine || !choice.availability.available) {
      throw new EngineError(
        choice.availability.available ? GENERIC_FAILURE : choice.availability.reason,
      );
    }
    const args = operationArgs[operation].parse(JSON.parse(job.args));
    const { detector: live } = deps.engines.detector();
    // What /detect_objects/ found on this version (same pixels) is not worked out again.
    const detector = live && reusingDetections(deps.db, source.id, live);
    const mask = await userMask(deps.db, job.user_id, args);
    const result = await choice.engine.run(operation, input, args as never, {
      signal,
      ...(detector ? { detector } : {}),
      ...(mask ? { mask } : {}),
    });
    signal.throwIfAborted();
    const nothingRemoved = nothingRemovedMessage(operation);
    if (nothingRemoved && (await looksUnchanged(input, result.data))) {
      throw new EngineError(nothingRemoved);
    }
    const processed = await processUpload(result.data);
    await storeThenCommit(deps, [{ name: job.operation, processed }], async ([img], trx) => {
      const ok = await jobsRepository(trx).complete(job.id, workerId, {
        storageKey: img!.originalKey,
        previewKey: img!.previewKey,
        thumbKey: img!.thumbKey,
        width: img!.width,
        height: img!.height,
      });
      if (!ok) throw new Discarded();
    });
    return 'succeeded';
  } catch (err) {
    if (err instanceof Discarded) {
      // Cancelled while finishing, or another worker owns the job now: it decides the end.
      const now = await jobs.findById(job.id);
      if (now?.cancel_requested === 1) {
        await jobs.fail(job.id, 'Job cancelled', workerId);
        return 'failed';
      }
      return 'discarded';
    }
    if (signal.aborted) {
      const now = await jobs.findById(job.id);
      if (now?.cancel_requested === 1) {
        await jobs.fail(job.id, 'Job cancelled', workerId);
        return 'failed';
      }
      // Aborted because the worker is shutting down or lost its lease: leave it to be
      // picked up again.
      return 'discarded';
    }
    return (await jobs.fail(job.id, failureMessage(err), workerId)) ? 'failed' : 'discarded';
  }
}

/** A detector that answers from the version's cached detections when there are some. */
function reusingDetections(db: Db, versionId: string, detector: ObjectDetector): ObjectDetector {
  return {
    async detect(image, signal) {
      const cached = await detectionsRepository(db).find(versionId);
      return cached ?? detector.detect(image, signal);
    },
  };
}

/** The mask the user drew for this edit (`args.mask_id`), in pixels; none when not given. */
async function userMask(db: Db, userId: string, args: object): Promise<Mask | undefined> {
  const id = (args as { mask_id?: unknown }).mask_id;
  if (typeof id !== 'string') return undefined;
  const png = await masksRepository(db).png(userId, id);
  if (!png) throw new EngineError('The mask of this edit is not available any more.');
  return decodeMaskPng(png);
}
