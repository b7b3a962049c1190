import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchDetail, BatchList, RecipeBatchSubmitted } from '@hds/api-client/contract';
import { png } from './helpers/images.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { QueueTestEngine, startQueueTestServer, until } from './queue-helpers.ts';

/**
 * Recipes over many images: one job per image (a chain per image for several steps) in one
 * batch, the same arguments and seed on every image; a batch is read, listed and cancelled as a
 * whole. The queue-test engine keeps the timing in the test's hands.
 */
const engine = new QueueTestEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;
let project = '';
let images: Array<{ id: string; versions: Array<{ id: string }> }> = [];

beforeAll(async () => {
  server = await startQueueTestServer(engine, { QUEUE_POLL_MS: '30' });
  u = await signedIn(server.app, 'batches@example.com');
  project = (await u.post(`${HD}/projects/`, { title: 'Listing' })).json().id;
  const files = await Promise.all([1, 2, 3, 4].map((i) => png(40 + i, 30, '#7a9')));
  images = (
    await u.upload(
      `${HD}/projects/${project}/upload_images/`,
      files.map((data, i) => ({ name: 'files', filename: `r${i}.png`, data })),
    )
  ).json().images;
});
afterAll(() => server.close());

const batch = async (id: string) => BatchDetail.parse((await u.get(`${HD}/batches/${id}/`)).json());
const finished = (id: string) =>
  until(
    async () => {
      const b = await batch(id);
      return b.done && b;
    },
    30_000,
    'the batch to finish',
  );

describe('recipes applied to many images', () => {
  it('a saved step keeps its seed; a step without one gets one, once', async () => {
    const r = (
      await u.post(`${HD}/recipes/`, {
        name: 'Seeds',
        steps: [
          { operation: 'lighting', args: { type: 'golden_hour', seed: 42 } },
          { operation: 'sky_replacement' },
          { operation: 'upscale' },
        ],
      })
    ).json();
    expect(r.steps[0].args.seed).toBe(42);
    expect(r.steps[1].args.seed).toEqual(expect.any(Number));
    expect(r.steps[2].args).toEqual({ scale: 2 });
    // Read back unchanged: the seed is stored, not drawn again on each read or apply.
    expect((await u.get(`${HD}/recipes/${r.id}/`)).json().steps).toEqual(r.steps);
  });

  it('apply to a project: one job per image through the queue, same args and seed, one batch', async () => {
    engine.delayMs = 0;
    const recipe = (
      await u.post(`${HD}/recipes/`, {
        name: 'Golden hour',
        steps: [{ operation: 'lighting', args: { type: 'golden_hour', warmth: 0.3 } }],
      })
    ).json();
    const res = await u.post(`${HD}/recipes/${recipe.id}/apply/`, { project_id: project });
    expect(res.statusCode).toBe(202);
    const sub = RecipeBatchSubmitted.parse(res.json());
    expect(sub).toMatchObject({ recipe: recipe.id, count: 4 });
    expect(new Set(sub.jobs.map((j) => j.image))).toEqual(new Set(images.map((i) => i.id)));
    expect(res.json().jobs.every((j: { batch_id: string }) => j.batch_id === sub.batch_id)).toBe(
      true,
    );

    const done = await finished(sub.batch_id);
    expect(done).toMatchObject({
      id: sub.batch_id,
      operations: ['lighting'],
      count: 4,
      counts: { pending: 0, in_progress: 0, succeeded: 4, failed: 0 },
    });
    for (const item of done.items) {
      const img = images.find((i) => i.id === item.image)!;
      expect(item.source_version?.id).toBe(img.versions[0]!.id);
      expect(item.result_version).toMatchObject({
        status: 'completed',
        parent: img.versions[0]!.id,
      });
      const { job_id: _job, ...args } = item.result_version!.params as Record<string, unknown>;
      expect(args).toEqual(recipe.steps[0].args);
    }
    const list = BatchList.parse((await u.get(`${HD}/batches/`)).json());
    expect(list.results[0]).toMatchObject({ id: sub.batch_id, count: 4, done: true });
  });

  it('a recipe of several steps runs as a chain per image, for the named images only', async () => {
    const recipe = (
      await u.post(`${HD}/recipes/`, {
        name: 'Two steps',
        steps: [{ operation: 'lighting' }, { operation: 'upscale' }],
      })
    ).json();
    const two = images.slice(0, 2).map((i) => i.id);
    const sub = (
      await u.post(`${HD}/recipes/${recipe.id}/apply/`, { project_id: project, image_ids: two })
    ).json();
    expect(sub.count).toBe(4);
    const done = await finished(sub.batch_id);
    expect(done.items.map((i) => i.image)).toEqual(two);
    for (const item of done.items) {
      expect(item.jobs).toHaveLength(2);
      expect(item.status).toBe('succeeded');
      // The result is the last step's version, made from the first step's.
      expect(item.result_version?.operation).toBe('upscale');
      expect(item.result_version?.parent).not.toBe(item.source_version?.id);
    }
  });

  it('cancel ends the images not yet done; a finished batch answers 409', async () => {
    engine.delayMs = 60_000;
    const recipe = (
      await u.post(`${HD}/recipes/`, { name: 'Slow', steps: [{ operation: 'lighting' }] })
    ).json();
    const sub = (
      await u.post(`${HD}/recipes/${recipe.id}/apply/`, { image_ids: images.map((i) => i.id) })
    ).json();
    await until(
      async () => (await batch(sub.batch_id)).counts.in_progress > 0,
      20_000,
      'a job to start',
    );
    const res = await u.post(`${HD}/batches/${sub.batch_id}/cancel/`, {});
    expect(res.statusCode).toBe(200);
    const done = await finished(sub.batch_id);
    expect(done.counts).toEqual({ pending: 0, in_progress: 0, succeeded: 0, failed: 4 });
    expect(done.items.every((i) => i.error_message === 'Job cancelled')).toBe(true);
    engine.delayMs = 0;
    const again = await u.post(`${HD}/batches/${sub.batch_id}/cancel/`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This batch has already finished');
  }, 60_000);

  it('refuses what it cannot do, in words: unknown batch, project or image, no target', async () => {
    const recipe = (
      await u.post(`${HD}/recipes/`, { name: 'R', steps: [{ operation: 'lighting' }] })
    ).json();
    const other = await signedIn(server.app, 'someone-else@example.com');
    const cases: Array<
      [Promise<{ statusCode: number; json: () => { detail: string } }>, number, string]
    > = [
      [u.get(`${HD}/batches/nope/`), 404, 'Batch not found.'],
      [u.post(`${HD}/batches/nope/cancel/`, {}), 404, 'Batch not found.'],
      [
        u.post(`${HD}/recipes/${recipe.id}/apply/`, { project_id: 'nope' }),
        404,
        'Project not found.',
      ],
      [
        u.post(`${HD}/recipes/${recipe.id}/apply/`, { project_id: project, image_ids: ['nope'] }),
        404,
        'Image not found.',
      ],
      [
        u.post(`${HD}/recipes/${recipe.id}/apply/`, { image_ids: [] }),
        400,
        'image_ids: choose at least one image',
      ],
      [u.post(`${HD}/recipes/${recipe.id}/apply/`, {}), 400, 'image_id is required'],
      [
        other.post(`${HD}/recipes/${recipe.id}/apply/`, { project_id: project }),
        404,
        'Recipe not found.',
      ],
    ];
    for (const [call, status, detail] of cases) {
      const res = await call;
      expect(res.statusCode, detail).toBe(status);
      expect(res.json().detail).toBe(detail);
    }
    // Another user's batch is not there for them.
    const mine = BatchList.parse((await u.get(`${HD}/batches/`)).json()).results[0]!;
    expect((await other.get(`${HD}/batches/${mine.id}/`)).statusCode).toBe(404);
    expect(BatchList.parse((await other.get(`${HD}/batches/`)).json()).count).toBe(0);
  });
});
