import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Mask, Raster } from '../../src/data.ts';
import { classicalSegmenter } from '../../src/local/stages.ts';
import { ADE20K_LABELS, ADE20K_TO_CATEGORY, ENGINE_CATEGORIES } from '../../src/models/ade20k.ts';
import type { ModelBackend } from '../../src/models/backend.ts';
import { decode } from '../../src/local/raster/raster.ts';
import { disparity, modelDepth, scaleToBox } from '../../src/models/depth.ts';
import { roomBoxDepth } from '../../src/local/analysis/depth.ts';
import { sampleBuffer } from '../local/samples.ts';
import { lamaInpaint, modelInpainter, planTiles } from '../../src/models/inpainter.ts';
import { MANIFEST } from '../../src/models/manifest.ts';
import { ModelPool } from '../../src/models/runtime.ts';
import { ade20kClasses, modelSegmenter } from '../../src/models/segmenter.ts';
import { IMAGENET, toNCHW } from '../../src/models/tensor.ts';
import { tinyDepthAnything, tinyLama, tinyModelsDir, tinySegformer } from './tiny.ts';

const dirs: string[] = [];
const backend = (
  kinds: Parameters<typeof tinyModelsDir>[0],
  pool = new ModelPool({ idleMs: 60_000 }),
) => {
  const dir = tinyModelsDir(kinds);
  dirs.push(dir);
  const told: string[] = [];
  const b: ModelBackend = { dir, pool, onFallback: (_k, r) => told.push(r) };
  return { b, told, dir, pool };
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A w × h picture in four vertical bands: red, green, blue, white. */
function bands(w: number, h: number): Raster {
  const colours = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]; // prettier-ignore
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) data.set(colours[Math.floor((x * 4) / w)]!, (y * w + x) * 3);
  return { width: w, height: h, data };
}
const share = (m: Mask, x0: number, x1: number) => {
  let n = 0;
  for (let y = 0; y < m.height; y++)
    for (let x = x0; x < x1; x++) n += m.data[y * m.width + x]! ? 1 : 0;
  return n / ((x1 - x0) * m.height);
};

describe('tensor layout', () => {
  it('is planar NCHW, ImageNet-normalised', async () => {
    const img: Raster = { width: 2, height: 1, data: Uint8Array.from([255, 0, 0, 0, 0, 255]) };
    const t = await toNCHW(img, 2, 1, IMAGENET);
    // [R(p0), R(p1), G(p0), G(p1), B(p0), B(p1)]
    const want = [(1 - 0.485) / 0.229, (0 - 0.485) / 0.229, -0.456 / 0.224, -0.456 / 0.224, -0.406 / 0.225, (1 - 0.406) / 0.225]; // prettier-ignore
    want.forEach((v, i) => expect(t[i]).toBeCloseTo(v, 4));
  });
});

describe('ADE20K mapping', () => {
  it('maps the 150 classes onto the engine categories', () => {
    expect(ADE20K_LABELS).toHaveLength(150);
    const cat = (name: (typeof ADE20K_LABELS)[number]) => ENGINE_CATEGORIES[ADE20K_TO_CATEGORY[ADE20K_LABELS.indexOf(name)]!]; // prettier-ignore
    expect([cat('wall'), cat('floor'), cat('ceiling'), cat('windowpane'), cat('door'), cat('sky')]).toEqual(['wall', 'floor', 'ceiling', 'window', 'door', 'sky']); // prettier-ignore
    expect([cat('sofa'), cat('bed'), cat('coffee table'), cat('lamp')]).toEqual(Array(4).fill('furniture')); // prettier-ignore
    expect([cat('curtain'), cat('tree'), cat('person')]).toEqual(['curtain', 'outdoor', 'other']);
  });
});

describe('Segmenter on the SegFormer interface', () => {
  it('loads the model, feeds NCHW and maps its classes to the masks', async () => {
    const { b, told } = backend({ segmentation: { model: tinySegformer() } });
    const img = bands(640, 320);
    const classes = await ade20kClasses(b, img, 64, 32);
    expect(classes.ok).toBe(true);
    const row = classes.ok ? [...classes.value.subarray(0, 64)] : [];
    expect([row[4], row[20], row[36], row[60]]).toEqual([0, 18, 2, 8]); // wall, curtain, sky, windowpane
    const seg = await modelSegmenter(b).segment(img);
    const w = seg.small.width;
    expect(share(seg.walls, 2, w / 4 - 2)).toBe(1);
    expect(share(seg.curtains, w / 4 + 2, w / 2 - 2)).toBe(1);
    expect(share(seg.sky, w / 2 + 2, (3 * w) / 4 - 2)).toBe(1);
    expect(share(seg.windows, (3 * w) / 4 + 2, w - 2)).toBe(1);
    expect(share(seg.walls, w / 4 + 2, w - 2)).toBe(0);
    expect(told).toEqual([]);
  });

  it('works the classes out once per picture (a job segments twice)', async () => {
    const { b, pool } = backend({ segmentation: { model: tinySegformer() } });
    let runs = 0;
    const run = pool.run.bind(pool);
    pool.run = (session, feeds) => (runs++, run(session, feeds));
    const img = bands(320, 160);
    const segmenter = modelSegmenter(b);
    const [a, c] = [await segmenter.segment(img), await segmenter.segment(img)];
    expect(runs).toBe(1);
    expect(c.walls.data).toEqual(a.walls.data);
  });

  it('two requests at once share one load', async () => {
    const { b, pool } = backend({ segmentation: { model: tinySegformer() } });
    const img = bands(320, 160);
    const [a, c] = await Promise.all([
      ade20kClasses(b, img, 32, 16),
      ade20kClasses(b, img, 32, 16),
    ]);
    expect(a.ok && c.ok).toBe(true);
    expect(pool.loads).toBe(1);
    expect(pool.state('segmentation')).toBe('loaded');
  });

  it('falls back to the heuristics when the model is absent, and says so', async () => {
    const { b, told } = backend({});
    const img = bands(320, 160);
    const seg = await modelSegmenter(b).segment(img);
    const classical = await classicalSegmenter.segment(img);
    expect(seg.walls.data).toEqual(classical.walls.data);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/The segmentation model is not installed \(segmentation\/segformer-b0-ade\/model\.onnx is missing from .*\)\. Run npm run models -- install segmentation\./); // prettier-ignore
  });

  it('refuses a file whose SHA-256 is not the pinned one, naming it', async () => {
    const { b, told, dir } = backend({ segmentation: { model: tinySegformer() } });
    const bad = tinySegformer();
    bad[bad.length - 1] = bad[bad.length - 1]! ^ 1;
    writeFileSync(join(dir, MANIFEST.segmentation.files.model!.file), bad);
    const r = await ade20kClasses(b, bands(64, 32), 8, 4);
    expect(r.ok).toBe(false);
    expect(told[0]).toMatch(/segmentation\/segformer-b0-ade\/model\.onnx is corrupt \(SHA-256 [0-9a-f]{12}…, pinned [0-9a-f]{12}…\)/); // prettier-ignore
  });
});

describe('Inpainter on the LaMa interface', () => {
  it('plans one tile for a small hole and a grid for a large one', () => {
    expect(planTiles({ x0: 700, y0: 500, x1: 800, y1: 600 }, 1600, 1200)).toHaveLength(1);
    const tiles = planTiles({ x0: 100, y0: 100, x1: 1500, y1: 1100 }, 1600, 1200);
    expect(tiles.length).toBeGreaterThan(1);
    for (const t of tiles) expect(t.x1 - t.x0 + 1).toBeLessThanOrEqual(1024);
  });

  it('fills every hole pixel of a 1600 px photo tile by tile and leaves the rest alone', async () => {
    const { b } = backend({ inpaint: { model: tinyLama() } });
    const img = bands(1600, 1200);
    const hole: Mask = { width: 1600, height: 1200, data: new Uint8Array(1600 * 1200) };
    for (let y = 150; y < 1050; y++) hole.data.fill(255, y * 1600 + 120, y * 1600 + 1480);
    const t0 = performance.now();
    const r = await lamaInpaint(b, img, hole);
    console.log(`LaMa interface, tiny model: 1600 × 1200, ${r.ok ? r.value.tiles : 0} tiles, ${Math.round(performance.now() - t0)} ms`); // prettier-ignore
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tiles).toBeGreaterThan(1);
    let grey = 0;
    let holeCount = 0;
    let changedOutside = 0;
    const out = r.value.image.data;
    for (let i = 0; i < hole.data.length; i++) {
      const [p, q, s] = [out[i * 3]!, out[i * 3 + 1]!, out[i * 3 + 2]!];
      if (hole.data[i]) {
        holeCount++;
        if (Math.abs(p - 128) <= 2 && Math.abs(q - 128) <= 2 && Math.abs(s - 128) <= 2) grey++;
      } else if (p !== img.data[i * 3] || q !== img.data[i * 3 + 1] || s !== img.data[i * 3 + 2])
        changedOutside++;
    }
    expect(changedOutside).toBe(0);
    expect(grey / holeCount).toBeGreaterThan(0.995);
  });

  it('falls back to the patch search without the model', async () => {
    const { b, told } = backend({});
    const img = bands(96, 64);
    const hole: Mask = { width: 96, height: 64, data: new Uint8Array(96 * 64) };
    for (let y = 20; y < 30; y++) hole.data.fill(255, y * 96 + 10, y * 96 + 20);
    const out = await modelInpainter(b).inpaint(img, hole, { seed: 1 });
    expect(out.width).toBe(96);
    expect(told[0]).toMatch(/npm run models -- install inpaint/);
  });
});

describe('DepthEstimator on the Depth Anything interface', () => {
  it('reads predicted_depth as disparity and scales it to the room box', async () => {
    const { b } = backend({ depth: { model: tinyDepthAnything() } });
    const img = bands(400, 200);
    const d = await disparity(b, img, 40, 20);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    // The tiny model's disparity is the normalised blue + 3: blue band ≈ 5.64, red band ≈ 1.2.
    expect(d.value[25]).toBeCloseTo((1 - 0.406) / 0.225 + 3, 1);
    expect(d.value[2]).toBeCloseTo(-0.406 / 0.225 + 3, 1);
    const box = {
      width: 40,
      height: 20,
      data: new Float32Array(800).fill(2),
      metric: true,
      camera: null,
    };
    const scaled = scaleToBox(box, d.value);
    expect(scaled.data[25]! * d.value[25]!).toBeCloseTo(scaled.data[2]! * d.value[2]!, 4);
    expect(scaled.data[2]! > scaled.data[25]!).toBe(true); // red (small disparity) is further away
  });

  it("keeps the room box's camera and scale on a sample room", { timeout: 60_000 }, async () => {
    const { b } = backend({ depth: { model: tinyDepthAnything() } });
    const img = await decode(sampleBuffer('living_room/empty_daylight'));
    const [box, model] = [await roomBoxDepth.estimate(img), await modelDepth(b).estimate(img)];
    expect(box.camera).not.toBeNull();
    expect(model.camera).toEqual(box.camera);
    expect([model.width, model.height, model.metric]).toEqual([box.width, box.height, true]);
    // Not the box's depth (the model's shape), yet at the box's scale: medians within a factor of 2.
    const median = (d: Float32Array) => {
      const f = [...d].filter((v) => v > 0).sort((x, y) => x - y);
      return f[f.length >> 1]!;
    };
    expect(model.data).not.toEqual(box.data);
    expect(median(model.data) / median(box.data)).toBeGreaterThan(0.5);
    expect(median(model.data) / median(box.data)).toBeLessThan(2);
  });
});
