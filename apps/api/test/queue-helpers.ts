import { join } from 'node:path';
import sharp from 'sharp';
import type { EditOperation } from '@hds/api-client/contract';
import { openDatabase } from '../src/db/connect.ts';
import {
  createEngineRegistry,
  type EngineContext,
  EngineError,
  type EngineResult,
  type ImageEngine,
} from '@hds/engine';
import { editJobRunner } from '../src/features/edits/jobRunner.ts';
import { startWorkerPool } from '../src/queue/embedded.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { startTestServer } from './helpers/server.ts';

/**
 * A test-only engine for queue mechanics (leases, crashes, cancel, chains): it negates the
 * picture after an optional delay that honours the abort signal, or fails as told. The product
 * never uses it; the end-to-end tests go through the real engines.
 */
export class QueueTestEngine implements ImageEngine {
  readonly name = 'queue-test';
  delayMs = 0;
  /** Thrown by the next runs (an EngineError's message is what the user reads). */
  failWith: Error | null = null;
  started: EditOperation[] = [];
  aborted = 0;

  availability() {
    return { available: true as const };
  }

  async run(
    operation: EditOperation,
    source: Buffer,
    _args: unknown,
    ctx: EngineContext,
  ): Promise<EngineResult> {
    this.started.push(operation);
    if (this.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, this.delayMs);
        ctx.signal.addEventListener(
          'abort',
          () => {
            clearTimeout(t);
            this.aborted++;
            reject(new Error('aborted'));
          },
          { once: true },
        );
      });
    }
    if (this.failWith) throw this.failWith;
    const data = await sharp(source).negate({ alpha: false }).jpeg().toBuffer();
    return { data, format: 'jpeg' };
  }
}

export { EngineError };

/**
 * A worker pool outside the API (as `npm run worker` runs), on the API's database and media
 * folder, with the test engine.
 */
export async function externalWorkers(
  config: { databaseUrl: string | null; dataDir: string },
  engine: ImageEngine,
  opts: { leaseMs?: number; pollMs?: number; concurrency?: number } = {},
) {
  const db = await openDatabase(config);
  const engines = await createEngineRegistry({ ENGINE_DEFAULT: 'local' }, { local: engine });
  const claimed: string[] = [];
  const pool = startWorkerPool(
    editJobRunner({ db, storage: localDiskStorage(join(config.dataDir, 'media')), engines }),
    {
      mode: 'embedded',
      concurrency: opts.concurrency ?? 1,
      leaseMs: opts.leaseMs ?? 5000,
      heartbeatMs: Math.max(50, Math.floor((opts.leaseMs ?? 5000) / 5)),
      pollMs: opts.pollMs ?? 30,
      onClaim: (id) => claimed.push(id),
    },
  );
  return {
    claimed,
    db,
    async stop() {
      await pool.stop();
      await db.destroy();
    },
  };
}

/** Polls until `check` returns a value, or fails after `ms`. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 15_000,
  what = 'condition',
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * helpers/server.ts's startTestServer (fresh SQLite, or PostgreSQL with TEST_DATABASE_URL) whose
 * engines are the test engine: queue-mechanics tests must not depend on which real engines this
 * build has.
 */
export async function startQueueTestServer(engine: ImageEngine, env: Record<string, string> = {}) {
  const engines = await createEngineRegistry({ ENGINE_DEFAULT: 'local' }, { local: engine });
  return startTestServer({ SAMPLES_DIR: '/nonexistent-samples', ...env }, { engines });
}
