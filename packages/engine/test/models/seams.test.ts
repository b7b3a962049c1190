import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SeamConfigError, seamsFromEnv } from '../../src/seams.ts';
import { modelStates } from '../../src/models/status.ts';
import { tinyModelsDir, tinySam, tinySegformer } from './tiny.ts';

// The seams' `auto` reads MODELS_DIR from the process's environment when the engine starts.
const saved = process.env.MODELS_DIR;
const dirs: string[] = [];
afterEach(() => {
  if (saved === undefined) delete process.env.MODELS_DIR;
  else process.env.MODELS_DIR = saved;
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});
const withDir = (kinds: Parameters<typeof tinyModelsDir>[0]) => {
  const dir = tinyModelsDir(kinds);
  dirs.push(dir);
  process.env.MODELS_DIR = dir;
  return dir;
};

/** Red on the left half, white on the right: the tiny SegFormer calls them wall and window. */
function halves(w: number, h: number) {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      data.set(x < w / 2 ? [255, 0, 0] : [255, 255, 255], (y * w + x) * 3);
  return { width: w, height: h, data };
}

describe('models on the seams', () => {
  it('auto uses the model MODELS_DIR holds', async () => {
    withDir({ segmentation: { model: tinySegformer() } });
    const seg = await seamsFromEnv({}).segmenter.segment(halves(400, 200));
    const { width: w, height: h } = seg.small;
    const wallsLeft = [...Array(h).keys()].every((y) => seg.walls.data[y * w + 5] === 255);
    const wallsRight = [...Array(h).keys()].some((y) => seg.walls.data[y * w + w - 5] === 255);
    expect([wallsLeft, wallsRight]).toEqual([true, false]);
  });

  it('auto clicks with SlimSAM when MODELS_DIR holds it', async () => {
    withDir({ click: tinySam() });
    // Red on the left, blue on the right.
    const picture = halves(200, 100);
    for (let i = 0; i < 200 * 100; i++) if (i % 200 >= 100) picture.data.set([0, 0, 255], i * 3);
    const mask = { width: 200, height: 100, data: new Uint8Array(200 * 100) };
    const out = await seamsFromEnv({}).clickSegmenter.select(picture, mask, [{ x: 50, y: 50, positive: true }]); // prettier-ignore
    // The tiny SAM selects what is red: the left half, joined to the click.
    expect(out.data[50 * 200 + 20]).toBe(255);
    expect(out.data[50 * 200 + 180]).toBe(0);
  });

  it('a model named by its variable must be installed at start', () => {
    withDir({});
    expect(() => seamsFromEnv({ ENGINE_SEGMENTER: 'segformer' })).toThrow(SeamConfigError);
    expect(() => seamsFromEnv({ ENGINE_CLICK_SEGMENTER: 'sam' })).toThrow(/npm run models -- install click/); // prettier-ignore
    expect(() => seamsFromEnv({ ENGINE_INPAINTER: 'lama' })).toThrow(
      /^ENGINE_INPAINTER=lama needs its model: The inpaint model is not installed \(inpaint\/lama\/lama_fp32\.onnx is missing from .*\)\. Run npm run models -- install inpaint\.$/, // prettier-ignore
    );
  });

  it('says which models are active, which absent with the command, which configured off', async () => {
    const dir = withDir({ segmentation: { model: tinySegformer() } });
    const auto = await modelStates({ segmenter: 'auto', inpainter: 'auto', depth: 'room-box' }, { MODELS_DIR: dir }); // prettier-ignore
    expect(auto.segmentation).toMatchObject({ active: true, reason: null, command: null });
    expect(auto.inpaint).toMatchObject({
      active: false,
      command: 'npm run models -- install inpaint',
    });
    expect(auto.inpaint.reason).toMatch(/^The inpaint model is not installed .* The heuristics run instead\.$/); // prettier-ignore
    expect(auto.click).toMatchObject({ active: false, command: 'npm run models -- install click' });
    expect(auto.depth).toMatchObject({ active: false, reason: 'ENGINE_DEPTH=room-box: the heuristics are configured.', command: null }); // prettier-ignore
  });
});
