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
/**
 * The share of an interior's sky that must be where sky can be seen: above eye level and on no
 * object the detector found. Below it, the bright smooth patch the segmentation took for sky is
 * a bed cover, a chair's seat, a screen or a mirror.
 */
export const MIN_SKY_CLEAR = 0.7;
/** Slack under the eye-level row, as a share of the height (the horizon is itself estimated). */
export const HORIZON_SLACK = 0.05;
/** An outdoor sky spans the top edge nearly across and is smooth. */
export const MIN_TOP_EDGE_SKY = 0.8;
export const MAX_SKY_ROUGHNESS = 1;

export interface SkyEvidence {
  share: number;
  inWindows: number;
  /** The share of the sky above eye level and off every detected object (interiors). */
  clear: number;
  topEdge: number;
  roughness: number;
  visible: boolean;
}

/** Sky beyond the glass may sit behind a tree the detector reads as a potted plant. */
const SEEN_THROUGH = new Set(['plant']);

/**
 * Whether the segmentation's sky is sky. Indoors it must be seen through a window the
 * segmentation found (a blue wall or a pale ceiling is not), and lie where sky can be: the sky
 * is above the horizon, so above eye level, and nothing standing in the room (a bed, a chair, a
 * screen: `objects`, in the picture's coordinates, `width` wide) shows sky. Outdoors it must be
 * the top of the picture, across it, and smooth (a white office wall taken for an overcast sky
 * is neither).
 */
export function skyEvidence(
  seg: Segmentation,
  objects: DetectedObject[] = [],
  width = seg.sky.width,
): SkyEvidence {
  // prettier-ignore
  const { sky, windows, small, layout } = seg;
  const w = sky.width;
  const s = w / width;
  const boxes = objects
    .filter((o) => !SEEN_THROUGH.has(o.category))
    .map((o) => [o.box.x * s, o.box.y * s, (o.box.x + o.box.width) * s, (o.box.y + o.box.height) * s] as const); // prettier-ignore
  const eyeLevel = layout.horizon + sky.height * HORIZON_SLACK;
  let n = 0;
  let inWin = 0;
  let clearN = 0;
  let rough = 0;
  for (let p = 0; p < sky.data.length; p++) {
    if (sky.data[p]! < 128) continue;
    n++;
    if (windows.data[p]! >= 128) inWin++;
    const x = p % w;
    const y = (p - x) / w;
    if (y < eyeLevel && !boxes.some((b) => x >= b[0] && x < b[2] && y >= b[1] && y < b[3])) clearN++; // prettier-ignore
    if ((p + 1) % w) rough += Math.abs(small.data[p * 3 + 4]! - small.data[p * 3 + 1]!);
  }
  let top = 0;
  for (let x = 0; x < w; x++) if (sky.data[x]! >= 128) top++;
  const share = n / sky.data.length;
  const inWindows = n ? inWin / n : 0;
  const clear = n ? clearN / n : 0;
  const topEdge = top / w;
  const roughness = n ? rough / n : 0;
  const visible = seg.exterior
    ? topEdge >= MIN_TOP_EDGE_SKY && roughness <= MAX_SKY_ROUGHNESS
    : share >= MIN_SKY_SHARE && inWindows >= MIN_SKY_IN_WINDOWS && clear >= MIN_SKY_CLEAR;
  return { share, inWindows, clear, topEdge, roughness, visible };
}

/**
 * The share of the found window's pixels that most of must not lie on things standing in the
 * room: a window is in a wall. Above it, the "window" is a screen, a chair's seat or a bright
 * box (on the sample renders a chair or lamp in front of a real window covers at most half).
 */
export const MAX_WINDOW_ON_OBJECTS = 0.75;

/** The share of `mask` (0…255, the picture's size) inside the boxes of detected objects. */
export function shareOnObjects(mask: Mask, objects: DetectedObject[]): number {
  const { width: w, height: h } = mask;
  const covered = new Uint8Array(w * h);
  for (const o of objects) {
    if (SEEN_THROUGH.has(o.category)) continue;
    const x0 = Math.max(0, Math.floor(o.box.x));
    const x1 = Math.min(w, Math.ceil(o.box.x + o.box.width));
    for (let y = Math.max(0, Math.floor(o.box.y)); y < Math.min(h, Math.ceil(o.box.y + o.box.height)); y++) covered.fill(1, y * w + x0, y * w + x1); // prettier-ignore
  }
  let n = 0;
  let on = 0;
  for (let p = 0; p < w * h; p++) {
    if (mask.data[p]! < 128) continue;
    n++;
    on += covered[p]!;
  }
  return n ? on / n : 0;
}

/** Whether the walls' extent rests on the room's lines: a wall's foot found on a clear edge. */
export function wallsOnLines(seg: Segmentation): boolean {
  return seg.exterior || seg.layout.fitted !== false;
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
