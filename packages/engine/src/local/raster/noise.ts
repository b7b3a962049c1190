/** Seeded pseudo-random numbers in [0, 1) (a linear congruential generator): repeatable paint. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Fractal value noise in 0…1 on a w × h grid (clouds, foliage, hills). */
export function fbm(
  w: number,
  h: number,
  seed: number,
  baseCells: number,
  octaves = 5,
): Float32Array {
  const out = new Float32Array(w * h);
  const rand = rng(seed);
  let amp = 1;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    const cells = baseCells * 2 ** o;
    const gw = cells + 2;
    const gh = Math.ceil((cells * h) / w) + 2;
    const grid = new Float32Array(gw * gh).map(() => rand());
    for (let y = 0; y < h; y++) {
      const fy = (y / w) * cells;
      const iy = Math.floor(fy);
      const ty = fy - iy;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < w; x++) {
        const fx = (x / w) * cells;
        const ix = Math.floor(fx);
        const tx = fx - ix;
        const sx = tx * tx * (3 - 2 * tx);
        const a = grid[iy * gw + ix]!;
        const b = grid[iy * gw + ix + 1]!;
        const c = grid[(iy + 1) * gw + ix]!;
        const d = grid[(iy + 1) * gw + ix + 1]!;
        out[y * w + x]! += amp * (a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy);
      }
    }
    norm += amp;
    amp *= 0.5;
  }
  for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
}
