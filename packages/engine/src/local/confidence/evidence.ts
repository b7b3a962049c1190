import type { DetectedObject } from '../../types.ts';
import type { Segmentation } from '../analysis/segment.ts';
import type { Mask } from '../raster/raster.ts';

/**
 * The measures the confidence checks (index.ts) rest on, each a plain function of what the
 * analysis found, so a test can state why a photo is refused.
 */

/** The sky's share of the picture under which an interior's window holds no sky worth painting. */
export const MIN_SKY_SHARE = 0.002;
/** The share of an interior's sky that must lie inside the windows found. */
export const MIN_SKY_IN_WINDOWS = 0.6;
/** An outdoor sky spans the top edge nearly across and is smooth. */
export const MIN_TOP_EDGE_SKY = 0.8;
export const MAX_SKY_ROUGHNESS = 1;

export interface SkyEvidence {
  share: number;
  inWindows: number;
  topEdge: number;
  roughness: number;
  visible: boolean;
}

/**
 * Whether the segmentation's sky is sky. Indoors it must be seen through a window the
 * segmentation found (a blue wall or a pale ceiling is not); outdoors it must be the top of the
 * picture, across it, and smooth (a white office wall taken for an overcast sky is neither).
 */
export function skyEvidence(seg: Segmentation): SkyEvidence {
  const { sky, windows, small } = seg;
  const w = sky.width;
  let n = 0;
  let inWin = 0;
  let rough = 0;
  for (let p = 0; p < sky.data.length; p++) {
    if (sky.data[p]! < 128) continue;
    n++;
    if (windows.data[p]! >= 128) inWin++;
    if ((p + 1) % w) rough += Math.abs(small.data[p * 3 + 4]! - small.data[p * 3 + 1]!);
  }
  let top = 0;
  for (let x = 0; x < w; x++) if (sky.data[x]! >= 128) top++;
  const share = n / sky.data.length;
  const inWindows = n ? inWin / n : 0;
  const topEdge = top / w;
  const roughness = n ? rough / n : 0;
  const visible = seg.exterior
    ? topEdge >= MIN_TOP_EDGE_SKY && roughness <= MAX_SKY_ROUGHNESS
    : share >= MIN_SKY_SHARE && inWindows >= MIN_SKY_IN_WINDOWS;
  return { share, inWindows, topEdge, roughness, visible };
}

/** The pieces that make a room furnished: what one sits, sleeps, eats or works at. */
const FURNISHING = new Set(['couch', 'chair', 'bed', 'table', 'desk', 'dresser', 'nightstand', 'stool', 'bench', 'shelf']); // prettier-ignore
/**
 * The share of the picture the furnishing's boxes must cover for a room to count as furnished:
 * an empty room's lone false chair (a radiator, a door handle) stays under it.
 */
export const FURNISHED_SHARE = 0.03;

/** The furnishing found and the share of the picture its boxes cover (overlaps counted twice). */
export function furnishing(
  found: DetectedObject[],
  width: number,
  height: number,
): { pieces: DetectedObject[]; share: number; furnished: boolean } {
  const pieces = found.filter((o) => FURNISHING.has(o.category));
  const share = pieces.reduce((a, o) => a + (o.box.width * o.box.height) / (width * height), 0);
  return { pieces, share, furnished: share >= FURNISHED_SHARE };
}

/**
 * How deep a hole is: the radius of the largest disc inside it (chessboard distance) as a share
 * of the picture's shorter side. The local fill copies texture inwards from the hole's rim; a
 * deep hole's middle is far from any rim and comes back as a smear.
 */
export function holeDepth(hole: Mask): number {
  const { width: W, height: H } = hole;
  const s = Math.min(1, 240 / Math.max(W, H));
  const w = Math.max(1, Math.round(W * s));
  const h = Math.max(1, Math.round(H * s));
  const d = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx = Math.min(W - 1, Math.floor((x + 0.5) / s));
      const sy = Math.min(H - 1, Math.floor((y + 0.5) / s));
      d[y * w + x] = hole.data[sy * W + sx]! >= 128 ? 1e9 : 0;
    }
  // Two passes of the chessboard distance; the frame's edge counts as a rim (the fill copies
  // from inside the picture only, but a hole cut by the frame is filled from its other sides).
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!d[i]) continue;
      let m = Math.min(x + 1, y + 1);
      if (x > 0) m = Math.min(m, d[i - 1]! + 1);
      if (y > 0) {
        m = Math.min(m, d[i - w]! + 1);
        if (x > 0) m = Math.min(m, d[i - w - 1]! + 1);
        if (x < w - 1) m = Math.min(m, d[i - w + 1]! + 1);
      }
      d[i] = Math.min(d[i]!, m);
    }
  let max = 0;
  for (let y = h - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (!d[i]) continue;
      let m = Math.min(d[i]!, w - x, h - y);
      if (x < w - 1) m = Math.min(m, d[i + 1]! + 1);
      if (y < h - 1) {
        m = Math.min(m, d[i + w]! + 1);
        if (x < w - 1) m = Math.min(m, d[i + w + 1]! + 1);
        if (x > 0) m = Math.min(m, d[i + w - 1]! + 1);
      }
      d[i] = m;
      max = Math.max(max, m);
    }
  return max / Math.min(w, h);
}
