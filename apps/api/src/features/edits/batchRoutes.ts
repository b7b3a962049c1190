import type { FastifyInstance } from 'fastify';
import {
  EditOperation,
  type BatchDetail,
  type BatchItem,
  type BatchItemStatus,
  type BatchList,
} from '@hds/api-client/contract';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditRepository } from '../../db/audit.ts';
import { batchesRepository } from './batchesRepository.ts';
import { imagesRepository } from '../images/repository.ts';
import {
  CANCELLED_MESSAGE,
  JOB_PENDING,
  JOB_RUNNING,
  PREVIOUS_STEP_FAILED,
  jobsRepository,
  type JobRow,
} from './repository.ts';
import { serializers, type Serializers } from '../shared/serializers.ts';
import type { HomeDesignDeps } from '../shared/deps.ts';

const batchNotFound = () => notFound('Batch not found.');
const RECENT_BATCHES = 20;

/** An image's state in a batch from its jobs (the steps of the recipe, in order). */
function itemStatus(jobs: JobRow[]): { status: BatchItemStatus; error: string | null } {
  const failed = jobs.filter((j) => j.status === 'failed');
  if (failed.length) {
    // The step that failed says why; the steps after it only say a previous one failed.
    const first = failed.find((j) => j.error_message !== PREVIOUS_STEP_FAILED) ?? failed[0]!;
    return { status: 'failed', error: first.error_message };
  }
  if (jobs.every((j) => j.status === 'succeeded')) return { status: 'succeeded', error: null };
  if (jobs.every((j) => j.status === JOB_PENDING)) return { status: 'pending', error: null };
  return { status: 'in_progress', error: null };
}

/** Groups a batch's jobs by image, in the order the images were submitted. */
function byImage(jobs: JobRow[]): Map<string, JobRow[]> {
  const groups = new Map<string, JobRow[]>();
  for (const j of jobs) groups.set(j.image_id, [...(groups.get(j.image_id) ?? []), j]);
  for (const list of groups.values()) list.sort((a, b) => a.chain_step - b.chain_step);
  return groups;
}

function summary(id: string, jobs: JobRow[]): Omit<BatchDetail, 'items'> {
  const groups = [...byImage(jobs).values()];
  const counts = { pending: 0, in_progress: 0, succeeded: 0, failed: 0 };
  for (const g of groups) counts[itemStatus(g).status] += 1;
  const first = groups[0] ?? [];
  return {
    id,
    created_at: jobs.reduce((m, j) => (j.created_at < m ? j.created_at : m), jobs[0]!.created_at),
    operations: first.map((j) => EditOperation.parse(j.operation)),
    count: groups.length,
    counts,
    done: counts.pending + counts.in_progress === 0,
  };
}

/** Batches: a recipe or one edit over many images; read, list and cancel them as a whole. */
export async function batchRoutes(app: FastifyInstance, deps: HomeDesignDeps) {
  const batches = batchesRepository(deps.db);
  const images = imagesRepository(deps.db);
  const ser: Serializers = serializers(deps.signer);

  async function detail(userId: string, id: string): Promise<BatchDetail> {
    const jobs = await batches.jobs(userId, id);
    if (!jobs.length) throw batchNotFound();
    const groups = byImage(jobs);
    const wanted = [...groups.values()].flatMap((g) => [
      g[0]!.source_version_id,
      g[g.length - 1]!.version_id,
    ]);
    const names = await batches.imageNames(userId, [...groups.keys()]);
    const versions = new Map(
      (await images.findVersions(userId, wanted)).map((v) => [v.id, ser.version(v)]),
    );
    const items: BatchItem[] = [...groups.entries()].map(([image, g]) => {
      const { status, error } = itemStatus(g);
      return {
        image,
        name: names.get(image) ?? '',
        status,
        error_message: error,
        jobs: g.map((j) => j.id),
        source_version: versions.get(g[0]!.source_version_id) ?? null,
        result_version: versions.get(g[g.length - 1]!.version_id) ?? null,
      };
    });
    return { ...summary(id, jobs), items };
  }

  app.get('/batches/', async (request): Promise<BatchList> => {
    const user = requireUser(request);
    const ids = await batches.recentIds(user.id, RECENT_BATCHES);
    const jobs = await batches.jobsOf(user.id, ids);
    const results = ids.map((id) =>
      summary(
        id,
        jobs.filter((j) => j.batch_id === id),
      ),
    );
    return { results, count: results.length };
  });

  app.get<{ Params: { id: string } }>('/batches/:id/', async (request) => {
    const user = requireUser(request);
    return detail(user.id, request.params.id);
  });

  /** Cancels every job of the batch that has not finished; finished images keep their result. */
  app.post<{ Params: { id: string } }>('/batches/:id/cancel/', async (request) => {
    const user = requireUser(request);
    const jobs = await batches.jobs(user.id, request.params.id);
    if (!jobs.length) throw batchNotFound();
    const active = jobs.filter((j) => j.status === JOB_PENDING || j.status === JOB_RUNNING);
    if (!active.length) throw new HttpError(409, 'This batch has already finished');
    const repo = jobsRepository(deps.db);
    await deps.db.transaction().execute(async (trx) => {
      const r = jobsRepository(trx);
      for (const j of active) await r.requestCancel(j.id);
      await auditRepository(trx).record({
        userId: user.id,
        action: 'batch.cancel_requested',
        objectType: 'batch',
        objectId: request.params.id,
        details: { jobs: active.length },
      });
    });
    // Pending jobs end now; running ones end on their worker's next heartbeat (as one job's
    // cancel does). Chain steps waiting on a cancelled step end with it.
    for (const j of active) if (j.status === JOB_PENDING) await repo.fail(j.id, CANCELLED_MESSAGE);
    return detail(user.id, request.params.id);
  });
}
