import type { Raster } from '../raster/raster.ts';

/** What a corner must save in squared error (px², at the segmentation's scale) per column. */
const CORNER_GAIN = 4;
/** Walls narrower than this share of the picture are not split off. */
const MIN_WALL = 0.08;

/**
 * The room's corners: where the ceiling line, fitted as one to three straight pieces (least
 * squares; a piece more must save CORNER_GAIN px² a column), turns from one wall to the next,
 * each turn moved to the sharpest upright edge near it when the picture is given. Removal
 * rebuilds each wall from itself (`surfacePlanes`), so a chair in front of the corner between a
 * terracotta wall and a white one does not carry terracotta round the corner.
 */
export function wallCorners(ceiling: Int32Array, small?: Raster): number[] {
  const xs: number[] = [];
  for (let x = 0; x < ceiling.length; x++) if (ceiling[x]! >= 0) xs.push(x);
  const n = xs.length;
  if (n < 8) return [];
  // Prefix sums over the visible columns, for the error of a line fitted to any run of them.
  const S = Array.from({ length: 5 }, () => new Float64Array(n + 1));
  for (let k = 0; k < n; k++) {
    const x = xs[k]!;
    const y = ceiling[x]!;
    const v = [x, y, x * x, x * y, y * y];
    for (let j = 0; j < 5; j++) S[j]![k + 1] = S[j]![k]! + v[j]!;
  }
  const sse = (a: number, b: number) => {
    const m = b - a;
    if (m < 2) return 0;
    const [sx, sy, sxx, sxy, syy] = S.map((arr) => arr[b]! - arr[a]!) as [number, number, number, number, number]; // prettier-ignore
    const vx = sxx - (sx * sx) / m;
    const cxy = sxy - (sx * sy) / m;
    const vy = syy - (sy * sy) / m;
    return vx > 0 ? Math.max(0, vy - (cxy * cxy) / vx) : vy;
  };
  const minRun = Math.max(4, Math.round(ceiling.length * MIN_WALL));
  const gain = CORNER_GAIN * n;
  let best = { cost: sse(0, n), at: [] as number[] };
  for (let i = minRun; i <= n - minRun; i++) {
    const c = sse(0, i) + sse(i, n) + gain;
    if (c < best.cost) best = { cost: c, at: [i] };
  }
  for (let i = minRun; i <= n - 2 * minRun; i++)
    for (let j = i + minRun; j <= n - minRun; j++) {
      const c = sse(0, i) + sse(i, j) + sse(j, n) + 2 * gain;
      if (c < best.cost) best = { cost: c, at: [i, j] };
    }
  const corners = best.at.map((k) => xs[k]!);
  return small ? corners.map((c) => sharpestUpright(small, ceiling, c)) : corners;
}

/** Columns either side of a fitted corner searched for the corner's edge… */
const CORNER_SEARCH = 14;
/** …in a strip of this many rows under the ceiling line (bare wall, above the furniture). */
const CORNER_STRIP = 16;

/**
 * The column near `c` where the picture changes most from left to right just under the ceiling
 * line: the corner itself, where two walls of different paint or light meet. The fitted turn of
 * the ceiling line can be ten columns off (the bohemian living room's: 156 for 167).
 */
function sharpestUpright(small: Raster, ceiling: Int32Array, c: number): number {
  const { width: w, height: h, data } = small;
  let best = c;
  let bestEdge = 0;
  for (let x = Math.max(2, c - CORNER_SEARCH); x <= Math.min(w - 3, c + CORNER_SEARCH); x++) {
    const top = Math.max(0, ceiling[x]! + 2);
    let edge = 0;
    let n = 0;
    for (let y = top; y < Math.min(h, top + CORNER_STRIP); y++, n++)
      for (let k = 0; k < 3; k++)
        edge += Math.abs(data[(y * w + x + 2) * 3 + k]! - data[(y * w + x - 2) * 3 + k]!);
    if (n && edge / n > bestEdge) {
      bestEdge = edge / n;
      best = x;
    }
  }
  return best;
}
