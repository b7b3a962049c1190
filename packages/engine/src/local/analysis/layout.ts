import { boxMean } from './regions.ts';

/**
 * Room layout lines by dynamic programming: the wall–ceiling junction (and the wall–floor one)
 * is a long, nearly straight polyline that crosses the whole picture, bending only at the room's
 * corners. The picture's line evidence is a structure tensor: where the gradients around a pixel
 * agree in direction (an edge or a crease) it is strong and oriented, where they do not (foliage,
 * books, a rug's pattern) it is weak. Among all paths with one row per column, in steps of STEP
 * columns, the chosen one collects the most evidence oriented like itself and pays for every
 * change of slope, so a window's top (two bends in and out) loses to the junction above it.
 */

const STEP = 4;
/** Largest rise per step (so slopes up to 3 px a column, about 72°). */
const MAX_RISE = 12;

export interface LineEvidence {
  width: number;
  height: number;
  /** 0…1 strength of coherent edges. */
  strength: Float32Array;
  /** Unit vector of the dominant gradient direction (normal to the edge). */
  nx: Float32Array;
  ny: Float32Array;
}

/** Structure tensor of a Lab image (all three channels), smoothed over a 5 × 5 window. */
export function lineEvidence(lab: Float32Array, w: number, h: number, cap: number): LineEvidence {
  const jxx = new Float32Array(w * h);
  const jxy = new Float32Array(w * h);
  const jyy = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const l = x > 0 ? i - 1 : i;
      const r = x < w - 1 ? i + 1 : i;
      const u = y > 0 ? i - w : i;
      const d = y < h - 1 ? i + w : i;
      let xx = 0;
      let xy = 0;
      let yy = 0;
      for (let c = 0; c < 3; c++) {
        // Chroma counts less than lightness: shading creases are mostly a lightness step.
        const k = c === 0 ? 1 : 0.6;
        const gx = ((lab[r * 3 + c]! - lab[l * 3 + c]!) / 2) * k;
        const gy = ((lab[d * 3 + c]! - lab[u * 3 + c]!) / 2) * k;
        xx += gx * gx;
        xy += gx * gy;
        yy += gy * gy;
      }
      jxx[i] = xx;
      jxy[i] = xy;
      jyy[i] = yy;
    }
  const sxx = boxMean(jxx, w, h, 2);
  const sxy = boxMean(jxy, w, h, 2);
  const syy = boxMean(jyy, w, h, 2);
  const strength = new Float32Array(w * h);
  const nx = new Float32Array(w * h);
  const ny = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const a = sxx[i]!;
    const b = sxy[i]!;
    const c = syy[i]!;
    const tr = a + c;
    const disc = Math.sqrt(Math.max(0, (a - c) * (a - c) + 4 * b * b));
    const l1 = (tr + disc) / 2;
    const l2 = (tr - disc) / 2;
    // Coherent energy: what the dominant direction has over the other.
    strength[i] = Math.min(1, Math.sqrt(Math.max(0, l1 - l2)) / cap);
    // Eigenvector of l1.
    let vx = b;
    let vy = l1 - a;
    if (Math.abs(vx) + Math.abs(vy) < 1e-6) {
      vx = a >= c ? 1 : 0;
      vy = a >= c ? 0 : 1;
    }
    const n = Math.hypot(vx, vy);
    nx[i] = vx / n;
    ny[i] = vy / n;
  }
  return { width: w, height: h, strength, nx, ny };
}

export interface PathOptions {
  yMin: number;
  yMax: number;
  /** Cost of a change of slope by one pixel a column. */
  bend: number;
  /**
   * A second line tied to this one, at row a + b·y under row y (the wall's foot under the
   * ceiling line): its evidence counts too, times `weight`.
   */
  mirror?: { a: number; b: number; weight: number };
  /** Per pixel, a cost for the path (not its mirror) to pass there (ev.width × ev.height). */
  cost?: Float32Array;
}

/** Best layout path between rows yMin and yMax: the row in each column and its mean evidence. */
export function layoutPath(
  ev: LineEvidence,
  opts: PathOptions,
): { rows: Int32Array; mean: number } {
  const { width: w, strength, nx, ny } = ev;
  const { yMin, yMax, bend, cost } = opts;
  const H = yMax - yMin + 1;
  const R = 2 * MAX_RISE + 1;
  const steps = Math.ceil((w - 1) / STEP);
  const h = ev.height;
  const along = (x0: number, y0: number, rise: number, paid: boolean): number => {
    // Evidence along the segment from (x0, y0), weighted by how well its edges lie along it.
    const m = rise / STEP;
    const norm = Math.hypot(m, 1);
    const ex = -m / norm;
    const ey = 1 / norm;
    let g = 0;
    for (let t = 1; t <= STEP; t++) {
      const x = x0 + t;
      if (x >= w) break;
      const y = Math.round(y0 + m * t);
      if (y < 0 || y >= h) return g;
      const i = y * w + x;
      const c = nx[i]! * ex + ny[i]! * ey;
      g += strength[i]! * c * c - (paid && cost ? cost[i]! : 0);
    }
    return g;
  };
  const mirror = opts.mirror;
  const gain = (x0: number, y0: number, rise: number): number =>
    along(x0, y0, rise, true) +
    (mirror && y0 >= 3
      ? mirror.weight * along(x0, mirror.a + mirror.b * y0, mirror.b * rise, false)
      : 0);
  let prev = new Float32Array(H * R).fill(0);
  let cur = new Float32Array(H * R);
  const back = new Int8Array(steps * H * R);
  // For each previous row, the best predecessor of every rise under the bend cost, by an L1
  // distance transform over the rises (two passes) instead of trying every pair.
  const env = new Float32Array(R);
  const arg = new Int8Array(R);
  const envAll = new Float32Array(H * R);
  const argAll = new Int8Array(H * R);
  for (let s = 0; s < steps; s++) {
    const x0 = s * STEP;
    const c = s ? bend / STEP : 0;
    for (let py = 0; py < H; py++) {
      for (let r = 0; r < R; r++) {
        env[r] = prev[py * R + r]!;
        arg[r] = r;
      }
      for (let r = 1; r < R; r++)
        if (env[r - 1]! - c > env[r]!) {
          env[r] = env[r - 1]! - c;
          arg[r] = arg[r - 1]!;
        }
      for (let r = R - 2; r >= 0; r--)
        if (env[r + 1]! - c > env[r]!) {
          env[r] = env[r + 1]! - c;
          arg[r] = arg[r + 1]!;
        }
      envAll.set(env, py * R);
      argAll.set(arg, py * R);
    }
    cur.fill(-Infinity);
    for (let y = 0; y < H; y++) {
      for (let r = 0; r < R; r++) {
        const rise = r - MAX_RISE;
        const py = y - rise;
        if (py < 0 || py >= H) continue;
        cur[y * R + r] = envAll[py * R + r]! + gain(x0, py + yMin, rise);
        back[(s * H + y) * R + r] = argAll[py * R + r]! - MAX_RISE;
      }
    }
    [prev, cur] = [cur, prev];
  }
  let best = -Infinity;
  let by = 0;
  let br = 0;
  for (let y = 0; y < H; y++)
    for (let r = 0; r < R; r++)
      if (prev[y * R + r]! > best) {
        best = prev[y * R + r]!;
        by = y;
        br = r;
      }
  // Walk back, filling the columns of each step by interpolation.
  const rows = new Int32Array(w);
  const knots = new Int32Array(steps + 1);
  knots[steps] = by;
  for (let s = steps - 1; s >= 0; s--) {
    const rise = br - MAX_RISE;
    const py = by - rise;
    knots[s] = py;
    br = back[(s * H + by) * R + br]! + MAX_RISE;
    by = py;
  }
  for (let x = 0; x < w; x++) {
    const s = Math.min(steps - 1, Math.floor(x / STEP));
    const t = (x - s * STEP) / STEP;
    rows[x] = Math.round(knots[s]! + (knots[s + 1]! - knots[s]!) * t) + yMin;
  }
  return { rows, mean: best / w };
}
