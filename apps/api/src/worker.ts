import { loadConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connect.ts';
import { SeamConfigError, createEngineRegistry } from '@hds/engine';
import { editJobRunner } from './features/edits/jobRunner.ts';
import { startWorkerPool, type WorkerPool } from './queue/embedded.ts';
import { queueOptionsFromEnv } from './queue/options.ts';
import { startPgBoss, startPgBossWorkers } from './queue/pgboss.ts';
import { storageFromConfig } from './storage/fromConfig.ts';
import { serveWorkerMetrics } from './ops/workerMetrics.ts';

/**
 * A worker process (`npm run worker -w @hds/api`): runs edit jobs from the same database as the
 * API. With QUEUE=pgboss it consumes pg-boss; otherwise it polls the jobs table like the
 * embedded pool (then run the API with QUEUE_WORKERS=0 to leave all work to workers).
 */
const config = loadConfig();
const queue = queueOptionsFromEnv();
const log = (msg: string, data?: Record<string, unknown>) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), msg, ...data }));

const db = await openDatabase(config);
await migrateToLatest(db);
const engines = await createEngineRegistry().catch((err: unknown) => {
  if (!(err instanceof SeamConfigError)) throw err;
  console.error(`\n${err.message}\n`);
  process.exit(1);
});
const jobs = editJobRunner({ db, storage: storageFromConfig(config), engines });
const concurrency = Math.max(1, queue.concurrency);
let pool: WorkerPool;
let stopBoss: (() => Promise<void>) | null = null;
if (queue.mode === 'pgboss') {
  if (!config.databaseUrl) throw new Error('QUEUE=pgboss needs DATABASE_URL (PostgreSQL)');
  const boss = await startPgBoss(config.databaseUrl, log);
  pool = await startPgBossWorkers(jobs, boss, { ...queue, concurrency, log });
  stopBoss = () => boss.stop({ graceful: false, close: true });
} else {
  pool = startWorkerPool(jobs, { ...queue, concurrency, log });
}
// METRICS_PORT: this worker's own /metrics (ops/workerMetrics.ts); loopback unless METRICS_HOST.
const metricsPort = Number(process.env.METRICS_PORT);
const metrics =
  Number.isInteger(metricsPort) && metricsPort > 0
    ? await serveWorkerMetrics({
        db,
        port: metricsPort,
        host: process.env.METRICS_HOST || '127.0.0.1',
        token: config.metricsToken,
      })
    : null;
log('worker started', {
  workerId: pool.workerId,
  mode: queue.mode,
  concurrency,
  ...(metrics ? { metricsPort } : {}),
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log('worker stopping', { signal });
  await pool.stop();
  await metrics?.close();
  await stopBoss?.();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
