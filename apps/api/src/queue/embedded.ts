import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRunner, QueuedJob } from './jobRunner.ts';
import type { QueueOptions } from './options.ts';
import { giveBack, runWithLease } from './runWithLease.ts';

export interface WorkerPool {
  /** Wakes idle workers now (called after a submit in this process). */
  notify(): void;
  /** Stops claiming; running jobs are aborted and handed back to the queue. */
  stop(): Promise<void>;
  readonly workerId: string;
}

/** A process-unique worker id: host, pid and a random part (pids repeat after restarts). */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * The embedded queue: `concurrency` loops in this process, each claiming the oldest runnable job
 * from the jobs table with a lease. Durable — a job survives restarts in the table, and a job
 * whose worker died is claimed again once its lease expires.
 */
export function startWorkerPool<J extends QueuedJob>(
  jobs: JobRunner<J>,
  opts: QueueOptions & {
    log?: (msg: string, data?: Record<string, unknown>) => void;
    /** Called when a job is claimed (latency measurements). */
    onClaim?: (jobId: string) => void;
  },
): WorkerPool {
  const workerId = newWorkerId();
  const shutdown = new AbortController();
  let wake: (() => void)[] = [];
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = wake.filter((w) => w !== done);
        shutdown.signal.removeEventListener('abort', done);
        resolve();
      }
      wake.push(done);
      shutdown.signal.addEventListener('abort', done, { once: true });
    });

  async function loop(): Promise<void> {
    while (!shutdown.signal.aborted) {
      let job;
      try {
        await jobs.failExhausted();
        job = await jobs.claim(workerId, opts.leaseMs);
      } catch (err) {
        // The database may be briefly unavailable (or closing on shutdown): try again.
        if (shutdown.signal.aborted) return;
        opts.log?.('claim failed', { err: String(err) });
        await sleep(opts.pollMs);
        continue;
      }
      if (!job) {
        await sleep(opts.pollMs);
        continue;
      }
      opts.onClaim?.(job.id);
      await runWithLease(jobs, job, {
        workerId,
        leaseMs: opts.leaseMs,
        heartbeatMs: opts.heartbeatMs,
        shutdown: shutdown.signal,
        ...(opts.log ? { log: opts.log } : {}),
      }).catch(async (err: unknown) => {
        await giveBack(jobs, job, workerId);
        opts.log?.('job crashed', { job: job.id, err: String(err) });
      });
    }
  }

  const loops = Array.from({ length: opts.concurrency }, () => loop());
  return {
    workerId,
    notify() {
      for (const w of [...wake]) w();
    },
    async stop() {
      shutdown.abort();
      await Promise.all(loops);
    },
  };
}
