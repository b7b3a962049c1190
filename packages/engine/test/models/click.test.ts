import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Mask, Raster } from '../../src/data.ts';
import type { ModelBackend } from '../../src/models/backend.ts';
import { samClick } from '../../src/models/click.ts';
import { ModelPool } from '../../src/models/runtime.ts';
import { tinyModelsDir, tinySam } from './tiny.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Rect = [number, number, number, number];
const A: Rect = [100, 100, 260, 260];
const B: Rect = [500, 300, 700, 500];

/** 800 × 600, blue, with two red squares: not square, so the 1024 frame is padded at the bottom. */
function picture(): Raster {
  const w = 800, h = 600; // prettier-ignore
  const data = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) data.set([0, 0, 255], i * 3);
  for (const [x0, y0, x1, y1] of [A, B])
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) data.set([255, 0, 0], (y * w + x) * 3);
  return { width: w, height: h, data };
}
const empty = (): Mask => ({ width: 800, height: 600, data: new Uint8Array(800 * 600) });
function iou(m: Mask, [x0, y0, x1, y1]: Rect) {
  let inter = 0, union = 0; // prettier-ignore
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++) {
      const a = m.data[y * m.width + x]! > 0;
      const b = x >= x0 && x < x1 && y >= y0 && y < y1;
      if (a && b) inter++;
      if (a || b) union++;
    }
  return inter / union;
}

/** Share of the rectangle inside the mask. */
function cover(m: Mask, [x0, y0, x1, y1]: Rect) {
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) n += m.data[y * m.width + x]! > 0 ? 1 : 0;
  return n / ((x1 - x0) * (y1 - y0));
}

describe('ClickSegmenter on the SlimSAM interface', () => {
  it('one click selects the object under it; another takes it away; one encoding per picture', async () => {
    const dir = tinyModelsDir({ click: tinySam() });
    dirs.push(dir);
    const pool = new ModelPool();
    const runs: string[] = [];
    const run = pool.run.bind(pool);
    pool.run = (session, feeds) => (runs.push(Object.keys(feeds).join(',')), run(session, feeds));
    const click = samClick({ dir, pool });
    const img = picture();
    const t0 = performance.now();
    const first = await click.select(img, empty(), [{ x: 600, y: 400, positive: true }]);
    console.log(`SlimSAM interface, tiny model: 800 × 600, first click (encoder + decoder) ${Math.round(performance.now() - t0)} ms`); // prettier-ignore
    expect(iou(first, B)).toBeGreaterThan(0.9);
    expect(iou(first, A)).toBe(0);
    const both = await click.select(img, first, [{ x: 600, y: 400, positive: true }, { x: 180, y: 180, positive: true }]); // prettier-ignore
    expect(cover(both, A)).toBeGreaterThan(0.9);
    expect(cover(both, B)).toBeGreaterThan(0.9);
    const back = await click.select(img, both, [{ x: 600, y: 400, positive: true }, { x: 180, y: 180, positive: true }, { x: 610, y: 410, positive: false }]); // prettier-ignore
    expect(iou(back, B)).toBe(0);
    expect(iou(back, A)).toBeGreaterThan(0.9);
    expect(runs.filter((r) => r === 'pixel_values')).toHaveLength(1);
    expect(runs).toHaveLength(4);
  });

  it('falls back to the given click segmenter without the model, saying so', async () => {
    const told: string[] = [];
    const dir = tinyModelsDir({});
    dirs.push(dir);
    const b: ModelBackend = { dir, pool: new ModelPool(), onFallback: (_k, r) => told.push(r) };
    const marker: Mask = { ...empty(), data: new Uint8Array(800 * 600).fill(7) };
    const out = await samClick(b, { select: () => Promise.resolve(marker) }).select(picture(), empty(), [{ x: 1, y: 1, positive: true }]); // prettier-ignore
    expect(out).toBe(marker);
    expect(told[0]).toMatch(/click\/slimsam-77-uniform\/vision_encoder\.onnx is missing .* Run npm run models -- install click\./); // prettier-ignore
  });
});
