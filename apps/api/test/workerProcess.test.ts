import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { PGBOSS_QUEUE } from '../src/queue/pgboss.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { until } from './queue-helpers.ts';

/*
 * `npm run worker -w @hds/api` as operators run it: a process of its own on the API's database
 * and media folder, with the real engines, while the API only enqueues (QUEUE_WORKERS=0). It
 * runs a queued job; killed with SIGKILL in the middle of one, the job still completes once a
 * new worker starts. Embedded queue mode on either database, and pg-boss mode on PostgreSQL.
 */
const API_DIR = join(import.meta.dirname, '..');
const room = readFileSync(
  join(API_DIR, 'assets/samples/living_room/furnished_industrial_daylight.jpg'),
);
const LEASE_MS = '2000';

const modes = [
  ['embedded', {}],
  ...(process.env.TEST_DATABASE_URL ? [['pgboss', { QUEUE: 'pgboss' }] as const] : []),
] as const;

describe.each(modes)('npm run worker (%s queue)', (_mode, queueEnv) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let u: Client;
  let image = '';
  const workers: ChildProcess[] = [];

  /**
   * `npm run worker -w @hds/api` in a process group of its own (npm, then node under it), so a
   * SIGKILL reaches the worker itself and not only npm. Resolves once it says it started.
   */
  async function startWorker() {
    const child = spawn('npm', ['run', 'worker', '-w', '@hds/api'], {
      cwd: join(API_DIR, '../..'),
      detached: true,
      env: {
        ...process.env,
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.databaseUrl ?? '',
        QUEUE_LEASE_MS: LEASE_MS,
        QUEUE_POLL_MS: '200',
        QUEUE_WORKERS: '1',
        ...queueEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`worker exited: ${out}`);
        return out.includes('"msg":"worker started"');
      },
      90_000,
      'the worker to start',
    );
    const signal = (s: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, s);
      } catch {
        // already gone
      }
    };
    return {
      output: () => out,
      async kill() {
        signal('SIGKILL');
        await exited;
      },
      async stop() {
        signal('SIGTERM');
        await exited;
      },
    };
  }

  const job = async (id: string) => (await u.get(`${HD}/jobs/${id}/`)).json();
  const finished = (id: string, ms: number) =>
    until(
      async () => {
        const j = await job(id);
        return j.status === 'succeeded' || j.status === 'failed' ? j : undefined;
      },
      ms,
      `job ${id} to finish`,
    );

  beforeAll(async () => {
    server = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      QUEUE_WORKERS: '0',
      QUEUE_LEASE_MS: LEASE_MS,
      ...queueEnv,
    });
    u = await signedIn(server.app, `worker-${_mode}@example.com`);
    image = (
      await u.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'living.jpg', data: room }])
    ).json().id;
  });
  afterAll(async () => {
    for (const w of workers) {
      if (w.exitCode === null && w.signalCode === null) {
        try {
          process.kill(-w.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await server?.close();
  });

  it('is the package script, starts as its own process and runs what the API queued', async () => {
    const scripts = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')).scripts;
    expect(scripts.worker).toBe('node --import tsx src/worker.ts');

    const res = await u.post(`${HD}/transformations/lighting/`, {
      image_id: image,
      args: { type: 'golden_hour' },
    });
    expect(res.statusCode).toBe(202);
    const { job_id, version_id } = res.json();
    // The API runs nothing itself.
    await new Promise((r) => setTimeout(r, 500));
    expect((await job(job_id)).status).toBe('pending');
    if (_mode === 'pgboss') {
      // …it only put the job on pg-boss's queue.
      const db = await openDatabase(server.config);
      try {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pgboss.job
          where name = ${PGBOSS_QUEUE} and data->>'jobId' = ${job_id}`.execute(db);
        expect(Number(rows[0]!.n)).toBe(1);
      } finally {
        await db.destroy();
      }
    }

    const worker = await startWorker();
    try {
      expect(await finished(job_id, 120_000)).toMatchObject({
        status: 'succeeded',
        result_version: version_id,
        attempts: 1,
      });
      const v = (await u.get(`${HD}/images/${image}/versions/`))
        .json()
        .results.find((x: { id: string }) => x.id === version_id);
      expect(v).toMatchObject({ status: 'completed', width: 1600, height: 1067 });
      for (const url of [v.storage_url, v.preview_url, v.thumbnail_url]) {
        expect((await u.get(url)).statusCode, url).toBe(200);
      }
    } finally {
      await worker.stop();
    }
  }, 240_000);

  it('killed with SIGKILL mid-job, the job completes once a new worker starts', async () => {
    const first = await startWorker();
    // A long edit: ×4 of a 1600 px picture takes seconds, plenty to be killed in the middle.
    const res = await u.post(`${HD}/transformations/upscale/`, {
      image_id: image,
      args: { scale: 4 },
    });
    const { job_id } = res.json();
    try {
      await until(
        async () => (await job(job_id)).status === 'in_progress',
        120_000,
        'the worker to take the job',
      );
    } finally {
      await first.kill();
    }
    // Nobody finishes it: the dead worker still holds it until its lease runs out.
    expect((await job(job_id)).status).toBe('in_progress');

    const second = await startWorker();
    try {
      expect(await finished(job_id, 180_000)).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        error_message: null,
      });
      const v = (await u.get(`${HD}/images/${image}/versions/`))
        .json()
        .results.find((x: { job_id: string | null }) => x.job_id === job_id);
      expect(v).toMatchObject({ status: 'completed', width: 6400, height: 4268 });
    } finally {
      await second.stop();
    }
  }, 360_000);
});
