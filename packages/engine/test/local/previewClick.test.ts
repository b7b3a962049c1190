import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { maskPreviewPool } from '../../src/local/preview/pool.ts';

/*
 * The mask editor's click on the preview's thread: the version's file, the mask on the preview's
 * grid and the clicks go in; the mask the configured ClickSegmenter (watershed) makes comes back.
 */

const pool = maskPreviewPool();
afterAll(() => pool.close());

/**
 * A 1280 × 960 JPEG, left of x = 768 beige, right of it blue: a 640 × 480 grid, edge at 384. The
 * clicks land where the whole beige wall is within the segmenter's reach (half the longer side).
 */
async function twoWalls(): Promise<Buffer> {
  const left = await sharp({
    create: { width: 768, height: 960, channels: 3, background: { r: 205, g: 192, b: 170 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 1280, height: 960, channels: 3, background: { r: 60, g: 92, b: 140 } },
  })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('the mask editor click on the preview thread', { timeout: 60_000 }, () => {
  it('a positive click selects the wall under it on the grid, a negative one takes it out', async () => {
    const source = await twoWalls();
    const [w, h] = [640, 480];
    const empty = { width: w, height: h, data: new Uint8Array(w * h) };
    const added = await pool.click(source, 'wall_color', empty, [{ x: 190, y: 240, positive: true }]); // prettier-ignore
    expect([added.width, added.height]).toEqual([w, h]);
    let left = 0;
    let right = 0;
    for (let p = 0; p < w * h; p++) {
      if (!added.data[p]) continue;
      if (p % w < 384) left++;
      else right++;
    }
    expect(left).toBeGreaterThanOrEqual(0.99 * 384 * h);
    expect(right).toBe(0);
    // A new run of clicks (the editor's history starts again): the negative one alone.
    const removed = await pool.click(source, 'wall_color', added, [{ x: 192, y: 240, positive: false }]); // prettier-ignore
    expect(removed.data.every((v) => v === 0)).toBe(true);
  });
});
