import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';
import { QueueTestEngine, externalWorkers, startQueueTestServer, until } from './queue-helpers.ts';

/*
 * How requests reach operations: every alternate transformation path of spec part 1 §7 and the
 * project batch endpoint. The API only queues here (QUEUE_WORKERS=0); the batch test starts a
 * worker with the queue-test engine to see its jobs through. The real engines run in
 * transformations.test.ts.
 */
const engine = new QueueTestEngine();
let server: Awaited<ReturnType<typeof startQueueTestServer>>;
let u: Client;
let image = '';
let original = '';

beforeAll(async () => {
  server = await startQueueTestServer(engine, { QUEUE_WORKERS: '0' });
  u = await signedIn(server.app, 'paths@example.com');
  const img = (
    await u.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'room.png', data: await png(48, 32) },
    ])
  ).json();
  image = img.id;
  original = img.versions[0].id;
});
afterAll(() => server.close());

/** Fails every pending job of the user, so queued-only tests do not eat the monthly quota. */
async function cancelPending() {
  const jobs = (await u.get(`${HD}/edit-jobs/`)).json().results as { id: string; status: string }[];
  for (const j of jobs.filter((x) => x.status === 'pending')) {
    await u.post(`${HD}/edit-jobs/${j.id}/cancel/`, {});
  }
}

/**
 * The alternate family (spec part 1 §7), each with the operation it runs, parameters a client
 * sends, and what those must become in the version's params. Written out here rather than read
 * from the contract, so a changed mapping fails this test.
 */
const ALTERNATES: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
  ['intelligent-space-redesign', 'style_transfer', { style: 'bohemian' }, { style: 'bohemian' }],
  ['virtual-staging-furnishing', 'furniture', { style: 'modern', room_type: 'bedroom' }, { style: 'modern', room_type: 'bedroom' }], // prettier-ignore
  ['architectural-enhancement', 'lighting', { type: 'twilight' }, { type: 'twilight', brightness: 1.2, contrast: 1.1, warmth: 0 }], // prettier-ignore
  ['atmospheric-sky-enhancement', 'sky_replacement', { sky_type: 'sunset' }, { sky_type: 'sunset' }], // prettier-ignore
  ['window-view-enhancement', 'window_view', { view: 'ocean' }, { view: 'ocean' }],
  ['object-removal-optimization', 'object_removal', { categories: ['chair'] }, { categories: ['chair'] }], // prettier-ignore
  ['watermark-removal', 'watermark_removal', {}, {}],
  ['brand-element-management', 'watermark', { text: 'Staged by us' }, { text: 'Staged by us' }],
  ['blueprint-visualization', 'style_transfer', {}, { style: 'modern' }],
  ['selective-design-modification', 'wall_color', { color: 'sage' }, { color: 'sage', strength: 0.8 }], // prettier-ignore
  ['conceptual-space-creation', 'furniture', {}, { style: 'modern', room_type: 'living_room' }],
  ['outdoor-environment-creation', 'sky_replacement', {}, { sky_type: 'blue_sky' }],
  ['upscale', 'upscale', { scale: 4 }, { scale: 4 }],
];
const GENERATED = ['furniture', 'style_transfer', 'sky_replacement', 'window_view', 'empty_room'];

describe('the alternate transformation paths', () => {
  it('lists all thirteen of the spec', () => {
    expect(ALTERNATES.map(([path]) => path)).toHaveLength(13);
  });

  it.each(ALTERNATES)(
    'POST /transformations/%s/ queues %s with its parameters, in both body forms',
    async (path, operation, parameters, params) => {
      const bodies = [
        { image_id: image, version_id: original, args: parameters },
        { image_id: image, transformation: path, parameters },
      ];
      for (const body of bodies) {
        const res = await u.post(`${HD}/transformations/${path}/`, body);
        expect(res.statusCode, res.body).toBe(202);
        const r = res.json();
        expect(r.job).toMatchObject({ status: 'pending', kind: operation });
        expect(r.version).toMatchObject({
          operation,
          status: 'pending',
          parent: original,
          kind: GENERATED.includes(operation) ? 'generated' : 'edited',
        });
        expect(r.version.params).toMatchObject({ ...params, job_id: r.job_id });
      }
      // The batch endpoint knows the same names.
      const batch = await u.post(`${HD}/transformations/batch/`, {
        image_ids: [image],
        transformation: path,
        parameters,
      });
      expect(batch.statusCode, batch.body).toBe(202);
      expect(batch.json().jobs[0]).toMatchObject({ kind: operation });
      await cancelPending();
    },
  );

  it('answers 400 naming the field for bad parameters of an alternate path', async () => {
    const res = await u.post(`${HD}/transformations/architectural-enhancement/`, {
      image_id: image,
      parameters: { type: 'disco' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^args\.type/);
    const unknown = await u.post(`${HD}/transformations/space-magic/`, { image_id: image });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe("type: unknown transformation type 'space-magic'");
  });
});

describe('POST /projects/{id}/batch_jobs/', () => {
  let project = '';
  let ids: string[] = [];
  let other = '';

  beforeAll(async () => {
    project = (await u.post(`${HD}/projects/`, { title: 'Listing 12' })).json().id;
    const up = await u.upload(`${HD}/projects/${project}/upload_images/`, [
      { name: 'files', filename: 'a.png', data: await png(40, 30) },
      { name: 'files', filename: 'b.png', data: await png(40, 30, '#a53') },
      { name: 'files', filename: 'c.png', data: await png(40, 30, '#35a') },
    ]);
    ids = up.json().images.map((i: { id: string }) => i.id);
    const elsewhere = (await u.post(`${HD}/projects/`, { title: 'Elsewhere' })).json().id;
    other = (
      await u.upload(`${HD}/projects/${elsewhere}/upload_images/`, [
        { name: 'files', filename: 'x.png', data: await png() },
      ])
    ).json().images[0].id;
  });

  it('edits every image of the project by default, as one batch, and the jobs complete', async () => {
    const res = await u.post(`${HD}/projects/${project}/batch_jobs/`, {
      transformation: 'architectural-enhancement',
      parameters: { type: 'golden_hour' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.batch_id).toEqual(expect.any(String));
    expect(body.jobs.map((j: { image: string }) => j.image).sort()).toEqual([...ids].sort());
    for (const v of body.versions) {
      expect(v).toMatchObject({ operation: 'lighting', status: 'pending' });
      expect(v.params).toMatchObject({ type: 'golden_hour' });
    }
    const workers = await externalWorkers(server.config, engine);
    try {
      for (const j of body.jobs) {
        await until(
          async () => (await u.get(`${HD}/jobs/${j.id}/`)).json().status === 'succeeded',
          30_000,
          `batch job ${j.id}`,
        );
      }
    } finally {
      await workers.stop();
    }
    // Each image got its own completed version of the edit.
    for (const id of ids) {
      const versions = (await u.get(`${HD}/images/${id}/versions/`)).json().results;
      expect(versions.map((v: { operation: string | null; status: string }) => v.status)).toEqual([
        'completed',
        'completed',
      ]);
    }
  });

  it('edits only the images named in image_ids', async () => {
    const res = await u.post(`${HD}/projects/${project}/batch_jobs/`, {
      transformation: 'upscale',
      parameters: { scale: 2 },
      image_ids: [ids[2], ids[0], ids[2]],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().jobs.map((j: { image: string }) => j.image)).toEqual([ids[2], ids[0]]);
    await cancelPending();
  });

  it('refuses an image outside the project (404), an empty project and bad input (400)', async () => {
    const outside = await u.post(`${HD}/projects/${project}/batch_jobs/`, {
      transformation: 'upscale',
      image_ids: [ids[0], other],
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().detail).toBe('Image not found.');

    const empty = (await u.post(`${HD}/projects/`, { title: 'Empty' })).json().id;
    const none = await u.post(`${HD}/projects/${empty}/batch_jobs/`, { transformation: 'upscale' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe('This project has no images to edit');

    const unknown = await u.post(`${HD}/projects/${project}/batch_jobs/`, {
      transformation: 'teleport',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe("transformation: unknown transformation type 'teleport'");
    const missing = await u.post(`${HD}/projects/${project}/batch_jobs/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/^transformation/);
    const badArgs = await u.post(`${HD}/projects/${project}/batch_jobs/`, {
      transformation: 'upscale',
      parameters: { scale: 3 },
    });
    expect(badArgs.statusCode).toBe(400);
    expect(badArgs.json().detail).toMatch(/^args\.scale/);
    const missingProject = await u.post(
      `${HD}/projects/00000000-0000-4000-8000-000000000000/batch_jobs/`,
      { transformation: 'upscale' },
    );
    expect(missingProject.statusCode).toBe(404);
    // Nothing was queued by any of the refusals.
    const pending = (await u.get(`${HD}/edit-jobs/`))
      .json()
      .results.filter((j: { status: string }) => j.status === 'pending');
    expect(pending).toEqual([]);
  });
});
