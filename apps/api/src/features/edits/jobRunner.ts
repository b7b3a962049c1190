import type { JobRunner } from '../../queue/jobRunner.ts';
import { GENERIC_FAILURE, executeJob, type ExecuteDeps } from './execute.ts';
import { jobsRepository, type JobRow } from './repository.ts';

/**
 * The edit jobs as the queue runs them: the jobs table's lease operations and `executeJob`.
 * The server (app.ts) and worker processes (worker.ts) hand it to the queue they start.
 */
export function editJobRunner(deps: ExecuteDeps): JobRunner<JobRow> {
  const jobs = jobsRepository(deps.db);
  return {
    claim: (workerId, leaseMs, onlyId) => jobs.claim(workerId, leaseMs, onlyId),
    heartbeat: (id, workerId, leaseMs) => jobs.heartbeat(id, workerId, leaseMs),
    release: (id, workerId) => jobs.release(id, workerId),
    giveUp: (id, workerId) => jobs.fail(id, GENERIC_FAILURE, workerId),
    failExhausted: () => jobs.failExhausted(),
    dependents: (id) => jobs.dependents(id),
    async run(job, workerId, signal) {
      await jobs.markProcessing(job.version_id);
      return executeJob(deps, job, workerId, signal);
    },
    async ready() {
      await deps.db.selectFrom('jobs').select('id').limit(1).execute();
    },
  };
}
