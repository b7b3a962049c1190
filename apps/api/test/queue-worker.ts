/**
 * A worker process for the crash test: the embedded queue's worker loop with the test engine,
 * slow enough to be killed mid-job. Prints `claimed <job id>` when it takes a job.
 */
import { QueueTestEngine, externalWorkers } from './queue-helpers.ts';

const engine = new QueueTestEngine();
engine.delayMs = Number(process.env.TEST_ENGINE_DELAY_MS ?? 60_000);
const workers = await externalWorkers(
  { databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR! },
  engine,
  { leaseMs: Number(process.env.QUEUE_LEASE_MS ?? 1000), pollMs: 30 },
);
const seen = new Set<string>();
setInterval(() => {
  for (const id of workers.claimed) {
    if (!seen.has(id)) {
      seen.add(id);
      console.log(`claimed ${id}`);
    }
  }
}, 20);
