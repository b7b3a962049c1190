import { cpus } from 'node:os';

/** Timings and size of a worker pool (environment: see README, "Jobs and queue"). */
export interface QueueOptions {
  /** `embedded` (jobs table polled by an in-process pool) or `pgboss` (PostgreSQL only). */
  mode: 'embedded' | 'pgboss';
  /** Jobs one process runs at the same time; 0 in the API means separate worker processes
   * (`npm run worker`) do the work. */
  concurrency: number;
  /** How long a claimed job stays owned without a heartbeat; a dead worker's job is picked
   * up again after this. */
  leaseMs: number;
  /** Heartbeat period: renews the lease and notices a cancel. */
  heartbeatMs: number;
  /** How often an idle worker looks for work (in-process submits wake it at once). */
  pollMs: number;
  /** pg-boss mode: how often the jobs table is swept for what pg-boss cannot know about (an
   * expired lease, a lost delivery); 0 turns the sweep off. Embedded mode ignores it. */
  sweepMs?: number;
}

export function queueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueOptions {
  const num = (name: string, fallback: number, min: number) => {
    const v = Number(env[name]);
    return Number.isFinite(v) && v >= min ? v : fallback;
  };
  const leaseMs = num('QUEUE_LEASE_MS', 30_000, 200);
  return {
    mode: env.QUEUE === 'pgboss' ? 'pgboss' : 'embedded',
    // Engines are CPU-bound: half the cores, at least one (1 on a 2-core machine).
    concurrency: Math.floor(num('QUEUE_WORKERS', Math.max(1, Math.floor(cpus().length / 2)), 0)),
    leaseMs,
    heartbeatMs: num('QUEUE_HEARTBEAT_MS', Math.min(1000, Math.floor(leaseMs / 3)), 50),
    pollMs: num('QUEUE_POLL_MS', 500, 10),
    sweepMs: num('QUEUE_SWEEP_MS', Math.min(leaseMs, 5000), 0),
  };
}
