import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EditOperation } from '@hds/api-client/contract';
import { migrateToLatest, openDatabase, type Db } from '../src/db/connect.ts';
import { createEngineRegistry, type ImageEngine } from '@hds/engine';
import { editJobRunner } from '../src/features/edits/jobRunner.ts';
import { startWorkerPool } from '../src/queue/embedded.ts';
import { jobsRepository } from '../src/features/edits/repository.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';

/**
 * Job pickup latency of the embedded queue: from the start of a submit (the transaction that
 * inserts version and job) to a worker claiming the job, on SQLite in a temporary data dir.
 * - "in-process": the API's own pool, woken by the submit (QUEUE_WORKERS ≥ 1, the default);
 * - "polling": a worker that only polls (what a separate `npm run worker` process sees), at the
 *   default 500 ms poll interval;
 * - "burst": 50 jobs submitted at once to one worker (pickup includes waiting behind the others).
 * The engine here returns its input at once, so the figures are the queue's own cost.
 */
const RUNS = Number(process.env.BENCH_QUEUE_RUNS ?? 100);
const POLL_MS = 500;

/** Bench-only: no image work, so only queue time is measured. */
const passThrough: ImageEngine = {
  name: 'bench-pass-through',
  availability: () => ({ available: true }),
  run: async (_op: EditOperation, source: Buffer) => ({ data: source, format: 'png' }),
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function seed(db: Db, storage: ReturnType<typeof localDiskStorage>) {
  const now = new Date().toISOString();
  const userId = randomUUID();
  const imageId = randomUUID();
  const versionId = randomUUID();
  const key = `${randomUUID().replace(/-/g, '')}.png`;
  await storage.put(
    key,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  );
  await db
    .insertInto('users')
    .values({
      id: userId,
      firebase_uid: `bench-${userId}`,
      email: null,
      display_name: null,
      is_anonymous: 0,
      has_discovery_call: 0,
      quota_limit: 2000,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('images')
    .values({
      id: imageId,
      user_id: userId,
      project_id: null,
      name: 'bench.png',
      format: 'png',
      original_key: key,
      preview_key: key,
      thumb_key: key,
      width: 64,
      height: 48,
      size_bytes: 1,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('versions')
    .values({
      id: versionId,
      image_id: imageId,
      user_id: userId,
      parent_id: null,
      label: 'Original',
      description: '',
      kind: 'original',
      operation: null,
      status: 'completed',
      is_primary: 1,
      is_favorite: 0,
      storage_key: key,
      preview_key: key,
      thumb_key: key,
      width: 64,
      height: 48,
      branch_name: 'main',
      params: '{}',
      job_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId, imageId, versionId };
}

export default async function queueBench(log: (line: string) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-queue-bench-'));
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(db);
    const storage = localDiskStorage(join(dataDir, 'media'));
    const engines = await createEngineRegistry({ ENGINE_DEFAULT: 'local' }, { local: passThrough });
    const jobs = jobsRepository(db);
    const target = await seed(db, storage);
    const claimedAt = new Map<string, number>();

    const submit = () =>
      db.transaction().execute((trx) =>
        jobsRepository(trx).create(trx, {
          userId: target.userId,
          imageId: target.imageId,
          operation: 'upscale',
          args: { scale: 2 },
          sourceVersionId: target.versionId,
          kind: 'edited',
          label: 'Upscale',
        }),
      );
    const done = async (id: string) => {
      for (;;) {
        const row = await jobs.findById(id);
        if (row && (row.status === 'succeeded' || row.status === 'failed')) return row;
        await new Promise((r) => setTimeout(r, 2));
      }
    };

    async function scenario(name: string, wake: boolean, runs: number, burst = false) {
      const pool = startWorkerPool(editJobRunner({ db, storage, engines }), {
        mode: 'embedded',
        concurrency: 1,
        leaseMs: 30_000,
        heartbeatMs: 1000,
        pollMs: POLL_MS,
        onClaim: (id) => claimedAt.set(id, performance.now()),
      });
      // Let the pool go idle (its first empty claim) before measuring.
      await new Promise((r) => setTimeout(r, 50));
      const lat: number[] = [];
      try {
        if (burst) {
          const started = performance.now();
          const rows = [];
          for (let i = 0; i < runs; i++) rows.push(await submit());
          pool.notify();
          for (const row of rows) {
            await done(row.id);
            lat.push(claimedAt.get(row.id)! - started);
          }
        } else {
          for (let i = 0; i < runs; i++) {
            const t0 = performance.now();
            const row = await submit();
            if (wake) pool.notify();
            await done(row.id);
            lat.push(claimedAt.get(row.id)! - t0);
            // Submits arrive at random moments relative to the poll cycle.
            if (!wake) await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
          }
        }
      } finally {
        await pool.stop();
      }
      log(
        `${name.padEnd(34)} n=${String(lat.length).padStart(3)}  p50 ${ms(pct(lat, 50)).padStart(10)}  p99 ${ms(pct(lat, 99)).padStart(10)}  max ${ms(Math.max(...lat)).padStart(10)}`,
      );
    }

    log('job pickup latency (submit → claimed by a worker), SQLite');
    await scenario('in-process pool, woken by submit', true, RUNS);
    await scenario(`polling worker (${POLL_MS} ms poll)`, false, Math.min(RUNS, 30));
    await scenario('burst of 50 to one worker', true, 50, true);
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
