import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationArgs } from '@hds/api-client/contract';
import { createComfyUiEngine } from '../src/comfyui/index.ts';
import { EngineError } from '../src/types.ts';
import { fakeComfyUi, type ComfyScenario } from './fakes/comfyui.ts';

const fakes: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const f of fakes.splice(0)) await f.close();
});
async function setup(scenario: ComfyScenario = 'succeed', extra = {}) {
  const fake = await fakeComfyUi(scenario);
  fakes.push(fake);
  const engine = createComfyUiEngine({ url: fake.url, pollIntervalMs: 10, ...extra });
  return { fake, engine };
}
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
const ctx = (signal = new AbortController().signal) => ({ signal });
const emptyRoom = operationArgs.empty_room.parse({ room_type: 'kitchen', strength: 0.7, seed: 42 });

describe('ComfyUI adapter', () => {
  it('explains itself when COMFYUI_URL is not set', () => {
    expect(createComfyUiEngine({}).availability('empty_room')).toEqual({
      available: false,
      reason: 'Empty room needs a generative engine: set REPLICATE_API_TOKEN or COMFYUI_URL',
    });
    expect(createComfyUiEngine({ url: 'http://x' }).availability('upscale')).toEqual({
      available: true,
    });
  });

  it('uploads the source, queues an img2img graph from the args, follows the history, fetches the view', async () => {
    const { fake, engine } = await setup('succeed', { checkpoint: 'realistic.safetensors' });
    const result = await engine.run('empty_room', await photo(), emptyRoom, ctx());
    expect(result.format).toBe('png');
    expect((await sharp(result.data).metadata()).width).toBe(48);
    const paths = fake.requests.map((r) => `${r.method} ${new URL(r.path, 'http://x').pathname}`);
    expect(paths[0]).toBe('POST /upload/image');
    expect(paths[1]).toBe('POST /prompt');
    expect(paths.at(-1)).toBe('GET /view');
    const [graph] = [...fake.prompts.values()].map((p) => p.graph);
    const node = (type: string) => Object.values(graph!).find((n) => n.class_type === type)!;
    expect(node('LoadImage').inputs.image).toBe(fake.uploads[0]);
    expect(node('CheckpointLoaderSimple').inputs.ckpt_name).toBe('realistic.safetensors');
    expect(node('KSampler').inputs).toMatchObject({ seed: 42, denoise: 0.7 });
    expect(JSON.stringify(graph)).toMatch(/an empty kitchen with no furniture/);
    const view = new URL(fake.requests.at(-1)!.path, 'http://x').searchParams;
    expect(Object.fromEntries(view)).toEqual({
      filename: 'hds_00001_.png',
      subfolder: '',
      type: 'output',
    });
  });

  it('builds an upscale graph that halves a 4× model for 2×', async () => {
    const { fake, engine } = await setup();
    await engine.run('upscale', await photo(), { scale: 2 }, ctx());
    const graph = [...fake.prompts.values()][0]!.graph;
    const types = Object.values(graph).map((n) => n.class_type);
    expect(types).toEqual(
      expect.arrayContaining(['UpscaleModelLoader', 'ImageUpscaleWithModel', 'ImageScaleBy']),
    );
  });

  it.each([
    [
      'execution-error',
      'ComfyUI could not run the workflow: Allocation on device 0 would exceed allowed memory. (out of memory)',
    ],
    [
      'missing-checkpoint',
      "ComfyUI refused the workflow (HTTP 400): Prompt outputs failed validation: Value not in list ckpt_name: 'sd_xl_base_1.0.safetensors' not in []",
    ],
    ['malformed-history', 'ComfyUI sent a malformed reply to the history (HTTP 200, not JSON)'],
    ['server-error', 'ComfyUI is unavailable (HTTP 500)'],
  ] as const)('turns %s into a readable EngineError', async (scenario, message) => {
    const { engine } = await setup(scenario);
    const run = engine.run('empty_room', await photo(), emptyRoom, ctx());
    await expect(run).rejects.toBeInstanceOf(EngineError);
    await expect(run).rejects.toThrow(message);
  });

  it('gives up after its timeout and takes the prompt off the queue', async () => {
    const { fake, engine } = await setup('never-finish', { timeoutMs: 300 });
    await expect(engine.run('empty_room', await photo(), emptyRoom, ctx())).rejects.toThrow(
      'ComfyUI did not finish within 300 ms',
    );
    expect(fake.deleted).toEqual([...fake.prompts.keys()]);
  });

  it('stops when the job is cancelled, with the job’s reason', async () => {
    const { fake, engine } = await setup('never-finish');
    const job = new AbortController();
    const run = engine.run('empty_room', await photo(), emptyRoom, ctx(job.signal));
    // Cancel once the prompt is queued, as a user would; a fixed delay raced the upload under load.
    await vi.waitFor(() => expect(fake.prompts.size).toBe(1), { timeout: 10_000 });
    job.abort(new Error('job cancelled'));
    await expect(run).rejects.toThrow('job cancelled');
    expect(fake.deleted).toHaveLength(1);
  });
});
