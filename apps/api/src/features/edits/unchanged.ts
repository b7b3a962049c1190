import sharp, { type Metadata } from 'sharp';
import type { EditOperation } from '@hds/api-client/contract';

/**
 * The edits whose whole point is to take something out of the picture, with what the user reads
 * when the engine handed the picture back as it was (nothing to remove was found). Such a job
 * fails instead of "succeeding" with a copy of its input and costing a design.
 */
const NOTHING_REMOVED: Partial<Record<EditOperation, string>> = {
  declutter: 'Nothing to declutter was found in this picture.',
  empty_room: 'No furniture to remove was found in this picture.',
  object_removal: 'Nothing to remove was found in this picture.',
  watermark_removal: 'No watermark was found in this picture.',
};

export function nothingRemovedMessage(operation: EditOperation): string | null {
  return NOTHING_REMOVED[operation] ?? null;
}

/** Compared at most this size: a cup in a room still covers whole blocks, cheap at 12 MP. */
const SIDE = 512;
/** Compared block by block: re-encoding noise averages out over a block, an edit does not. */
const BLOCK = 8;
/**
 * Mean difference of one channel over a block that counts as a change. Re-encoding measured at
 * most 3 levels on the sample renders and 6.6 on a tiny hard-edged picture at JPEG quality 50;
 * removing an object moves its blocks by tens of levels.
 */
const LEVELS = 8;

async function thumbnail(data: Buffer) {
  return sharp(data, { failOn: 'none' })
    .rotate()
    .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * True when `after` shows the same picture as `before`: same size, and once both are scaled
 * down no block of it differs on average by more than re-encoding does.
 */
export async function looksUnchanged(before: Buffer, after: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
  const oriented = (m: Metadata) =>
    (m.orientation ?? 1) >= 5 ? [m.height, m.width] : [m.width, m.height];
  const [aw, ah] = oriented(a);
  const [bw, bh] = oriented(b);
  if (aw !== bw || ah !== bh) return false;
  const [x, y] = await Promise.all([thumbnail(before), thumbnail(after)]);
  const { width: w, height: h } = x.info;
  if (w !== y.info.width || h !== y.info.height) return false;
  for (let by = 0; by < h; by += BLOCK) {
    for (let bx = 0; bx < w; bx += BLOCK) {
      const sum = [0, 0, 0];
      let n = 0;
      for (let py = by; py < Math.min(h, by + BLOCK); py++) {
        for (let px = bx; px < Math.min(w, bx + BLOCK); px++) {
          const i = (py * w + px) * 3;
          for (let c = 0; c < 3; c++) sum[c]! += x.data[i + c]! - y.data[i + c]!;
          n++;
        }
      }
      if (sum.some((s) => Math.abs(s) / n > LEVELS)) return false;
    }
  }
  return true;
}
