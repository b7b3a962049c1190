import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskMessages, MASK_GRID_MAX_SIDE } from '@hds/api-client/contract';
import { computeMaskPreview } from '../../src/local/preview/maskPreview.ts';
import {
  maskPreviewPool,
  PreviewTimeoutError,
  type MaskPreviewPool,
} from '../../src/local/preview/pool.ts';
import type { DetectedObject } from '../../src/types.ts';
import { ctx, iou, sampleBuffer } from './samples.ts';

/*
 * Issue #44: the mask preview took 14 s on a 39 MP picture. It now decodes a copy shrunk as it is
 * read before any analysis, and the pool bounds the time a request may take (a tiny bound here
 * shows the refusal; the real bound is the pool's default).
 */

const KITCHEN = 'kitchen/empty_daylight';
// 39 MP in the sample's own 3:2, so its preview grid is the sample's (640 × 427).
const W = 7650;
const H = 5100;

/** Seeded grain (about N(128, 12)), so every run measures the same picture. */
function grain(width: number, height: number): Buffer {
  let seed = 0x2f6e2b1;
  const uniform = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = Buffer.alloc(width * height * 3);
  // Irwin–Hall: the sum of 12 uniforms has variance 1.
  for (let i = 0; i < out.length; i++) {
    let sum = -6;
    for (let k = 0; k < 12; k++) sum += uniform();
    out[i] = Math.max(0, Math.min(255, Math.round(128 + 12 * sum)));
  }
  return out;
}

/** The sample kitchen at 39 MP (7650 × 5100), with grain so it does not compress to nothing. */
async function kitchen39mp(): Promise<Buffer> {
  const gw = Math.round(W / 8);
  const gh = Math.round(H / 8);
  const noise = await sharp(grain(gw, gh), { raw: { width: gw, height: gh, channels: 3 } })
    .resize(W, H)
    .png()
    .toBuffer();
  return sharp(sampleBuffer(KITCHEN))
    .resize(W, H, { fit: 'fill' })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

let big: Buffer;
let pool: MaskPreviewPool | null = null;
beforeAll(async () => {
  big = await kitchen39mp();
}, 120_000);
afterAll(() => pool?.close());

describe('mask preview of a 39 MP picture', { timeout: 180_000 }, () => {
  it('answers the mask at the preview size, the picture at its own size', async () => {
    const meta = await sharp(big).metadata();
    expect(meta.width! * meta.height!).toBe(39_015_000);
    const p = await computeMaskPreview(big, 'wall_color', {}, ctx());
    expect([p.width, p.height]).toEqual([W, H]);
    expect([p.grid_width, p.grid_height]).toEqual([MASK_GRID_MAX_SIDE, 427]);
    expect(p.mask).toHaveLength(MASK_GRID_MAX_SIDE * 427);
    expect(p.regions).toHaveLength(MASK_GRID_MAX_SIDE * 427);
    // The same walls as the picture at its usual size.
    const usual = await computeMaskPreview(sampleBuffer(KITCHEN), 'wall_color', {}, ctx());
    expect([usual.grid_width, usual.grid_height]).toEqual([p.grid_width, p.grid_height]);
    // (The grain and the JPEG move a few edges: 0.86 with this seed.)
    expect(iou(p.mask, usual.mask)).toBeGreaterThanOrEqual(0.8);
  });

  it("scales the version's detections to the copy, and what it detects back up", async () => {
    const seen: DetectedObject[][] = [];
    const box = { x: 3600, y: 2700, width: 1200, height: 900 };
    const detector = {
      detect: async (image: Buffer) => {
        const { width } = await sharp(image).metadata();
        // It is handed the working copy, never the 39 MP file.
        expect(width).toBeLessThanOrEqual(1600);
        const s = width! / W;
        const found = [{ category: 'couch', score: 0.9, box: { x: box.x * s, y: box.y * s, width: box.width * s, height: box.height * s } }]; // prettier-ignore
        seen.push(found);
        return found;
      },
    };
    const p = await computeMaskPreview(big, 'object_removal', { categories: ['couch'] }, ctx(detector)); // prettier-ignore
    expect(seen).toHaveLength(1);
    // Kept with the version in the picture's own pixels, as a job's detections are.
    expect(p.detected).toHaveLength(1);
    expect(p.detected![0]!.box.x).toBeCloseTo(box.x, 0);
    expect(p.detected![0]!.box.width).toBeCloseTo(box.width, 0);
    // A version's known detections (its own pixels) are scaled to the copy instead.
    const known = await computeMaskPreview(big, 'object_removal', { categories: ['couch'] }, ctx(), { known: p.detected! }); // prettier-ignore
    expect(known.detected).toBeUndefined();
    expect(iou(known.mask, p.mask)).toBeGreaterThanOrEqual(0.99);
  });

  it('over its time bound, the pool refuses cleanly and then works again', async () => {
    pool = maskPreviewPool({ timeoutMs: 1 });
    const err = await pool
      .compute(big, 'wall_color', {}, { detect: false })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PreviewTimeoutError);
    expect((err as Error).message).toBe(maskMessages.timeout);
    await pool.close();
    pool = maskPreviewPool();
    const p = await pool.compute(big, 'wall_color', {}, { detect: false });
    expect([p.grid_width, p.grid_height]).toEqual([MASK_GRID_MAX_SIDE, 427]);
  });
});
