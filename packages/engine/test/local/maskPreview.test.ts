import { describe, expect, it } from 'vitest';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { computeMaskPreview } from '../../src/local/preview/maskPreview.ts';
import { skyReplacement } from '../../src/local/ops/sky.ts';
import { wallColor } from '../../src/local/ops/wallColor.ts';
import { windowView } from '../../src/local/ops/windowView.ts';
import { decode, type Mask, type Raster } from '../../src/local/raster/raster.ts';
import type { EngineContext } from '../../src/types.ts';
import { ctx, groundTruth, render, sampleBuffer } from './samples.ts';

// Issue #28: the preview's automatic mask is the region the edit changes, and its regions let a
// click take a whole wall or a run of cabinet doors.
const KITCHEN = 'kitchen/empty_daylight';

/** Pixels of `after` that differ from `before` by more than `tolerance` (sum over RGB). */
function changed(before: Raster, after: Raster, tolerance = 0): Uint8Array {
  const out = new Uint8Array(before.width * before.height);
  for (let p = 0; p < out.length; p++) {
    const i = p * 3;
    const d =
      Math.abs(before.data[i]! - after.data[i]!) +
      Math.abs(before.data[i + 1]! - after.data[i + 1]!) +
      Math.abs(before.data[i + 2]! - after.data[i + 2]!);
    if (d > tolerance) out[p] = 1;
  }
  return out;
}

/** The grid's cells upscaled (nearest) to w × h, as 0/1. */
function upscale(grid: Uint8Array, gw: number, gh: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const gy = Math.min(gh - 1, Math.floor((y * gh) / h));
    for (let x = 0; x < w; x++) out[y * w + x] = grid[gy * gw + Math.min(gw - 1, Math.floor((x * gw) / w))]! ? 1 : 0; // prettier-ignore
  }
  return out;
}

function iou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) inter++;
    if (a[i] || b[i]) union++;
  }
  return union ? inter / union : 0;
}

/** Regions mostly (> half) inside `truth`: their share of it, and their purity. */
function regionsInside(regions: Uint16Array, count: number, truth: Uint8Array) {
  const area = new Float64Array(count);
  const inside = new Float64Array(count);
  let total = 0;
  for (let i = 0; i < regions.length; i++) {
    area[regions[i]!]!++;
    if (truth[i]) {
      inside[regions[i]!]!++;
      total++;
    }
  }
  let covered = 0;
  let size = 0;
  const ids: number[] = [];
  for (let k = 0; k < count; k++)
    if (inside[k]! > 0.5 * area[k]!) {
      ids.push(k);
      covered += inside[k]!;
      size += area[k]!;
    }
  const largest = Math.max(...Array.from(inside, (v, k) => (v > 0.9 * area[k]! ? v : 0)));
  return { ids, cover: covered / total, purity: covered / size, largest: largest / total };
}

const log = (...args: unknown[]) => console.log('[mask preview]', ...args);

describe('mask preview on the sample kitchen', { timeout: 180_000 }, () => {
  it('wall colour: the automatic mask is the region the edit changes (IoU ≥ 0.85)', async () => {
    const source = sampleBuffer(KITCHEN);
    const c = ctx();
    const t0 = performance.now();
    const p = await computeMaskPreview(source, 'wall_color', {}, c);
    log('wall_color preview', Math.round(performance.now() - t0), 'ms,', p.region_count, 'regions, coverage', p.coverage.toFixed(3)); // prettier-ignore
    expect(Math.max(p.grid_width, p.grid_height)).toBe(640);
    expect(p.grid_width / p.grid_height).toBeCloseTo(p.width / p.height, 2);
    const before = await decode(source);
    const after = (await wallColor(sceneAnalysis(source, c), { color: 'navy', strength: 0.8, guidance_scale: 7.5 }, c)) as Raster; // prettier-ignore
    const mask = upscale(p.mask, p.grid_width, p.grid_height, p.width, p.height);
    const visible = iou(mask, changed(before, after, 30));
    const any = iou(mask, changed(before, after, 0));
    log('IoU against the pixels changed by more than 30:', visible.toFixed(3), '— by any:', any.toFixed(3)); // prettier-ignore
    expect(visible).toBeGreaterThanOrEqual(0.85);
  });

  it('regions: 50–400 a picture, the upper cabinets their own, a wall in few clicks', async () => {
    const p = await computeMaskPreview(sampleBuffer(KITCHEN), 'wall_color', {}, ctx());
    expect(p.region_count).toBeGreaterThanOrEqual(50);
    expect(p.region_count).toBeLessThanOrEqual(400);
    expect(p.regions.reduce((m, v) => Math.max(m, v), 0)).toBe(p.region_count - 1);
    const r = render(KITCHEN);
    const truth = (path: string) => groundTruth(path, p.grid_width, p.grid_height);
    // The wall cabinets: the cabinets hung above the counter (the base cabinets stand below).
    const upper = r.objects.filter((x) => x.category === 'cabinet' && x.bbox[1] < 400);
    expect(upper).toHaveLength(3);
    for (const o of upper) {
      const inside = regionsInside(p.regions, p.region_count, await truth(o.mask));
      log(o.mask, 'regions', inside.ids.length, 'cover', inside.cover.toFixed(3), 'purity', inside.purity.toFixed(3)); // prettier-ignore
      expect(inside.purity).toBeGreaterThanOrEqual(0.9);
      expect(inside.cover).toBeGreaterThanOrEqual(0.9);
    }
    const walls = regionsInside(p.regions, p.region_count, await truth(r.masks.walls));
    log('walls: regions', walls.ids.length, 'cover', walls.cover.toFixed(3), 'purity', walls.purity.toFixed(3), 'largest', walls.largest.toFixed(3)); // prettier-ignore
    expect(walls.purity).toBeGreaterThanOrEqual(0.9);
    expect(walls.cover).toBeGreaterThanOrEqual(0.8);
    // The largest wall region is a whole wall: a fifth of the walls at least.
    expect(walls.largest).toBeGreaterThanOrEqual(0.2);
  });
});

/** The sample's truth mask at full size as a 0/255 Mask. */
async function truthMask(id: string, path: string, image: Raster): Promise<Mask> {
  const t = await groundTruth(path, image.width, image.height);
  return { width: image.width, height: image.height, data: Uint8Array.from(t, (v) => v * 255) };
}

function outside(before: Raster, after: Raster, mask: Mask) {
  let out = 0;
  let inside = 0;
  let insideChanged = 0;
  const d = changed(before, after);
  for (let p = 0; p < d.length; p++)
    if (mask.data[p]! >= 128) {
      inside++;
      if (d[p]) insideChanged++;
    } else if (d[p]) out++;
  return { outsideChanged: out, insideShare: insideChanged / inside };
}

describe('sky and window view follow a drawn mask', { timeout: 120_000 }, () => {
  it('sky: the new sky inside the mask, not one pixel changed outside', async () => {
    const id = 'exterior/empty_daylight';
    const source = sampleBuffer(id);
    const before = await decode(source);
    // The true sky's upper half only: the engine's own sky would reach further.
    const sky = await truthMask(id, render(id).masks.sky, before);
    const half = Math.round(before.height * 0.15);
    sky.data.fill(0, half * before.width);
    const c: EngineContext = { ...ctx(), mask: sky };
    const after = (await skyReplacement(sceneAnalysis(source, c), { sky_type: 'sunset' }, c)) as Raster; // prettier-ignore
    const d = outside(before, after, sky);
    expect(d.outsideChanged).toBe(0);
    expect(d.insideShare).toBeGreaterThan(0.9);
  });

  it('window view: the view inside the mask, not one pixel changed outside', async () => {
    const id = 'living_room/empty_daylight';
    const source = sampleBuffer(id);
    const before = await decode(source);
    const panes = await truthMask(id, render(id).masks.sky, before);
    const c: EngineContext = { ...ctx(), mask: panes };
    const after = (await windowView(sceneAnalysis(source, c), { view: 'ocean' }, c)) as Raster;
    const d = outside(before, after, panes);
    expect(d.outsideChanged).toBe(0);
    expect(d.insideShare).toBeGreaterThan(0.9);
  });
});
