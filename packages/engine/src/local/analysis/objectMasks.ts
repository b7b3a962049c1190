import type { DetectedObject } from '../../data.ts';
import {
  blurRaster,
  emptyMask,
  morph,
  resizeMask,
  type Mask,
  type Raster,
} from '../raster/raster.ts';
import { boxCoverage, grownBox, holdsRemoved } from './boxes.ts';
import { CLUTTER, SOLID_REMOVAL } from './categories.ts';
import { rasterMemo, type RasterMemo } from './memo.ts';
import { rugsUnder } from './rugs.ts';
import type { Segmentation } from './segment.ts';
import { wallHangings } from './wallHangings.ts';

/**
 * The pixels to remove for the chosen detections: each box grown by a margin (CenterNet's boxes
 * sit tight and a leftover rim of the object looks worse than a slightly larger fill).
 */
export function maskFromObjects(
  width: number,
  height: number,
  objects: DetectedObject[],
  grow = 0.06,
): Mask {
  const m = emptyMask(width, height);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, grow, width, height);
    for (let y = y0; y < y1; y++) m.data.fill(255, y * width + x0, y * width + x1);
  }
  return m;
}

/**
 * Narrows each box to the object's shape: a pixel in the box whose (smoothed) colour matches the
 * background just outside the box on the same row or column is background — the brick above a
 * sofa's back, the floor between a chair's legs — and is kept, so the fill has less to invent.
 */
export function refineMask(smooth: Raster, objects: DetectedObject[], grow = 0.06): Mask {
  const { width: w, height: h, data } = smooth;
  const out = emptyMask(w, h);
  const dist = (i: number, j: number) =>
    Math.abs(data[i * 3]! - data[j * 3]!) +
    Math.abs(data[i * 3 + 1]! - data[j * 3 + 1]!) +
    Math.abs(data[i * 3 + 2]! - data[j * 3 + 2]!);
  const T = 28;
  for (const o of objects) {
    const gx = Math.round(o.box.width * grow) + 4;
    const gy = Math.round(o.box.height * grow) + 4;
    const x0 = Math.max(0, o.box.x - gx);
    const y0 = Math.max(0, o.box.y - gy);
    const x1 = Math.min(w - 1, o.box.x + o.box.width + gx);
    const y1 = Math.min(h - 1, o.box.y + o.box.height + gy);
    // Marks go to a box-sized scratch map; the whole-frame mask is touched only inside the box.
    const bw = x1 - x0 + 1;
    const box = new Uint8Array(bw * (y1 - y0 + 1));
    let fg = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const p = y * w + x;
        const ring: number[] = [];
        for (const r of [3, 8]) {
          if (x0 - r >= 0) ring.push(y * w + x0 - r);
          if (x1 + r < w) ring.push(y * w + x1 + r);
          if (y0 - r >= 0) ring.push((y0 - r) * w + x);
          if (y1 + r < h) ring.push((y1 + r) * w + x);
        }
        let best = Infinity;
        for (const q of ring) best = Math.min(best, dist(p, q));
        if (best > T) {
          box[(y - y0) * bw + x - x0] = 255;
          fg++;
        }
      }
    }
    const area = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (fg < area * 0.15) {
      // The object matches its surroundings too well to tell apart: take the whole box.
      for (let y = y0; y <= y1; y++) out.data.fill(255, y * w + x0, y * w + x1 + 1);
      continue;
    }
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) if (box[(y - y0) * bw + x - x0]) out.data[y * w + x] = 255;
  }
  return out;
}

/** The pixels removal fills for these detections (the box narrowed to the object, then grown). */
export async function removalMask(
  image: Raster,
  objects: DetectedObject[],
  memo: RasterMemo = rasterMemo(),
): Promise<Mask> {
  // The mask is worked out at ≤ 1600 px: its morphology at 12 MP cost minutes for nothing a
  // fill at that scale would show.
  const { width: W, height: H } = image;
  const s = Math.min(1, 1600 / Math.max(W, H));
  const work = s < 1 ? await memo.downscaled(image, 1600) : image;
  const scaled = objects.map((o) => ({
    ...o,
    box: {
      x: Math.round(o.box.x * s),
      y: Math.round(o.box.y * s),
      width: Math.max(1, Math.round(o.box.width * s)),
      height: Math.max(1, Math.round(o.box.height * s)),
    },
  }));
  const smooth = await blurRaster(work, 2);
  // Solid furniture takes its whole (grown) box: narrowing it by colour left the parts of an
  // orange sofa that matched an orange wall behind as ghosts. Sparse things (a plant, a floor
  // lamp) are mostly background inside their box and keep the narrowing.
  const solid = scaled.filter((o) => SOLID_REMOVAL.has(o.category));
  const rough = refineMask(
    smooth,
    scaled.filter((o) => !SOLID_REMOVAL.has(o.category)),
  );
  const full = maskFromObjects(work.width, work.height, solid, 0.04);
  for (let i = 0; i < rough.data.length; i++) if (full.data[i]) rough.data[i] = 255;
  // Close the speckle, then grow past the object's soft edge and shadow line.
  const radius = Math.max(3, Math.round(Math.max(work.width, work.height) / 250));
  const mask = morph(morph(morph(rough, 3), -3), radius);
  const cover = boxCoverage(work.width, work.height, scaled, 0.1);
  for (let i = 0; i < mask.data.length; i++) if (!cover[i]) mask.data[i] = 0;
  // Small things stand on something — a shelf board, a worktop, a table. The mask stops a few
  // pixels under the thing's box, so the fill does not eat into the surface it stood on (a
  // floating shelf came out cut in pieces where the vases had been), unless another detection's
  // box reaches there too.
  for (const o of scaled) {
    if (!CLUTTER.has(o.category)) continue;
    const { x0, x1, y1 } = grownBox(o, 0.1, work.width, work.height);
    const yBottom = o.box.y + o.box.height + Math.max(2, Math.round(o.box.height * 0.03));
    for (let y = Math.max(0, yBottom); y < y1; y++)
      for (let i = y * work.width + x0; i < y * work.width + x1; i++)
        if (cover[i]! < 2) mask.data[i] = 0;
  }
  if (s >= 1) return mask;
  const up = await resizeMask(mask, W, H);
  for (let i = 0; i < up.data.length; i++) up.data[i] = up.data[i]! >= 96 ? 255 : 0;
  return up;
}

/**
 * A plant's box often takes in the end of the sofa it stands by, and its mask (narrowed by
 * colour: the sofa is not the wall around the box) took the sofa's end with it, filled as wall.
 * Inside the box of solid furniture that stays (and holds nothing removed), only the plant's
 * leaves go.
 */
export function keepFurnitureBehindPlants(
  image: Raster,
  mask: Mask,
  removed: DetectedObject[],
  kept: DetectedObject[],
) {
  // Only when the plants (and their pots, which the model may call vases) are all that goes.
  const plantsOnly = removed.every((o) => o.category === 'plant' || o.category === 'vase');
  if (!plantsOnly || !removed.some((o) => o.category === 'plant')) return;
  const { width: W, height: H, data } = image;
  for (const k of kept) {
    if (!SOLID_REMOVAL.has(k.category) || holdsRemoved(k, removed)) continue;
    const x0 = Math.max(0, Math.round(k.box.x));
    const y0 = Math.max(0, Math.round(k.box.y));
    const x1 = Math.min(W, Math.round(k.box.x + k.box.width));
    const y1 = Math.min(H, Math.round(k.box.y + k.box.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = y * W + x;
        if (!mask.data[i]) continue;
        const g = data[i * 3 + 1]!;
        const leaf = g > data[i * 3]! + 8 && g > data[i * 3 + 2]! + 4;
        if (!leaf) mask.data[i] = 0;
      }
  }
}

/** The part of `mask` inside these detections' grown boxes, or null when they are none. */
export function withinBoxes(mask: Mask, objects: DetectedObject[]): Mask | null {
  if (!objects.length) return null;
  const { width: w, height: h } = mask;
  const out = emptyMask(w, h);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, 0.1, w, h);
    for (let y = y0; y < y1; y++)
      for (let i = y * w + x0; i < y * w + x1; i++) out.data[i] = mask.data[i]!;
  }
  return out;
}

/**
 * Adds to the mask what an empty room loses beyond the detections (found at the segmentation's
 * scale): the rugs under the removed things and what hangs on the walls.
 */
export async function addRugsAndHangings(
  mask: Mask,
  seg: Segmentation,
  removed: DetectedObject[],
  memo: RasterMemo = rasterMemo(),
) {
  const rugs = morph(rugsUnder(seg, removed, seg.small.width / mask.width, memo), 3);
  const hangings = morph(wallHangings(seg, mask, memo), 1);
  for (let i = 0; i < rugs.data.length; i++) rugs.data[i] = Math.max(rugs.data[i]!, hangings.data[i]!); // prettier-ignore
  const up = await resizeMask(rugs, mask.width, mask.height);
  for (let i = 0; i < up.data.length; i++) if (up.data[i]! >= 96) mask.data[i] = 255;
}
