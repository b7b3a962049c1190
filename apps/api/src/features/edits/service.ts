import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  EditOperation,
  GENERATED_OPERATIONS,
  maskMessages,
  OPERATION_LABELS,
  OPERATIONS,
  TRANSFORMATION_PATHS,
  operationArgs as contractArgs,
  upscaleFits,
  upscaleMessages,
} from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';
import type { EngineRegistry } from '@hds/engine';
import { HttpError, notFound, parseWith } from '../../plugins/errors.ts';
import { auditRepository } from '../../db/audit.ts';
import { imagesRepository, type ImageRow, type VersionRow } from '../images/repository.ts';
import { jobsRepository, type JobRow } from './repository.ts';
import { masksRepository } from './masksRepository.ts';
import { usageRepository } from '../account/usageRepository.ts';
import type { JobQueue } from '../../queue/index.ts';
import { DEFAULT_PLANS, planIdOf, type PlanTable } from '../../plans.ts';
import type { ConfidenceGate } from './confidence.ts';

export interface EditDeps {
  db: Db;
  engines: EngineRegistry;
  queue: JobQueue;
  /** The local engine's confidence check (issue #38); without it jobs refuse by themselves. */
  confidence?: ConfidenceGate;
  /** The monthly designs of each plan. @default DEFAULT_PLANS */
  plans?: PlanTable;
}

/** The signed-in user as the quota needs it. */
export interface Submitter {
  id: string;
  isAnonymous: boolean;
  /** The plan an operator set (users.plan); none: the default plan. */
  plan?: string | null;
}

/**
 * An operation named by a transformation path segment (`wall-color`), its operation name
 * (`wall_color`) or a spelling with either separator; null when unknown.
 */
export function resolveOperation(name: string | undefined): EditOperation | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  if (TRANSFORMATION_PATHS[key]) return TRANSFORMATION_PATHS[key];
  const underscored = key.replace(/-/g, '_');
  return (OPERATIONS as readonly string[]).includes(underscored)
    ? (underscored as EditOperation)
    : (TRANSFORMATION_PATHS[key.replace(/_/g, '-')] ?? null);
}

export const unknownTransformation = (name: string, field = 'transformation') =>
  new HttpError(400, `${field}: unknown transformation type '${name}'`);

/** The args of an operation, parsed with the shared schema; a 400 names the bad field. */
export function parseArgs(operation: EditOperation, args: unknown): Record<string, unknown> {
  const schema = z.object({ args: operationArgsSchema(operation) });
  const parsed = parseWith(schema, { args: args ?? {} }).args;
  if (
    operation === 'object_removal' &&
    !(Array.isArray(parsed.categories) && parsed.categories.length) &&
    !parsed.description &&
    // A brushed mask says what to remove by itself.
    !parsed.mask_id
  ) {
    throw new HttpError(400, 'categories: choose at least one');
  }
  return parsed;
}

function operationArgsSchema(operation: EditOperation): z.ZodType<Record<string, unknown>> {
  // Each schema parses to its own args type; they are all plain objects.
  return contractArgs[operation] as unknown as z.ZodType<Record<string, unknown>>;
}

/** One edit of one image as a caller asked for it. */
export interface EditRequest {
  imageId: string;
  /** Defaults to the image's primary version. */
  versionId?: string | undefined;
  operation: EditOperation;
  args: Record<string, unknown>;
}

/**
 * Refuses (400) an upscale whose result would pass the output limit, before anything is queued:
 * such a job could only fail. In a chain each step starts from the size the step before made
 * (an upscale multiplies it; the other edits keep it).
 */
export function checkUpscaleSizes(
  requests: EditRequest[],
  sources: Array<{ width: number | null; height: number | null }>,
  opts: { chain?: boolean } = {},
): void {
  let size: { width: number; height: number } | null = null;
  for (const [i, r] of requests.entries()) {
    const src = opts.chain && i > 0 ? null : sources[i];
    if (src) size = src.width && src.height ? { width: src.width, height: src.height } : null;
    if (r.operation !== 'upscale' || !size) continue;
    const scale = Number(r.args.scale);
    if (!upscaleFits(size.width, size.height, scale)) {
      throw new HttpError(400, upscaleMessages.tooLarge(size.width, size.height, scale));
    }
    size = { width: size.width * scale, height: size.height * scale };
  }
}

export interface Submitted {
  jobs: JobRow[];
  /** The pending versions, in the order of `jobs`. */
  versions: VersionRow[];
}

/** A version's size, or its image's when the version has none recorded. */
const withSize = (v: VersionRow, img: ImageRow) => ({
  width: v.width ?? img.width,
  height: v.height ?? img.height,
});

export function editService(deps: EditDeps) {
  const images = imagesRepository(deps.db);
  const jobs = jobsRepository(deps.db);
  const usage = usageRepository(deps.db);

  async function ownedImage(userId: string, imageId: string): Promise<ImageRow> {
    const row = await images.find(userId, imageId);
    if (!row) throw notFound('Image not found.');
    return row;
  }

  /** The version to edit: the named one (of that image), else the primary one. */
  async function sourceVersion(userId: string, imageId: string, versionId?: string) {
    if (versionId) {
      const v = await images.findVersion(userId, versionId);
      if (!v || v.image_id !== imageId) throw notFound('Version not found.');
      if (v.status !== 'completed') {
        throw new HttpError(409, 'This version is not ready yet: wait until it has completed');
      }
      return v;
    }
    const all = await images.versionsOf([imageId]);
    const v = all.find((x) => x.is_primary === 1 && x.status === 'completed');
    if (!v) throw notFound('Version not found.');
    return v;
  }

  /**
   * A mask named in the args is the user's own (else 404, like any id) and was drawn on the very
   * version the edit starts from: on any other its pixels would cover the wrong things.
   */
  async function checkMasks(
    userId: string,
    requests: EditRequest[],
    sourceOf: (i: number) => VersionRow | undefined,
  ) {
    for (const [i, r] of requests.entries()) {
      const maskId = (r.args as { mask_id?: unknown }).mask_id;
      if (typeof maskId !== 'string') continue;
      const mask = await masksRepository(deps.db).find(userId, maskId);
      if (!mask) throw notFound(maskMessages.notFound);
      // Only the local engine reads masks so far: a generative one would ignore it silently.
      const engine = deps.engines.choose(r.operation).engine?.name;
      if (engine && engine !== 'local') throw new HttpError(400, maskMessages.engine(engine));
      if (mask.version_id !== sourceOf(i)?.id) throw new HttpError(400, maskMessages.otherVersion);
    }
  }

  function requireAvailable(operation: EditOperation) {
    const choice = deps.engines.choose(operation);
    if (!choice.availability.available) {
      throw new HttpError(
        503,
        `${OPERATION_LABELS[operation]} is not available on this server: ${choice.availability.reason}`,
      );
    }
  }

  async function checkQuota(user: Submitter, wanted: number) {
    const limit = (deps.plans ?? DEFAULT_PLANS)[planIdOf(user)].monthlyDesigns;
    const used = (await usage.countThisMonth(user.id)) + (await jobs.activeCount(user.id));
    if (used + wanted > limit) {
      const more = user.isAnonymous ? ' Sign in with Google for a higher limit.' : '';
      throw new HttpError(
        429,
        `Monthly design limit reached: ${used} of ${limit} designs used this month` +
          (wanted > 1 ? ` and ${wanted} more requested` : '') +
          `.${more}`,
      );
    }
  }

  /**
   * Queues edits: every check first (ownership 404, args 400, engine 503, upscale size 400,
   * quota 429, the local engine's confidence 422), then the pending versions and jobs in one transaction, then a nudge to the
   * queue. With `chain`, the requests are steps on one image, each editing the previous step's
   * result.
   */
  async function submit(
    user: Submitter,
    requests: EditRequest[],
    opts: { chain?: boolean; batch?: boolean; chainLength?: number } = {},
  ): Promise<Submitted & { chainId: string | null; batchId: string | null }> {
    // `chain`: all requests are one chain; `chainLength` (with `batch`): consecutive groups of
    // that many requests are one chain each (a recipe's steps on every image of a batch).
    const steps = opts.chain ? requests.length : Math.max(1, opts.chainLength ?? 1);
    const chained = steps > 1;
    const stepOf = (i: number) => i % steps;
    const sources: VersionRow[] = [];
    const imageRows: ImageRow[] = [];
    for (const [i, r] of requests.entries()) {
      const img = await ownedImage(user.id, r.imageId);
      imageRows.push(img);
      if (stepOf(i) === 0) sources.push(await sourceVersion(user.id, r.imageId, r.versionId));
      requireAvailable(r.operation);
    }
    await checkMasks(user.id, requests, (i) => (stepOf(i) === 0 ? sources[i / steps] : undefined));
    for (let g = 0; g * steps < requests.length; g++) {
      const group = requests.slice(g * steps, (g + 1) * steps);
      checkUpscaleSizes(group, [withSize(sources[g]!, imageRows[g * steps]!)], { chain: true });
    }
    await checkQuota(user, requests.length);
    // Last, as the dearest check: a second or two of analysis per picture. A batch's images are
    // many; there each job refuses by itself, which spends no credit either (only completed
    // designs count).
    if (!opts.batch)
      for (const [i, r] of requests.entries())
        if (stepOf(i) === 0) await deps.confidence?.check(sources[i / steps]!, r.operation, r.args);
    const chainIds = sources.map(() => (chained ? randomUUID() : null));
    const chainId = opts.chain ? chainIds[0]! : null;
    const batchId = opts.batch ? randomUUID() : null;
    const created = await deps.db.transaction().execute(async (trx) => {
      const audit = auditRepository(trx);
      const out: JobRow[] = [];
      const base = Date.now();
      for (const [i, r] of requests.entries()) {
        const step = stepOf(i);
        const prev = step > 0 ? out[i - 1] : undefined;
        const group = Math.floor(i / steps);
        const job = await jobsRepository(trx).create(
          trx,
          {
            userId: user.id,
            imageId: r.imageId,
            operation: r.operation,
            args: r.args,
            sourceVersionId: prev ? prev.version_id : sources[group]!.id,
            kind: GENERATED_OPERATIONS.includes(r.operation) ? 'generated' : 'edited',
            label: OPERATION_LABELS[r.operation],
            chainId: chainIds[group] ?? null,
            chainStep: chained ? step : 0,
            afterJobId: prev ? prev.id : null,
            batchId,
          },
          // A millisecond apart, so the jobs list and run in the order asked.
          new Date(base + i),
        );
        out.push(job);
        await audit.record({
          userId: user.id,
          action: 'transformation.submit',
          objectType: 'job',
          objectId: job.id,
          details: { operation: r.operation, version_id: job.version_id, args: r.args },
          projectId: imageRows[i]!.project_id,
          imageId: r.imageId,
        });
      }
      return out;
    });
    // Read the versions before waking the queue: the reply shows them as created (pending),
    // not whatever state an in-process worker has already moved them to.
    const versions = await images.findVersions(
      user.id,
      created.map((j) => j.version_id),
    );
    await deps.queue.submit(created.filter((j) => !j.after_job_id).map((j) => j.id));
    const byId = new Map(versions.map((v) => [v.id, v]));
    return {
      jobs: created,
      versions: created.map((j) => byId.get(j.version_id)!),
      chainId,
      batchId,
    };
  }

  /** A new job (and pending version) for the same input, operation and args as `job`. */
  async function retry(user: Submitter, job: JobRow) {
    if (job.status !== 'failed') {
      throw new HttpError(409, 'Only a failed job can be retried');
    }
    const operation = EditOperation.parse(job.operation);
    const args = JSON.parse(job.args) as Record<string, unknown>;
    const source = await images.findVersion(user.id, job.source_version_id);
    if (!source || source.status !== 'completed') {
      throw new HttpError(409, 'The version this job edited is not available any more');
    }
    requireAvailable(operation);
    checkUpscaleSizes([{ imageId: job.image_id, operation, args }], [source]);
    await checkQuota(user, 1);
    const created = await deps.db.transaction().execute(async (trx) => {
      const row = await jobsRepository(trx).create(trx, {
        userId: user.id,
        imageId: job.image_id,
        operation,
        args,
        sourceVersionId: source.id,
        kind: GENERATED_OPERATIONS.includes(operation) ? 'generated' : 'edited',
        label: OPERATION_LABELS[operation],
        retryOf: job.id,
      });
      await auditRepository(trx).record({
        userId: user.id,
        action: 'transformation.retry',
        objectType: 'job',
        objectId: row.id,
        details: { operation, retry_of: job.id, version_id: row.version_id },
        imageId: job.image_id,
      });
      return row;
    });
    const version = (await images.findVersion(user.id, created.version_id))!;
    await deps.queue.submit([created.id]);
    return { jobs: [created], versions: [version] };
  }

  return { submit, retry, ownedImage, sourceVersion, requireAvailable };
}
export type EditService = ReturnType<typeof editService>;
