import type { JobRunner } from './jobRunner.ts';
import { startWorkerPool, type WorkerPool } from './embedded.ts';
import type { QueueOptions } from './options.ts';
import { PGBOSS_QUEUE, pgBossSubmitter, startPgBoss } from './pgboss.ts';

export type { JobOutcome, JobRunner, QueuedJob } from './jobRunner.ts';
export type { QueueOptions } from './options.ts';

/** What the API needs from the queue: hand over new job ids, and stop cleanly. */
export interface JobQueue {
  readonly mode: QueueOptions['mode'];
  /** Jobs are already committed in the jobs table; this only gets a worker onto them sooner. */
  submit(jobIds: string[]): Promise<void>;
  stop(): Promise<void>;
  /** Throws when the queue cannot take work (the readiness probe, ops/readiness.ts). */
  ready(): Promise<void>;
}

type Log = (msg: string, data?: Record<string, unknown>) => void;

/**
 * The API's queue. Embedded: an in-process worker pool over the jobs table (`concurrency` 0
 * leaves the work to `npm run worker` processes). pg-boss: the API only enqueues and
 * src/worker.ts consumes. `jobs` is what it runs (the edits feature's `editJobRunner`).
 */
export async function startJobQueue(
  jobs: JobRunner,
  opts: QueueOptions & { databaseUrl: string | null; log?: Log },
): Promise<JobQueue> {
  if (opts.mode === 'pgboss') {
    if (!opts.databaseUrl) throw new Error('QUEUE=pgboss needs DATABASE_URL (PostgreSQL)');
    const boss = await startPgBoss(opts.databaseUrl, opts.log);
    const submitter = pgBossSubmitter(boss);
    return {
      mode: 'pgboss',
      submit: (ids) => submitter.submit(ids),
      ready: async () => {
        if (!(await boss.getQueue(PGBOSS_QUEUE))) throw new Error('pg-boss queue missing');
      },
      stop: () => boss.stop({ graceful: true, wait: true, close: true }),
    };
  }
  const pool: WorkerPool | null = opts.concurrency > 0 ? startWorkerPool(jobs, opts) : null;
  return {
    mode: 'embedded',
    submit: async () => pool?.notify(),
    // The jobs table is the queue.
    ready: () => jobs.ready(),
    stop: async () => pool?.stop(),
  };
}
