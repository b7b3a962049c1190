import { describe, expect, it } from 'vitest';
import {
  regionClick,
  segmenterClick,
  simulateClicks,
  toggleRegion,
} from '../../bench/real/clicks.ts';
import type { MaskClick } from '../../src/types.ts';
import {
  changedPixels,
  confidentlyWrong,
  countOutside,
  iou,
  largestErrorRegion,
  lumaCorrelation,
} from '../../bench/real/metrics.ts';
import { classesOf, classOf } from '../../bench/real/photos.ts';

/** A w × h mask with the rectangle [x0, x1) × [y0, y1) set. */
function rect(w: number, h: number, x0: number, y0: number, x1: number, y1: number, v = 1) {
  const m = new Uint8Array(w * h);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * w + x] = v;
  return m;
}

describe('real-photo benchmark metrics', () => {
  it('IoU counts only labelled pixels and is NaN when both masks are empty', () => {
    const truth = rect(10, 10, 0, 0, 5, 10); // 50 px
    const pred = rect(10, 10, 0, 0, 10, 5); // 50 px, 25 shared
    expect(iou(pred, truth)).toBeCloseTo(25 / 75);
    // Unlabelled right half: only the left half is judged (25 shared of 50).
    expect(iou(pred, truth, rect(10, 10, 0, 0, 5, 10))).toBeCloseTo(25 / 50);
    expect(iou(new Uint8Array(100), new Uint8Array(100))).toBeNaN();
    expect(iou(rect(10, 10, 0, 0, 10, 10, 255), rect(10, 10, 0, 0, 10, 10))).toBe(1);
  });

  it('picks the largest error region, false positive or negative, and a point deep inside it', () => {
    const w = 20;
    const h = 10;
    const truth = rect(w, h, 0, 0, 10, 10);
    const pred = rect(w, h, 0, 0, 10, 10);
    // A 2 × 2 false positive and a 6 × 6 hole (false negative) in the truth.
    for (const p of [12 + 2 * w, 13 + 2 * w, 12 + 3 * w, 13 + 3 * w]) pred[p] = 1;
    const hole = rect(w, h, 2, 2, 8, 8);
    for (let p = 0; p < pred.length; p++) if (hole[p]) pred[p] = 0;
    const wrong = largestErrorRegion(pred, truth, w, h);
    expect(wrong).toMatchObject({ kind: 'fn', area: 36 });
    expect(wrong!.x).toBeGreaterThanOrEqual(4);
    expect(wrong!.x).toBeLessThanOrEqual(5);
    expect(wrong!.y).toBeGreaterThanOrEqual(4);
    expect(wrong!.y).toBeLessThanOrEqual(5);
    // Unlabelled pixels are no error: with the hole unlabelled the false positive is the largest.
    const valid = new Uint8Array(w * h).fill(1).map((v, p) => (hole[p] ? 0 : v));
    expect(largestErrorRegion(pred, truth, w, h, valid)).toMatchObject({ kind: 'fp', area: 4 });
    expect(largestErrorRegion(truth, truth, w, h)).toBeNull();
  });

  it('a simulated click toggles the editor region under the largest error', async () => {
    const w = 8;
    const h = 4;
    // Regions: 0 the left half, 1 the right half; the mask holds the left half; truth is all.
    const regions = Uint16Array.from({ length: w * h }, (_, p) => (p % w < 4 ? 0 : 1));
    const mask = rect(w, h, 0, 0, 4, 4, 255);
    const truth = new Uint8Array(w * h).fill(1);
    const valid = new Uint8Array(w * h).fill(1);
    const grid = { width: w, height: h, mask, regions };
    const click = regionClick(grid, w, h);
    const { steps } = await simulateClicks(mask, click, truth, valid, w, h, 1);
    expect(steps.map((s) => s.iou)).toEqual([0.5, 1]);
    expect(steps[1]!.click).toMatchObject({ kind: 'fn', area: 16 });
    // As the mask editor: a region half in the mask counts as in, so a toggle takes it out.
    const half = rect(w, h, 4, 0, 6, 4, 255);
    expect(toggleRegion(half, regions, 1).some((v) => v)).toBe(false);
    expect(toggleRegion(half, regions, 9)).toBe(half);
  });

  it('a click segmenter gets each click on the grid, positive on a missed part, and all before it', async () => {
    // The picture is 16 × 8, the grid 8 × 4: the mask holds the grid's left half, truth is all.
    const [W, H, w, h] = [16, 8, 8, 4];
    const grid = { width: w, height: h, mask: rect(w, h, 0, 0, 4, 4, 255), regions: new Uint16Array(w * h) }; // prettier-ignore
    const seen: MaskClick[][] = [];
    const fill = {
      select: (_p: unknown, m: { width: number; height: number }, clicks: readonly MaskClick[]) => {
        seen.push([...clicks]);
        return Promise.resolve({ ...m, data: new Uint8Array(m.width * m.height).fill(255) });
      },
    };
    const picture = { width: w, height: h, data: new Uint8Array(w * h * 3) };
    const cpu: number[] = [];
    const click = segmenterClick(fill, picture, grid, W, H, cpu);
    const full = rect(W, H, 0, 0, 8, 8, 255);
    const ones = new Uint8Array(W * H).fill(1);
    const { steps } = await simulateClicks(full, click, ones, ones, W, H, 2);
    expect(steps.map((s) => s.iou)).toEqual([0.5, 1, 1]);
    // The deepest pixel of the right half (x 8…15) lands in the grid's right half, as a positive click.
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]!.positive).toBe(true);
    expect(seen[0]![0]!.x).toBeGreaterThanOrEqual(4);
    expect(cpu).toHaveLength(1);
  });

  it('judges a completed run confidently wrong below 1 % changed or above 10 % outside', () => {
    expect(confidentlyWrong({ kind: 'refused', reason: 'No sky was found in this picture.' })).toBe(
      null,
    );
    expect(confidentlyWrong({ kind: 'completed', changed: 0.005, outside: 0 })).toMatch(/changed/);
    expect(confidentlyWrong({ kind: 'completed', changed: 0.3, outside: 0.12 })).toMatch(/outside/);
    expect(confidentlyWrong({ kind: 'completed', changed: 0.3, outside: 0.1 })).toBe(null);
    expect(confidentlyWrong({ kind: 'completed', changed: 0.02, outside: null })).toBe(null);
  });

  it('counts changed pixels outside a mask and keeps shading in the luminance correlation', () => {
    const a = new Uint8Array([10, 10, 10, 100, 100, 100, 200, 200, 200]);
    const b = new Uint8Array([15, 10, 10, 20, 20, 60, 120, 120, 160]);
    const changed = changedPixels(a, b);
    expect([...changed]).toEqual([0, 1, 1]);
    expect(countOutside(changed, new Uint8Array([1, 1, 0]))).toBe(1);
    // Darker and bluer, but the same shading: correlation 1 inside the last two pixels.
    expect(lumaCorrelation(a, b, new Uint8Array([0, 1, 1]))).toBeCloseTo(1);
    expect(lumaCorrelation(a, a, new Uint8Array([0, 0, 1]))).toBeNaN();
  });

  it('maps both legends to the classes, with id 0 unlabelled', () => {
    expect(['wall', 'windowpane', 'sky', 'sofa', 'curtain', 'objects'].map(classOf)).toEqual([
      'wall',
      'window',
      'sky',
      'furniture',
      'other',
      'furniture',
    ]);
    const legend = new Map([
      [0, 'unlabeled'],
      [5, 'floor'],
      [12, 'wall'],
      [9, 'sofa'],
    ]);
    const c = classesOf(new Uint8Array([0, 5, 12, 9]), legend);
    expect([...c.labelled]).toEqual([0, 1, 1, 1]);
    expect([...c.wall]).toEqual([0, 0, 1, 0]);
    expect([...c.furniture]).toEqual([0, 0, 0, 1]);
  });
});
