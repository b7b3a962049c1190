import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { giveBack } from '../src/queue/runWithLease.ts';
import { jobsRepository } from '../src/features/edits/repository.ts';
import { editJobRunner } from '../src/features/edits/jobRunner.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { createEngineRegistry } from '@hds/engine';
import { signedIn, HD, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';
import {
  EngineError,
  QueueTestEngine,
  externalWorkers,
  startQueueTestServer,
  until,
} from './queue-helpers.ts';

/*
 * Queue mechanics with the API and its workers apart (QUEUE_WORKERS=0 in the API, workers on the
 * same database like `npm run worker`): leases, a worker killed mid-job, cancel across
 * processes, retry, chains, failure messages and the monthly quota.
 */
const engine = new QueueTestEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;
let image = '';
let original = '';

beforeAll(async () => {
  server = await startQueueTestServer(engine, {
    QUEUE_WORKERS: '0',
    QUEUE_LEASE_MS: '1000',
  });
  u = await signedIn(server.app, 'queue-owner@example.com');
  const img = (
    await u.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'room.png', data: await png(64, 48) },
    ])
  ).json();
  image = img.id;
  original = img.versions[0].id;
});
afterAll(() => server.close());

const job = async (id: string) => (await u.get(`${HD}/edit-jobs/${id}/status/`)).json();
const finished = (id: string) =>
  until(
    async () => {
      const j = await job(id);
      return j.status === 'succeeded' || j.status === 'failed' ? j : undefined;
    },
    20_000,
    `job ${id} to finish`,
  );
const submit = (op = 'lighting', args: Record<string, unknown> = {}) =>
  u.post(`${HD}/transformations/${op}/`, { image_id: image, version_id: original, args });

describe('the embedded queue', () => {
  it('answers at once with a pending job and version, then a worker completes both', async () => {
    const res = await submit('lighting', { type: 'twilight' });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.job).toMatchObject({ status: 'pending', kind: 'lighting', error_message: null });
    expect(body.version).toMatchObject({
      status: 'pending',
      kind: 'edited',
      operation: 'lighting',
      parent: original,
      branch_name: 'main',
      is_primary: false,
    });
    expect(body.version.params).toMatchObject({ type: 'twilight', job_id: body.job_id });

    const workers = await externalWorkers(server.config, engine, { leaseMs: 1000 });
    try {
      const done = await finished(body.job_id);
      expect(done).toMatchObject({ status: 'succeeded', result_version: body.version_id });
      const versions = (await u.get(`${HD}/images/${image}/versions/`)).json().results;
      const v = versions.find((x: { id: string }) => x.id === body.version_id);
      expect(v.status).toBe('completed');
      expect(v.width).toBe(64);
      for (const url of [v.storage_url, v.preview_url, v.thumbnail_url]) {
        const file = await u.get(url);
        expect(file.statusCode, url).toBe(200);
      }
      const stats = (await u.get(`${HD}/user/quick-stats/`)).json();
      expect(stats.monthly_usage).toBe(1);
    } finally {
      await workers.stop();
    }
  });

  it('a worker killed mid-job: another process picks the job up after the lease and completes it', async () => {
    const res = await submit('upscale', { scale: 2 });
    const jobId = res.json().job_id;
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'queue-worker.ts')], {
      env: {
        ...process.env,
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.databaseUrl ?? '',
        QUEUE_LEASE_MS: '1000',
        TEST_ENGINE_DELAY_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await until(async () => out.includes(`claimed ${jobId}`), 30_000, 'the child to claim');
      expect((await job(jobId)).status).toBe('in_progress');
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((r) => child.once('exit', r));
    // Still owned by the dead worker until its lease runs out.
    expect((await job(jobId)).status).toBe('in_progress');

    const workers = await externalWorkers(server.config, engine, { leaseMs: 1000 });
    try {
      const done = await finished(jobId);
      expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(workers.claimed).toContain(jobId);
    } finally {
      await workers.stop();
    }
  }, 60_000);

  it('cancel reaches a job running in another process: the engine is aborted, job and version fail', async () => {
    engine.delayMs = 30_000;
    const aborted = engine.aborted;
    const workers = await externalWorkers(server.config, engine, { leaseMs: 1000 });
    try {
      const body = (await submit('declutter')).json();
      await until(async () => (await job(body.job_id)).status === 'in_progress', 10_000, 'start');
      const res = await u.post(`${HD}/edit-jobs/${body.job_id}/cancel/`, {});
      expect(res.statusCode).toBe(200);
      const done = await finished(body.job_id);
      expect(done).toMatchObject({ status: 'failed', error_message: 'Job cancelled' });
      expect(engine.aborted).toBe(aborted + 1);
      const v = (await u.get(`${HD}/images/${image}/versions/`))
        .json()
        .results.find((x: { id: string }) => x.id === body.version_id);
      expect(v.status).toBe('failed');
      const again = await u.post(`${HD}/edit-jobs/${body.job_id}/cancel/`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('This job has already finished');
    } finally {
      engine.delayMs = 0;
      await workers.stop();
    }
  });

  it('a pending job is cancelled at once, and retry makes a new job and version for the same input', async () => {
    const body = (await submit('wall_color', { color: 'sage' })).json();
    const cancelled = (await u.post(`${HD}/edit-jobs/${body.job_id}/cancel/`, {})).json();
    expect(cancelled).toMatchObject({ status: 'failed', error_message: 'Job cancelled' });

    const retry = await u.post(`${HD}/edit-jobs/${body.job_id}/retry/`, {});
    expect(retry.statusCode).toBe(202);
    const r = retry.json();
    expect(r.job_id).not.toBe(body.job_id);
    expect(r.version_id).not.toBe(body.version_id);
    expect(r.job).toMatchObject({ status: 'pending', kind: 'wall_color', retry_of: body.job_id });
    expect(r.version).toMatchObject({ parent: original, operation: 'wall_color' });
    expect(r.version.params).toMatchObject({ color: 'sage', strength: 0.8 });

    const notFailed = await u.post(`${HD}/edit-jobs/${r.job_id}/retry/`, {});
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().detail).toBe('Only a failed job can be retried');

    const workers = await externalWorkers(server.config, engine);
    try {
      expect(await finished(r.job_id)).toMatchObject({ status: 'succeeded' });
    } finally {
      await workers.stop();
    }
  });

  it("a failed job carries the engine's message, else 'Edit failed'", async () => {
    const workers = await externalWorkers(server.config, engine);
    try {
      engine.failWith = new EngineError('The sky could not be found in this picture');
      const a = (await submit('sky_replacement')).json();
      expect(await finished(a.job_id)).toMatchObject({
        status: 'failed',
        error_message: 'The sky could not be found in this picture',
        result_version: null,
      });
      engine.failWith = new TypeError('undefined is not a function');
      const b = (await submit('sky_replacement')).json();
      expect(await finished(b.job_id)).toMatchObject({
        status: 'failed',
        error_message: 'Edit failed',
      });
    } finally {
      engine.failWith = null;
      await workers.stop();
    }
  });

  it('a workflow runs its steps as a chain: each edits the previous result; a failure fails the rest', async () => {
    const workers = await externalWorkers(server.config, engine);
    try {
      const res = await u.post(`${HD}/workflows/`, {
        image_id: image,
        version_id: original,
        steps: [
          { operation: 'declutter' },
          { operation: 'wall-color', args: { color: 'navy' } },
          { operation: 'upscale', args: { scale: 2 } },
        ],
      });
      expect(res.statusCode).toBe(202);
      const wf = res.json();
      expect(wf.jobs.map((j: { kind: string }) => j.kind)).toEqual([
        'declutter',
        'wall_color',
        'upscale',
      ]);
      expect(wf.versions[1].parent).toBe(wf.versions[0].id);
      expect(wf.versions[2].parent).toBe(wf.versions[1].id);
      expect(wf.final_version_id).toBe(wf.versions[2].id);
      for (const j of wf.jobs) expect(await finished(j.id)).toMatchObject({ status: 'succeeded' });
      const order = (await Promise.all(wf.jobs.map((j: { id: string }) => job(j.id)))).map(
        (j) => j.started_at,
      );
      expect([...order].sort()).toEqual(order);

      engine.failWith = new EngineError('No clutter found');
      const failing = (
        await u.post(`${HD}/workflows/`, {
          image_id: image,
          steps: [{ operation: 'declutter' }, { operation: 'lighting' }],
        })
      ).json();
      expect(await finished(failing.jobs[0].id)).toMatchObject({
        error_message: 'No clutter found',
      });
      expect(await finished(failing.jobs[1].id)).toMatchObject({
        status: 'failed',
        error_message: 'A previous step of the workflow failed',
      });
    } finally {
      engine.failWith = null;
      await workers.stop();
    }
  });

  it('two worker processes on one database never take the same job', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push((await submit('lighting')).json().job_id);
    const [w1, w2] = await Promise.all([
      externalWorkers(server.config, engine, { concurrency: 2 }),
      externalWorkers(server.config, engine, { concurrency: 2 }),
    ]);
    try {
      for (const id of ids) expect(await finished(id)).toMatchObject({ attempts: 1 });
      const both = [...w1.claimed, ...w2.claimed].filter((id) => ids.includes(id));
      expect(both.sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all([w1.stop(), w2.stop()]);
    }
  });

  it('refuses work beyond the monthly quota with a clear detail (guests: 10 a month)', async () => {
    const guest = await signedIn(server.app);
    const img = (
      await guest.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'g.png', data: await png() },
      ])
    ).json();
    const batch = await guest.post(`${HD}/transformations/batch/`, {
      image_ids: [img.id],
      transformation: 'lighting',
      parameters: {},
    });
    expect(batch.statusCode).toBe(202);
    for (let i = 0; i < 9; i++) {
      const r = await guest.post(`${HD}/transformations/lighting/`, { image_id: img.id });
      expect(r.statusCode, `edit ${i + 2}`).toBe(202);
    }
    const over = await guest.post(`${HD}/transformations/lighting/`, { image_id: img.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toBe(
      'Monthly design limit reached: 10 of 10 designs used this month. Sign in with Google for a higher limit.',
    );
    expect((await guest.get(`${HD}/edit-jobs/?image=${img.id}`)).json().count).toBe(10);
  });

  it('a run that crashed outside the engine goes back to the queue at once, or fails on its last attempt', async () => {
    const { job_id } = (await submit('lighting')).json();
    const db = await openDatabase(server.config);
    try {
      const jobs = jobsRepository(db);
      const runner = editJobRunner({
        db,
        storage: localDiskStorage(join(server.config.dataDir, 'media')),
        engines: await createEngineRegistry({ ENGINE_DEFAULT: 'local' }, { local: engine }),
      });
      const first = await jobs.claim('crashed-worker', 60_000, job_id);
      expect(first?.attempts).toBe(1);
      await giveBack(runner, first!, 'crashed-worker');
      expect(await job(job_id)).toMatchObject({ status: 'pending' });

      await db
        .updateTable('jobs')
        .set((eb) => ({ attempts: eb('max_attempts', '-', 1) }))
        .where('id', '=', job_id)
        .execute();
      const last = await jobs.claim('crashed-worker', 60_000, job_id);
      expect(last!.attempts).toBe(last!.max_attempts);
      await giveBack(runner, last!, 'crashed-worker');
      expect(await job(job_id)).toMatchObject({ status: 'failed', error_message: 'Edit failed' });
    } finally {
      await db.destroy();
    }
  });
});
