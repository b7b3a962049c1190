import type { Mask, Raster } from '../../data.ts';
import type { ClickSegmenter, MaskClick } from '../../types.ts';
import { opencv, withMats } from '../cv/opencv.ts';
import { components } from '../raster/raster.ts';
import { toLab } from './regions.ts';

/** The disc around a click that is certainly what the click says, as a share of the longer side. */
const SEED_RADIUS = 0.012;
/** Beyond this distance from the click (share of the longer side) the mask stays as it is. */
const REACH = 0.5;
/** Gaussian blur (grid px) before the flood, so texture and noise make no ridges. */
const SMOOTH = 1.5;
/**
 * A pixel this far in colour (ΔE, lightness at LIGHTNESS_WEIGHT) from what is under the click is
 * not what was clicked: it is seeded to stay as it is. Without it a flood with no other seed
 * nearby runs over every weak edge into a cabinet, a window or the sky beside a wall.
 */
const FAR_DE = 20;
/** Shading changes a surface's lightness far more than its hue, so lightness counts for less. */
const LIGHTNESS_WEIGHT = 0.5;

const IN = 1;
const OUT = 2;

/**
 * The mask editor's click by watershed (OpenCV), seeded by the clicks: the newest click's disc
 * floods the picture's colour gradient against seeds that stay as they are: the clicks of the
 * other kind, every pixel whose colour is FAR_DE from the click's, and everything farther than
 * REACH from the click. The two floods meet on the
 * strongest edge between them, so the click takes the surface it lands on up to its real edges,
 * however large, while a surface that goes on past REACH (a wall behind a cabinet of its colour)
 * is flooded from there and keeps its side. The change joined to the click is applied: a positive
 * click adds it to the mask, a negative one takes it out; the rest of the mask is kept.
 */
export async function watershedClick(
  picture: Raster,
  mask: Mask,
  clicks: readonly MaskClick[],
): Promise<Mask> {
  const { width: w, height: h } = picture;
  if (mask.width !== w || mask.height !== h) {
    throw new Error('The mask and the picture of a click differ in size');
  }
  const last = clicks[clicks.length - 1];
  if (!last) return mask;
  const { cv } = await opencv();
  const n = w * h;
  const side = Math.max(w, h);
  const r = Math.max(2, Math.round(SEED_RADIUS * side));
  const reach = (REACH * side) ** 2;
  const seeds = new Int32Array(n);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if ((x - last.x) ** 2 + (y - last.y) ** 2 > reach) seeds[y * w + x] = OUT; // prettier-ignore
  for (const c of clicks) if (c.positive !== last.positive) disc(seeds, w, h, c, r, OUT);
  const spot = new Int32Array(n);
  disc(spot, w, h, last, r, 1);
  unlike(picture, spot, seeds);
  disc(seeds, w, h, last, r, IN);
  const flooded = withMats((keep) => {
    const img = keep(new cv.Mat(h, w, cv.CV_8UC3));
    img.data.set(picture.data);
    cv.GaussianBlur(img, img, new cv.Size(0, 0), SMOOTH, SMOOTH, cv.BORDER_REPLICATE);
    const markers = keep(new cv.Mat(h, w, cv.CV_32SC1));
    markers.data32S.set(seeds);
    cv.watershed(img, markers);
    return Int32Array.from(markers.data32S);
  });
  settleRidges(flooded, picture);
  const was = (p: number) => mask.data[p]! >= 128;
  // The click's flood on the side it changes, joined to its disc.
  const moved = (p: number) => flooded[p] === IN && was(p) !== last.positive;
  const parts = components(w, h, (p) => moved(p) || spot[p] === 1);
  const at = clamp(Math.round(last.y), h) * w + clamp(Math.round(last.x), w);
  const id = parts.labels[at]!;
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const changed = id >= 0 && parts.labels[p] === id;
    out[p] = (changed ? last.positive : was(p)) ? 255 : 0;
  }
  return { width: w, height: h, data: out };
}

/** Seeds OUT every pixel whose colour is FAR_DE or more from the mean colour of the click's `spot`. */
function unlike(picture: Raster, spot: Int32Array, seeds: Int32Array): void {
  const lab = toLab(picture);
  let L = 0;
  let a = 0;
  let b = 0;
  let k = 0;
  for (let p = 0; p < spot.length; p++) {
    if (!spot[p]) continue;
    L += lab[p * 3]!;
    a += lab[p * 3 + 1]!;
    b += lab[p * 3 + 2]!;
    k++;
  }
  if (!k) return;
  [L, a, b] = [L / k, a / k, b / k];
  const far = FAR_DE ** 2;
  for (let p = 0; p < spot.length; p++) {
    const d =
      (LIGHTNESS_WEIGHT * (lab[p * 3]! - L)) ** 2 +
      (lab[p * 3 + 1]! - a) ** 2 +
      (lab[p * 3 + 2]! - b) ** 2;
    if (d >= far) seeds[p] = OUT;
  }
}

/**
 * OpenCV leaves the ridge where two floods meet, and the picture's border, as −1: each such pixel
 * takes the flood of its 8-neighbour nearest in colour, so a surface reaches the picture's edge
 * and the line between two surfaces falls to the side it looks like.
 */
function settleRidges(labels: Int32Array, picture: Raster): void {
  const { width: w, height: h, data } = picture;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      if (labels[p]! > 0) continue;
      let best = OUT;
      let bestD = Infinity;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (labels[q]! <= 0) continue;
          const d =
            Math.abs(data[p * 3]! - data[q * 3]!) +
            Math.abs(data[p * 3 + 1]! - data[q * 3 + 1]!) +
            Math.abs(data[p * 3 + 2]! - data[q * 3 + 2]!);
          if (d < bestD) [best, bestD] = [labels[q]!, d];
        }
      labels[p] = best;
    }
}

const clamp = (v: number, size: number) => Math.min(size - 1, Math.max(0, v));

/** Sets `value` in a disc of radius `r` around the click, clipped to the grid. */
function disc(cells: Int32Array, w: number, h: number, c: MaskClick, r: number, value: number) {
  const cx = Math.round(c.x);
  const cy = Math.round(c.y);
  for (let y = Math.max(0, cy - r); y <= Math.min(h - 1, cy + r); y++)
    for (let x = Math.max(0, cx - r); x <= Math.min(w - 1, cx + r); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) cells[y * w + x] = value;
}

/** The `ClickSegmenter` seam's OpenCV implementation. */
export const watershedSegmenter: ClickSegmenter = { select: watershedClick };
