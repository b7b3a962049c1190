import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let available: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_POLL_MS: '50' });
  u = await signedIn(server.app, 'recipes@example.com');
  available = (await u.get(`${HD}/capabilities/`))
    .json()
    .operations.filter((c: { available: boolean }) => c.available)
    .map((c: { operation: string }) => c.operation);
});
afterAll(() => server.close());

describe('recipes', () => {
  it('create, list, read, update and delete; steps are stored parsed with defaults', async () => {
    const created = await u.post(`${HD}/recipes/`, {
      name: '  Listing polish ',
      description: 'Warm light, then 2x',
      steps: [
        { operation: 'architectural-enhancement', args: { type: 'warm_light' } },
        { operation: 'upscale' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ name: 'Listing polish', description: 'Warm light, then 2x' });
    expect(r.steps).toEqual([
      {
        operation: 'lighting',
        // A step that takes a seed keeps one, so the recipe looks the same on every image.
        args: {
          type: 'warm_light',
          brightness: 1.2,
          contrast: 1.1,
          warmth: 0,
          seed: expect.any(Number),
        },
      },
      { operation: 'upscale', args: { scale: 2 } },
    ]);
    expect((await u.get(`${HD}/recipes/`)).json()).toMatchObject({ count: 1, results: [r] });
    const patched = await u.patch(`${HD}/recipes/${r.id}/`, { name: 'Renamed' });
    expect(patched.json()).toMatchObject({ name: 'Renamed', steps: r.steps });
    expect((await u.get(`${HD}/recipes/${r.id}/`)).json().name).toBe('Renamed');
    expect((await u.del(`${HD}/recipes/${r.id}/`)).statusCode).toBe(204);
    expect((await u.get(`${HD}/recipes/${r.id}/`)).statusCode).toBe(404);
  });

  it('refuses a recipe without a name, without steps or with a bad step, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ steps: [{ operation: 'upscale' }] }, 'name is required'],
      [{ name: 'x', steps: [] }, 'steps: add at least one step'],
      [
        { name: 'x', steps: [{ operation: 'teleport' }] },
        "steps.0.operation: unknown transformation type 'teleport'",
      ],
      [
        {
          name: 'x',
          steps: [{ operation: 'upscale' }, { operation: 'upscale', args: { scale: 8 } }],
        },
        'steps.1.args.scale: Invalid input',
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await u.post(`${HD}/recipes/`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    expect((await u.get(`${HD}/recipes/`)).json().count).toBe(0);
  });

  it('apply runs the steps as one chain on the image and ends with the last step’s version', async () => {
    // Edits that work on any room picture (wall colour, say, needs walls to find).
    const ops = ['lighting', 'upscale', 'watermark'].filter((o) => available.includes(o));
    const steps = ops.slice(0, 2).map((operation) => ({ operation }));
    if (!steps.length) return;
    const recipe = (await u.post(`${HD}/recipes/`, { name: 'Chain', steps })).json();
    const img = (
      await u.upload(`${HD}/images/upload/`, [
        {
          name: 'file',
          filename: 'room.jpg',
          data: readFileSync(
            join(
              import.meta.dirname,
              '../assets/samples/bedroom/furnished_industrial_daylight.jpg',
            ),
          ),
        },
      ])
    ).json();
    const res = await u.post(`${HD}/recipes/${recipe.id}/apply/`, { image_id: img.id });
    expect(res.statusCode).toBe(202);
    const wf = res.json();
    expect(wf.recipe).toBe(recipe.id);
    expect(wf.jobs.map((j: { kind: string }) => j.kind)).toEqual(ops.slice(0, 2));
    expect(wf.versions[0].parent).toBe(img.versions[0].id);
    for (const j of wf.jobs) {
      let job;
      for (let i = 0; i < 600; i++) {
        job = (await u.get(`${HD}/jobs/${j.id}/`)).json();
        if (job.status === 'succeeded' || job.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(job, JSON.stringify(job)).toMatchObject({ status: 'succeeded' });
    }
    const last = (await u.get(`${HD}/images/${img.id}/versions/`))
      .json()
      .results.find((v: { id: string }) => v.id === wf.final_version_id);
    expect(last).toMatchObject({
      status: 'completed',
      parent: wf.versions.at(-2)?.id ?? img.versions[0].id,
    });

    const missing = await u.post(`${HD}/recipes/${recipe.id}/apply/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('image_id is required');
  }, 120_000);
});
