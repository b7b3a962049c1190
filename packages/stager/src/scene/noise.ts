/** Tileable value noise on an integer lattice, deterministic and seedable. */

export function hash2(x: number, y: number, seed: number): number {
  let h =
    (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed, 1442695041)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function wrap(i: number, period: number): number {
  const m = i % period;
  return m < 0 ? m + period : m;
}

/**
 * Value noise in [0, 1]. `x`, `y` are in lattice units; the pattern repeats every `px` x `py`
 * lattice cells, so a texture of `px` cells across tiles seamlessly.
 */
export function vnoise(x: number, y: number, px: number, py: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const ux = fx * fx * (3 - 2 * fx);
  const uy = fy * fy * (3 - 2 * fy);
  const x0 = wrap(xi, px);
  const x1 = wrap(xi + 1, px);
  const y0 = wrap(yi, py);
  const y1 = wrap(yi + 1, py);
  const a = hash2(x0, y0, seed);
  const b = hash2(x1, y0, seed);
  const c = hash2(x0, y1, seed);
  const d = hash2(x1, y1, seed);
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy;
}

/**
 * Fractal sum of value noise at texture coordinates u, v in [0, 1), tileable over the unit
 * square. `cellsX`/`cellsY` is the lattice size of the first octave.
 */
export function fbm(
  u: number,
  v: number,
  cellsX: number,
  cellsY: number,
  octaves: number,
  seed: number,
  gain = 0.5,
): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let cx = cellsX;
  let cy = cellsY;
  for (let o = 0; o < octaves; o++) {
    sum += amp * vnoise(u * cx, v * cy, cx, cy, seed + o * 131);
    norm += amp;
    amp *= gain;
    cx *= 2;
    cy *= 2;
  }
  return sum / norm;
}
