import { describe, expect, it } from 'vitest';
import { decode } from '../../src/local/raster/raster.ts';
import { wallCorners } from '../../src/local/analysis/wallCorners.ts';
import { segment } from '../../src/local/analysis/segment.ts';
import { sampleBuffer } from './samples.ts';

/** A ceiling line at the segmentation's scale, drawn by the layout's 4-px steps. */
function stepped(row: (x: number) => number, w = 400): Int32Array {
  return Int32Array.from({ length: w }, (_, x) => Math.round(row(x) / 4) * 4);
}

describe('wall corners', () => {
  it('finds the corner where the ceiling line turns, and none on a straight stepped line', () => {
    const corner = stepped((x) => (x < 170 ? 20 + x * 0.2 : 54 - (x - 170) * 0.15));
    const [at, ...more] = wallCorners(corner);
    expect(more).toEqual([]);
    expect(Math.abs(at! - 170)).toBeLessThanOrEqual(4);
    expect(wallCorners(stepped((x) => 30 + x * 0.07))).toEqual([]);
  });

  it('finds the two corners of a back wall seen between two side walls', () => {
    const row = (x: number) => (x < 120 ? 10 + x * 0.25 : x < 290 ? 40 : 40 - (x - 290) * 0.25);
    const found = wallCorners(stepped(row));
    expect(found).toHaveLength(2);
    // Within a step: at a slope of 0.25 the 4-px steps are 16 columns long, and the stepped
    // line already runs flat from column 112.
    expect(Math.abs(found[0]! - 120)).toBeLessThanOrEqual(10);
    expect(Math.abs(found[1]! - 290)).toBeLessThanOrEqual(10);
  });

  it('puts the empty living room’s corner where its two walls meet', async () => {
    const seg = await segment(await decode(sampleBuffer('living_room/empty_daylight')));
    // The render's corner stands at column 166 of 400 (read off the picture).
    expect(wallCorners(seg.layout.ceiling).map((x) => Math.abs(x - 166) <= 4)).toEqual([true]);
  });
});
