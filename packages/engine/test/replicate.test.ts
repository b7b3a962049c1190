import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { operationArgs } from '@hds/api-client/contract';
import { createReplicateEngine } from '../src/replicate/index.ts';
import { EngineError } from '../src/types.ts';
import {
  FAKE_TOKEN,
  FAKE_VERSION,
  fakeReplicate,
  type ReplicateScenario,
} from './fakes/replicate.ts';

const fakes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});
async function setup(scenario: ReplicateScenario = 'succeed', extra = {}) {
  const fake = await fakeReplicate(scenario);
  fakes.push(fake);
  const engine = createReplicateEngine({
    token: FAKE_TOKEN,
    baseUrl: fake.url,
    pollIntervalMs: 10,
    ...extra,
  });
  return { fake, engine };
}
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
const ctx = (signal = new AbortController().signal) => ({ signal });
const furnitureArgs = operationArgs.furniture.parse({
  style: 'scandinavian',
  room_type: 'bedroom',
  seed: 7,
});

describe('Replicate adapter', () => {
  it('explains itself when no token is configured', () => {
    const engine = createReplicateEngine({});
    expect(engine.availability('furniture')).toEqual({
      available: false,
      reason: 'Virtual staging needs a generative engine: set REPLICATE_API_TOKEN or COMFYUI_URL',
    });
    expect(createReplicateEngine({ token: 't' }).availability('furniture')).toEqual({
      available: true,
    });
    expect(createReplicateEngine({ token: 't' }).availability('watermark').available).toBe(false);
  });

  it('creates a prediction from the op args, polls it and returns the output image', async () => {
    const { fake, engine } = await setup();
    const progress: number[] = [];
    const result = await engine.run('furniture', await photo(), furnitureArgs, {
      signal: new AbortController().signal,
      onProgress: (f) => progress.push(f),
    });
    expect(result.format).toBe('png');
    expect((await sharp(result.data).metadata()).width).toBe(64);
    const paths = fake.requests.map((r) => `${r.method} ${new URL(r.path, 'http://x').pathname}`);
    expect(paths[0]).toBe('GET /v1/models/adirik/interior-design');
    expect(paths[1]).toBe('POST /v1/predictions');
    expect(paths.filter((p) => p.startsWith('GET /v1/predictions/')).length).toBeGreaterThanOrEqual(
      2,
    );
    const create = JSON.parse(fake.requests[1]!.body.toString());
    expect(create.version).toBe(FAKE_VERSION);
    expect(create.input.prompt).toMatch(/scandinavian bedroom/);
    expect(create.input.seed).toBe(7);
    expect(create.input.prompt_strength).toBe(0.8);
    // The source goes as a data URI, shrunk to the 1024 px the model works at.
    const sent = Buffer.from(create.input.image.split(',')[1], 'base64');
    expect(create.input.image).toMatch(/^data:image\/jpeg;base64,/);
    expect((await sharp(sent).metadata()).width).toBe(1024);
    // The token goes to the API only, never to the output's delivery host.
    const delivery = fake.requests.find((r) => r.path.startsWith('/delivery/'))!;
    expect(delivery.headers.authorization).toBeUndefined();
    expect(progress.at(-1)).toBe(1);
  });

  it('uses a pinned owner/name:version without asking for the latest one', async () => {
    const { fake, engine } = await setup('succeed', {
      models: { upscale: `nightmareai/real-esrgan:${FAKE_VERSION}` },
    });
    await engine.run('upscale', await photo(), { scale: 4 }, ctx());
    expect(fake.requests[0]!.path).toBe('/v1/predictions');
    expect(JSON.parse(fake.requests[0]!.body.toString()).input).toMatchObject({ scale: 4 });
  });

  it.each([
    ['fail', 'Replicate could not run the model: CUDA out of memory. Tried to allocate 2.00 GiB'],
    [
      'unauthorized',
      'Replicate rejected the API token (check REPLICATE_API_TOKEN): You did not pass a valid authentication token',
    ],
    ['invalid-input', 'Replicate refused the input: - input.image: Does not match format "uri"'],
    ['malformed-status', /Replicate sent a malformed reply/],
    ['output-not-image', 'Replicate returned a result that is not a JPEG, PNG or WebP image'],
  ] as const)('turns a %s reply into a readable EngineError', async (scenario, message) => {
    const { engine } = await setup(scenario);
    const run = engine.run('furniture', await photo(), furnitureArgs, ctx());
    await expect(run).rejects.toBeInstanceOf(EngineError);
    await expect(run).rejects.toThrow(message);
  });

  it('gives up after its timeout and cancels the prediction', async () => {
    const { fake, engine } = await setup('never-finish', { timeoutMs: 300 });
    await expect(engine.run('furniture', await photo(), furnitureArgs, ctx())).rejects.toThrow(
      'Replicate did not finish within 300 ms',
    );
    expect([...fake.predictions.values()][0]!.canceled).toBe(true);
  });

  it('stops when the job is cancelled, cancelling the prediction, with the job’s reason', async () => {
    const { fake, engine } = await setup('never-finish');
    const job = new AbortController();
    const run = engine.run('furniture', await photo(), furnitureArgs, ctx(job.signal));
    setTimeout(() => job.abort(new Error('job cancelled')), 150);
    await expect(run).rejects.toThrow('job cancelled');
    expect([...fake.predictions.values()][0]!.canceled).toBe(true);
  });

  it('says it cannot reach a provider that is down', async () => {
    const { fake, engine } = await setup();
    await fake.close();
    fakes.splice(0);
    await expect(engine.run('furniture', await photo(), furnitureArgs, ctx())).rejects.toThrow(
      /Could not reach Replicate at http:\/\/127\.0\.0\.1/,
    );
  });
});
