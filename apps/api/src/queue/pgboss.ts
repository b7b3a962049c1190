import PgBoss from 'pg-boss';
import { newWorkerId, startWorkerPool, type WorkerPool } from './embedded.ts';
import type { JobRunner, QueuedJob } from './jobRunner.ts';
import type { QueueOptions } from './options.ts';
import { giveBack, runWithLease } from './runWithLease.ts';

export const PGBOSS_QUEUE = 'hds-edit-jobs';

type Log = (msg: string, data?: Record<string, unknown>) => void;

/** Starts pg-boss on the application's PostgreSQL database (its own `pgboss` schema). */
export async function startPgBoss(databaseUrl: string, log?: Log): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
  boss.on('error', (err: unknown) => log?.('pg-boss error', { err: String(err) }));
  await boss.start();
  await boss.createQueue(PGBOSS_QUEUE);
  return boss;
}

/** The API side in pg-boss mode: only enqueues (the jobs table stays the source of truth). */
export function pgBossSubmitter(boss: PgBoss) {
  return {
    async submit(jobIds: string[]): Promise<void> {
      for (const jobId of jobIds) {
        // A delivery the handler could not run (see below) comes back after a second.
        await boss.send(
          PGBOSS_QUEUE,
          { jobId },
          { singletonKey: jobId, retryLimit: 5, retryDelay: 1 },
        );
      }
    },
  };
}

/**
 * Worker side in pg-boss mode: `concurrency` pg-boss subscriptions deliver job ids, each claimed
 * in the jobs table with a lease exactly like the embedded queue. A slow sweep of the table (one
 * embedded loop polling every `sweepMs`) picks up what pg-boss cannot know about: a job whose
 * worker process died mid-run (its lease expired), a delivery lost with a crashed process.
 */
export async function startPgBossWorkers<J extends QueuedJob>(
  jobs: JobRunner<J>,
  boss: PgBoss,
  opts: QueueOptions & { log?: Log },
): Promise<WorkerPool> {
  const workerId = newWorkerId();
  const shutdown = new AbortController();
  const submitter = pgBossSubmitter(boss);
  const ids: string[] = [];
  for (let i = 0; i < opts.concurrency; i++) {
    ids.push(
      await boss.work<{ jobId: string }>(
        PGBOSS_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, opts.pollMs / 1000) },
        async ([message]) => {
          const jobId = message?.data.jobId;
          if (!jobId || shutdown.signal.aborted) return;
          const job = await jobs.claim(workerId, opts.leaseMs, jobId);
          // Not runnable (finished, cancelled, owned by a live worker, or a chain step whose
          // parent has not succeeded yet — the parent's worker sends it again): nothing to do.
          if (!job) return;
          let outcome;
          try {
            outcome = await runWithLease(jobs, job, {
              workerId,
              leaseMs: opts.leaseMs,
              heartbeatMs: opts.heartbeatMs,
              shutdown: shutdown.signal,
              ...(opts.log ? { log: opts.log } : {}),
            });
          } catch (err) {
            // The throw makes pg-boss deliver it again.
            await giveBack(jobs, job, workerId);
            opts.log?.('job crashed', { job: job.id, err: String(err) });
            throw err;
          }
          if (outcome === 'succeeded') {
            const next = await jobs.dependents(job.id);
            await submitter.submit(next);
          }
        },
      ),
    );
  }
  const sweepMs = opts.sweepMs ?? Math.min(opts.leaseMs, 5000);
  const sweep =
    sweepMs > 0 ? startWorkerPool(jobs, { ...opts, concurrency: 1, pollMs: sweepMs }) : null;
  return {
    workerId,
    notify: () => sweep?.notify(),
    async stop() {
      shutdown.abort();
      for (const id of ids) await boss.offWork({ id });
      await sweep?.stop();
    },
  };
}
