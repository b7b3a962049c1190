import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditOperation } from '@hds/api-client/contract';
import { EngineError, type EngineContext, type ImageEngine } from '@hds/engine';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { startQueueTestServer, until } from './queue-helpers.ts';

/**
 * Cancel and retry as the studio's job panel uses them (issue 23): a cancelled edit ends with its
 * version failed and the job's 'Job cancelled', costs no design, shows in the jobs lists, and can
 * be retried into a new job that does count. A test engine decides the pace ('slow' waits for
 * the cancel, 'fail' fails); the real engines run in transformations.test.ts.
 */
class PacedEngine implements ImageEngine {
  readonly name = 'paced';
  mode: 'edit' | 'slow' | 'fail' = 'edit';
  availability() {
    return { available: true as const };
  }
  async run(_op: EditOperation, source: Buffer, _args: unknown, ctx: EngineContext) {
    if (this.mode === 'fail') throw new EngineError('The engine gave up');
    if (this.mode === 'slow') {
      await new Promise((_, reject) =>
        ctx.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
      );
    }
    return {
      data: await sharp(source).negate({ alpha: false }).jpeg().toBuffer(),
      format: 'jpeg' as const,
    };
  }
}

const engine = new PacedEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;
let image = '';

beforeAll(async () => {
  server = await startQueueTestServer(engine, { QUEUE_POLL_MS: '30' });
  u = await signedIn(server.app, 'cancel-retry@example.com');
  const pixels = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#8a9' } })
    .png()
    .toBuffer();
  image = (
    await u.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'room.png', data: pixels }])
  ).json().id;
});
afterAll(() => server.close());

const used = async () => (await u.get('/api/v1/auth/me')).json().user.quota.used as number;
const job = async (id: string) => (await u.get(`${HD}/edit-jobs/${id}/`)).json();
const version = async (id: string) =>
  (
    (await u.get(`${HD}/images/${image}/versions/`)).json().results as Array<{
      id: string;
      status: string;
    }>
  ).find((v) => v.id === id);
const ended = (id: string) =>
  until(
    async () => {
      const j = await job(id);
      return j.status === 'succeeded' || j.status === 'failed' ? j : undefined;
    },
    20_000,
    `job ${id} to end`,
  );

describe('cancel and retry', () => {
  it('a running edit cancelled: job failed "Job cancelled", version failed, nothing charged', async () => {
    const before = await used();
    engine.mode = 'slow';
    const submitted = (
      await u.post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
    ).json();
    await until(
      async () => (await job(submitted.job_id)).status === 'in_progress',
      20_000,
      'start',
    );
    const reply = await u.post(`${HD}/edit-jobs/${submitted.job_id}/cancel/`, {});
    expect(reply.statusCode).toBe(200);
    expect(await ended(submitted.job_id)).toMatchObject({
      status: 'failed',
      error_message: 'Job cancelled',
      result_version: null,
    });
    expect(await version(submitted.version_id)).toMatchObject({ status: 'failed' });
    expect(await used()).toBe(before);
    // Both job lists show it as it ended.
    const mine = (await u.get(`${HD}/edit-jobs/`)).json();
    const ofImage = (await u.get(`${HD}/images/${image}/jobs_list/`)).json();
    for (const list of [mine, ofImage]) {
      expect(list.results.find((j: { id: string }) => j.id === submitted.job_id)).toMatchObject({
        status: 'failed',
        error_message: 'Job cancelled',
      });
    }
    // A second cancel is refused with words, not a 500.
    const again = await u.post(`${HD}/edit-jobs/${submitted.job_id}/cancel/`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This job has already finished' });
  });

  it('a cancelled edit retried runs again to a completed version, charged once', async () => {
    const before = await used();
    engine.mode = 'slow';
    const first = (
      await u.post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
    ).json();
    await until(async () => (await job(first.job_id)).status === 'in_progress', 20_000, 'start');
    await u.post(`${HD}/edit-jobs/${first.job_id}/cancel/`, {});
    await ended(first.job_id);
    engine.mode = 'edit';
    const retried = await u.post(`${HD}/edit-jobs/${first.job_id}/retry/`, {});
    expect(retried.statusCode).toBe(202);
    const next = retried.json();
    expect(next.job_id).not.toBe(first.job_id);
    expect(await ended(next.job_id)).toMatchObject({ status: 'succeeded' });
    expect(await version(next.version_id)).toMatchObject({ status: 'completed' });
    expect(await used()).toBe(before + 1);
  });

  it('a failed edit keeps its message; retry of a running job is refused with words', async () => {
    engine.mode = 'fail';
    const failed = (
      await u.post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
    ).json();
    expect(await ended(failed.job_id)).toMatchObject({ error_message: 'The engine gave up' });
    engine.mode = 'slow';
    const running = (
      await u.post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
    ).json();
    await until(async () => (await job(running.job_id)).status === 'in_progress', 20_000, 'start');
    const refused = await u.post(`${HD}/edit-jobs/${running.job_id}/retry/`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Only a failed job can be retried' });
    await u.post(`${HD}/edit-jobs/${running.job_id}/cancel/`, {});
    await ended(running.job_id);
  });
});
