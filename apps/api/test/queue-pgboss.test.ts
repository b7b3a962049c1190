import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { createEngineRegistry } from '@hds/engine';
import { editJobRunner } from '../src/features/edits/jobRunner.ts';
import { startPgBoss, startPgBossWorkers } from '../src/queue/pgboss.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';
import { QueueTestEngine, startQueueTestServer, until } from './queue-helpers.ts';

/*
 * QUEUE=pgboss (PostgreSQL only; runs when TEST_DATABASE_URL is set): the API only enqueues, a
 * worker (here in-process, as src/worker.ts starts it) consumes pg-boss.
 */
const enabled = !!process.env.TEST_DATABASE_URL;
const engine = new QueueTestEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;

describe.skipIf(!enabled)('the pg-boss queue', () => {
  beforeAll(async () => {
    server = await startQueueTestServer(engine, { QUEUE: 'pgboss', QUEUE_WORKERS: '0' });
    u = await signedIn(server.app, 'pgboss@example.com');
  });
  afterAll(() => server?.close());

  it('the API enqueues; a pg-boss worker runs the job and the chain steps after it', async () => {
    const img = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'p.png', data: await png(48, 32) },
      ])
    ).json();
    const wf = (
      await u.post(`${HD}/workflows/`, {
        image_id: img.id,
        steps: [{ operation: 'lighting' }, { operation: 'upscale' }],
      })
    ).json();
    expect(wf.jobs).toHaveLength(2);
    // Nobody consumes yet: the jobs wait.
    await new Promise((r) => setTimeout(r, 300));
    expect((await u.get(`${HD}/jobs/${wf.jobs[0].id}/`)).json().status).toBe('pending');

    const db = await openDatabase(server.config);
    const boss = await startPgBoss(server.config.databaseUrl!);
    const errors: string[] = [];
    boss.on('error', (err: unknown) => errors.push(String(err)));
    // No table sweep: the jobs must arrive through pg-boss alone, the second one sent by the
    // worker that finished the first.
    const workers = await startPgBossWorkers(
      editJobRunner({
        db,
        storage: localDiskStorage(join(server.config.dataDir, 'media')),
        engines: await createEngineRegistry({ ENGINE_DEFAULT: 'local' }, { local: engine }),
      }),
      boss,
      {
        mode: 'pgboss',
        concurrency: 1,
        leaseMs: 60_000,
        heartbeatMs: 500,
        pollMs: 500,
        sweepMs: 0,
        log: (msg, data) => errors.push(`${msg} ${JSON.stringify(data)}`),
      },
    );
    try {
      const deadline = Date.now() + 60_000;
      for (const j of wf.jobs) {
        const done = await until(
          async () => {
            const job = (await u.get(`${HD}/jobs/${j.id}/`)).json();
            return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
          },
          Math.max(1000, deadline - Date.now()),
          `job ${j.id}`,
        ).catch(async (err: Error) => {
          // What a slow or stuck run looked like, for the CI log.
          const rows = await db.selectFrom('jobs').selectAll().execute();
          const boxed = await sql`select name, state, data, retry_count from pgboss.job`.execute(
            db,
          );
          throw new Error(
            `${err.message}\njobs: ${JSON.stringify(rows)}\npg-boss: ${JSON.stringify(boxed.rows)}\nlog: ${errors.join('\n')}`,
          );
        });
        expect(done.status).toBe('succeeded');
      }
      expect(engine.started).toEqual(['lighting', 'upscale']);
    } finally {
      await workers.stop();
      await boss.stop({ graceful: false, close: true });
      await db.destroy();
    }
  }, 150_000);
});
