import type { Mask, Raster, RasterMemo } from '../../data.ts';
import type { Inpainter } from '../../types.ts';
import { resizeMask } from '../raster/raster.ts';

/**
 * The share of the picture under which a removal's result looks unchanged: what it takes out is
 * a few specks, or it matches what lies around it. bench:real calls such a run "confidently
 * wrong" (it completed, yet changed under 1 % of the picture): the user pays for no visible edit.
 */
export const MIN_VISIBLE_CHANGE = 0.01;
/** A channel must move by more than this (0…255) for a pixel to look different. */
export const VISIBLE_LEVELS = 12;
/** The side the estimate works at: a bottle is still a few hundred pixels there. */
const SIDE = 800;

/**
 * How much of the picture a removal of `hole` would visibly change: the hole's pixels that the
 * engine's own fill (`inpainter`, on an 800 px copy) moves by more than `VISIBLE_LEVELS` in a
 * channel, over all the picture's pixels. The hole's grown margin, which a fill gives back as it
 * was, and an object the colour of its background do not count. The same fill as the job's, so
 * a fill that keeps more of the rim (a model's) is judged by what it does.
 */
export async function visibleChange(
  image: Raster,
  hole: Mask,
  memo: RasterMemo,
  inpainter: Inpainter,
  signal?: AbortSignal,
): Promise<number> {
  const small = await memo.downscaled(image, SIDE);
  const m = small === image ? hole : await resizeMask(hole, small.width, small.height);
  const filled = await inpainter.inpaint(small, m, { signal, seed: 1 });
  const a = small.data;
  const b = filled.data;
  let seen = 0;
  for (let p = 0; p < m.data.length; p++) {
    if (m.data[p]! < 128) continue;
    const i = p * 3;
    const d = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)); // prettier-ignore
    if (d > VISIBLE_LEVELS) seen++;
  }
  return seen / (small.width * small.height);
}
