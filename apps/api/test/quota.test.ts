import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditOperation } from '@hds/api-client/contract';
import { ServerUser } from '@hds/api-client/contract';
import { EngineError, type EngineContext, type ImageEngine } from '@hds/engine';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { startQueueTestServer, until } from './queue-helpers.ts';

/**
 * A test engine for what a design costs: 'edit' changes the picture, 'same' hands it back as it
 * was (re-encoded, like an engine that found nothing to do), 'fail' fails, 'slow' waits for a
 * cancel. The product never uses it; the real engines run in transformations.test.ts.
 */
class ScriptedEngine implements ImageEngine {
  readonly name = 'scripted';
  mode: 'edit' | 'same' | 'fail' | 'slow' = 'edit';
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
    const img = sharp(source);
    const data =
      this.mode === 'same'
        ? await img.jpeg({ quality: 80 }).toBuffer()
        : await img.negate({ alpha: false }).jpeg().toBuffer();
    return { data, format: 'jpeg' as const };
  }
}

const engine = new ScriptedEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;
let image = '';

beforeAll(async () => {
  server = await startQueueTestServer(engine, { QUEUE_POLL_MS: '30' });
  u = await signedIn(server.app, 'quota@example.com');
  const pixels = await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#b9a' },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 30, height: 20, channels: 3, background: '#234' },
        })
          .png()
          .toBuffer(),
        left: 30,
        top: 20,
      },
    ])
    .png()
    .toBuffer();
  image = (
    await u.upload(`${HD}/images/upload/`, [{ name: 'file', filename: 'room.png', data: pixels }])
  ).json().id;
});
afterAll(() => server.close());

const me = async () => ServerUser.parse((await u.get('/api/v1/auth/me')).json().user);
const stats = async () => (await u.get(`${HD}/user/quick-stats/`)).json();
async function run(operation: string, mode: ScriptedEngine['mode']) {
  engine.mode = mode;
  const res = await u.post(`${HD}/transformations/${operation}/`, { image_id: image, args: {} });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().job_id as string;
  return until(
    async () => {
      const j = (await u.get(`${HD}/jobs/${id}/`)).json();
      return j.status === 'succeeded' || j.status === 'failed' ? j : undefined;
    },
    30_000,
    `job ${id}`,
  );
}

describe('designs this month', () => {
  it('/auth/me reports the same used and limit as quick-stats (the plan table’s 100)', async () => {
    expect((await me()).quota).toEqual({ used: 0, limit: 100, hasDiscoveryCall: false });
    expect(await stats()).toMatchObject({ monthly_usage: 0, monthly_limit: 100 });

    expect(await run('lighting', 'edit')).toMatchObject({ status: 'succeeded' });
    expect(await run('upscale', 'edit')).toMatchObject({ status: 'succeeded' });
    expect((await me()).quota).toEqual({ used: 2, limit: 100, hasDiscoveryCall: false });
    expect((await stats()).monthly_usage).toBe(2);
    // The sign-in reply carries it too.
    const { signInWithGoogle } = await import('./helpers/idp.ts');
    const { idToken } = await signInWithGoogle(server.app, 'quota@example.com');
    const session = await u.post('/api/v1/auth/session', { idToken });
    expect(session.json().user.quota.used).toBe(2);
  });

  it('a failed or cancelled job never counts', async () => {
    expect(await run('lighting', 'fail')).toMatchObject({
      status: 'failed',
      error_message: 'The engine gave up',
    });
    engine.mode = 'slow';
    const slow = (
      await u.post(`${HD}/transformations/lighting/`, { image_id: image, args: {} })
    ).json().job_id;
    await until(
      async () => (await u.get(`${HD}/jobs/${slow}/`)).json().status === 'in_progress',
      20_000,
      'the slow job to start',
    );
    await u.post(`${HD}/edit-jobs/${slow}/cancel/`, {});
    await until(
      async () => (await u.get(`${HD}/jobs/${slow}/`)).json().status === 'failed',
      20_000,
      'the cancel',
    );
    expect((await me()).quota.used).toBe(2);
    expect((await stats()).monthly_usage).toBe(2);
  });

  it.each([
    ['declutter', 'Nothing to declutter was found in this picture.'],
    ['empty-room', 'No furniture to remove was found in this picture.'],
    ['object-removal', 'Nothing to remove was found in this picture.'],
    ['watermark-removal', 'No watermark was found in this picture.'],
  ])(
    '%s that hands the picture back unchanged fails with a message and costs nothing',
    async (operation, message) => {
      const args = operation === 'object-removal' ? { categories: ['chair'] } : {};
      engine.mode = 'same';
      const res = await u.post(`${HD}/transformations/${operation}/`, { image_id: image, args });
      const id = res.json().job_id as string;
      const job = await until(
        async () => {
          const j = (await u.get(`${HD}/jobs/${id}/`)).json();
          return j.status === 'succeeded' || j.status === 'failed' ? j : undefined;
        },
        30_000,
        `job ${id}`,
      );
      expect(job).toMatchObject({ status: 'failed', error_message: message, result_version: null });
      const version = (await u.get(`${HD}/images/${image}/versions/`))
        .json()
        .results.find((v: { id: string }) => v.id === res.json().version_id);
      expect(version).toMatchObject({ status: 'failed', storage_url: null });
      expect((await me()).quota.used).toBe(2);
    },
  );

  it('the same removal that changes the picture succeeds and counts', async () => {
    expect(await run('declutter', 'edit')).toMatchObject({ status: 'succeeded' });
    expect((await me()).quota.used).toBe(3);
  });

  it("deleting a design's image does not give the design back", async () => {
    const res = await u.del(`${HD}/images/${image}/`);
    expect(res.statusCode).toBe(204);
    expect((await me()).quota.used).toBe(3);
    expect(await stats()).toMatchObject({ monthly_usage: 3, total_designs: 0 });
  });
});
