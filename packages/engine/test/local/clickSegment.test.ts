import { describe, expect, it } from 'vitest';
import type { Mask, Raster } from '../../src/data.ts';
import { watershedClick } from '../../src/local/analysis/clickSegment.ts';
import { opencv, opencvLoads, withMats } from '../../src/local/cv/opencv.ts';

/**
 * A picture of two flat regions with a clear vertical edge at x = 120, and some noise; every pixel
 * lies within the segmenter's reach (half the longer side) of the clicks below.
 */
function twoRegions(w = 200, h = 150): Raster {
  const data = new Uint8Array(w * h * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 9) - 4;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const [r, g, b] = x < 120 ? [200, 190, 170] : [60, 90, 140];
      data[i] = r + noise();
      data[i + 1] = g + noise();
      data[i + 2] = b + noise();
    }
  return { width: w, height: h, data };
}

/**
 * A cream wall with a wooden cabinet on it whose outline is soft (a ramp of a few pixels, as a
 * shadow or a blurred photo gives). The cabinet is close to the clicks below, and the seeds the
 * segmenter keeps beyond its reach (half the longer side) lie well past it.
 */
function cabinetOnWall(w = 200, h = 120): Raster {
  const data = new Uint8Array(w * h * 3);
  const wall = [232, 222, 200];
  const wood = [150, 95, 50];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      // Depth into the cabinet (x 40…70, y 40…80), ramped over 6 px.
      const inside = Math.min(x - 40, 70 - x, y - 40, 80 - y);
      const t = Math.max(0, Math.min(1, (inside + 3) / 6));
      for (let c = 0; c < 3; c++) data[(y * w + x) * 3 + c] = Math.round(wall[c]! + t * (wood[c]! - wall[c]!)); // prettier-ignore
    }
  return { width: w, height: h, data };
}
const inCabinet = (x: number, y: number) => x >= 44 && x <= 66 && y >= 44 && y <= 76;
/** The wall left of the cabinet, nearest the click on it. */
const wallNear = (x: number) => x < 34;

const empty = (w: number, h: number): Mask => ({
  width: w,
  height: h,
  data: new Uint8Array(w * h),
});
const count = (m: Mask, where: (x: number, y: number) => boolean) => {
  let c = 0;
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++) if (m.data[y * m.width + x] && where(x, y)) c++;
  return c;
};

describe('OpenCV loader', () => {
  it('loads once per thread, however many ask at once', async () => {
    const [a, b] = await Promise.all([opencv(), opencv()]);
    expect(a.cv).toBe(b.cv);
    expect((await opencv()).cv).toBe(a.cv);
    expect(opencvLoads()).toBe(1);
    expect(typeof a.cv.watershed).toBe('function');
  });

  it('withMats deletes every Mat it kept, also when the work throws', async () => {
    const { cv } = await opencv();
    let kept: InstanceType<typeof cv.Mat>[] = [];
    const sum = withMats((keep) => {
      const m = keep(new cv.Mat(4, 4, cv.CV_8UC1, new cv.Scalar(3)));
      kept = [m, keep(new cv.Mat())];
      return cv.countNonZero(m);
    });
    expect(sum).toBe(16);
    expect(kept.every((m) => m.isDeleted())).toBe(true);
    expect(() =>
      withMats((keep) => {
        kept = [keep(new cv.Mat(2, 2, cv.CV_8UC1))];
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(kept[0]!.isDeleted()).toBe(true);
  });

  it('a click leaves nothing on the WebAssembly heap: many clicks do not grow it', async () => {
    const { cv } = await opencv();
    const pic = twoRegions();
    const heap = () => (cv as unknown as { HEAPU8: Uint8Array }).HEAPU8.length;
    await watershedClick(pic, empty(200, 150), [{ x: 50, y: 70, positive: true }]);
    const before = heap();
    for (let i = 0; i < 30; i++) {
      await watershedClick(pic, empty(200, 150), [{ x: 50 + i, y: 70, positive: true }]);
    }
    expect(heap()).toBe(before);
  });
});

describe('watershed click segmenter', () => {
  const pic = twoRegions();
  const left = (x: number) => x < 120;

  it('one positive click selects exactly the region it lands on, up to its edge', async () => {
    const out = await watershedClick(pic, empty(200, 150), [{ x: 60, y: 75, positive: true }]);
    const inLeft = count(out, (x) => left(x));
    const inRight = count(out, (x) => !left(x));
    expect(inLeft).toBeGreaterThanOrEqual(0.99 * 120 * 150);
    expect(inRight).toBe(0);
  });

  it('a click on the other region selects that one, and keeps what the mask had', async () => {
    const first = await watershedClick(pic, empty(200, 150), [{ x: 60, y: 75, positive: true }]);
    const both = await watershedClick(pic, first, [
      { x: 60, y: 75, positive: true },
      { x: 160, y: 75, positive: true },
    ]);
    expect(count(both, () => true)).toBeGreaterThanOrEqual(0.99 * 200 * 150);
  });

  it('a negative click removes the region it lands on and nothing else', async () => {
    const full: Mask = { width: 200, height: 150, data: new Uint8Array(200 * 150).fill(255) };
    const out = await watershedClick(pic, full, [{ x: 160, y: 75, positive: false }]);
    expect(count(out, (x) => !left(x))).toBe(0);
    expect(count(out, (x) => left(x))).toBe(120 * 150);
  });

  it('without clicks the mask is unchanged; a mask of another size is refused', async () => {
    const m = empty(200, 150);
    expect(await watershedClick(pic, m, [])).toBe(m);
    await expect(
      watershedClick(pic, empty(100, 100), [{ x: 1, y: 1, positive: true }]),
    ).rejects.toThrow('differ in size');
  });
});

describe('watershed click segmenter: what looks unlike the click stays as it is', () => {
  const pic = cabinetOnWall();

  it('a positive click on a wall takes the wall and leaves out a cabinet on it', async () => {
    const out = await watershedClick(pic, empty(200, 120), [{ x: 16, y: 60, positive: true }]);
    expect(count(out, inCabinet)).toBe(0);
    expect(count(out, (x) => wallNear(x))).toBeGreaterThanOrEqual(0.99 * 34 * 120);
  });

  it('a negative click on a cabinet in the mask takes out the cabinet and not the wall', async () => {
    const full: Mask = { width: 200, height: 120, data: new Uint8Array(200 * 120).fill(255) };
    const out = await watershedClick(pic, full, [{ x: 55, y: 60, positive: false }]);
    expect(count(out, inCabinet)).toBe(0);
    // The cabinet and its soft outline leave; the wall around it stays.
    expect(count(out, () => true)).toBeGreaterThanOrEqual(200 * 120 - 37 * 47);
  });
});
