import type { FastifyInstance } from 'fastify';
import {
  EDIT_RETRY_LIMIT,
  EDIT_RETRY_LIMIT_REACHED,
  EditJobsQuery,
  type JobList,
} from '@hds/api-client/contract';
import { HttpError, notFound, parseWith } from '../../plugins/errors.ts';
import { requireUser } from '../auth/session.ts';
import { auditedWrite } from '../../db/audit.ts';
import { CANCELLED_MESSAGE, jobsRepository } from './repository.ts';
import { editService } from './service.ts';
import { submittedReply, toJob } from './serialize.ts';
import { serializers } from '../shared/serializers.ts';
import type { EditRouteDeps } from './deps.ts';

const jobNotFound = () => notFound('Job not found.');

/** Jobs: status for polling, lists, cancel and retry. */
export async function jobRoutes(app: FastifyInstance, deps: EditRouteDeps) {
  const jobs = jobsRepository(deps.db);
  const edits = editService(deps);
  const ser = serializers(deps.signer);

  async function owned(userId: string, id: string) {
    const row = await jobs.find(userId, id);
    if (!row) throw jobNotFound();
    return row;
  }

  const detail = async (request: { params: { id: string } } & Parameters<typeof requireUser>[0]) =>
    toJob(await owned(requireUser(request).id, request.params.id));

  app.get<{ Params: { id: string } }>('/jobs/:id/', detail);
  app.get<{ Params: { id: string } }>('/edit-jobs/:id/', detail);
  app.get<{ Params: { id: string } }>('/edit-jobs/:id/status/', detail);

  app.get('/edit-jobs/', async (request): Promise<JobList> => {
    const user = requireUser(request);
    const q = parseWith(EditJobsQuery, request.query);
    if (q.image) await edits.ownedImage(user.id, q.image);
    const rows = await jobs.list(user.id, { imageId: q.image });
    return { results: rows.map(toJob), count: rows.length };
  });

  app.get<{ Params: { id: string } }>('/images/:id/jobs_list/', async (request) => {
    const user = requireUser(request);
    const image = await edits.ownedImage(user.id, request.params.id);
    const rows = await jobs.list(user.id, { imageId: image.id });
    return { results: rows.map(toJob), count: rows.length };
  });

  /**
   * A pending job ends at once; a running one is flagged and its worker (in whichever process)
   * aborts the engine on its next heartbeat, then fails the job with 'Job cancelled'.
   */
  app.post<{ Params: { id: string } }>('/edit-jobs/:id/cancel/', async (request) => {
    const user = requireUser(request);
    const job = await owned(user.id, request.params.id);
    if (job.status === 'succeeded' || job.status === 'failed') {
      throw new HttpError(409, 'This job has already finished');
    }
    const image = await edits.ownedImage(user.id, job.image_id);
    await auditedWrite(deps.db, (trx) => jobsRepository(trx).requestCancel(job.id), {
      userId: user.id,
      action: 'transformation.cancel_requested',
      objectType: 'job',
      objectId: job.id,
      projectId: image.project_id,
      imageId: image.id,
      details: { operation: job.operation, status: job.status },
    });
    // If a worker claimed it meanwhile, failing it here still wins: the worker's result is
    // refused (it no longer holds a running job) and its files are deleted.
    if (job.status === 'pending') await jobs.fail(job.id, CANCELLED_MESSAGE);
    return toJob(await owned(user.id, job.id));
  });

  app.post<{ Params: { id: string } }>('/edit-jobs/:id/retry/', async (request, reply) => {
    const user = requireUser(request);
    const job = await owned(user.id, request.params.id);
    // A failing edit is not retried for ever (each retry costs an engine run and a version).
    if (job.status === 'failed' && (await jobs.retriesOf(job)) >= EDIT_RETRY_LIMIT) {
      throw new HttpError(400, EDIT_RETRY_LIMIT_REACHED);
    }
    const s = await edits.retry(user, job);
    return reply.status(202).send(submittedReply(ser, s));
  });
}
