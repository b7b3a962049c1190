import type { Mask, Raster } from '../raster/raster.ts';

const BINS = 100;

/** The walls' main paints, told apart by chromaticity (r, g over r + g + b: free of shading). */
export interface WallPaints {
  count: number;
  /** The paint a pixel has (−1: none of them, within 0.06 of chromaticity). */
  of(p: number): number;
}

/**
 * The chromaticity modes of the wall pixels (alpha ≥ 200): up to four, each holding over a tenth
 * of them within ±0.03, at least 0.06 apart — a terracotta accent wall and the white walls
 * beside it are two paints; the furniture joined to a wall is too small to be one.
 */
export function wallPaints(image: Raster, alpha: Mask): WallPaints {
  const { data } = image;
  const chroma = (p: number): [number, number] => {
    const s = data[p * 3]! + data[p * 3 + 1]! + data[p * 3 + 2]! + 1;
    return [data[p * 3]! / s, data[p * 3 + 1]! / s];
  };
  const bin = (v: number) => Math.min(BINS - 1, Math.floor(v * BINS));
  const hist = new Float64Array(BINS * BINS);
  let total = 0;
  for (let p = 0; p < alpha.data.length; p += 7) {
    if (alpha.data[p]! < 200) continue;
    const [r, g] = chroma(p);
    hist[bin(r) * BINS + bin(g)]!++;
    total++;
  }
  const near = (r: number, g: number) => {
    let sum = 0;
    for (let i = Math.max(0, r - 3); i <= Math.min(BINS - 1, r + 3); i++)
      for (let j = Math.max(0, g - 3); j <= Math.min(BINS - 1, g + 3); j++)
        sum += hist[i * BINS + j]!;
    return sum;
  };
  const modes: [number, number][] = [];
  const taken = new Uint8Array(BINS * BINS);
  for (let k = 0; k < 4; k++) {
    let best = -1;
    let bestSum = total * 0.1;
    for (let i = 0; i < BINS * BINS; i++) {
      if (!hist[i] || taken[i]) continue;
      const sum = near(Math.floor(i / BINS), i % BINS);
      if (sum > bestSum) {
        bestSum = sum;
        best = i;
      }
    }
    if (best < 0) break;
    const r = Math.floor(best / BINS);
    const g = best % BINS;
    modes.push([(r + 0.5) / BINS, (g + 0.5) / BINS]);
    for (let i = Math.max(0, r - 6); i <= Math.min(BINS - 1, r + 6); i++)
      for (let j = Math.max(0, g - 6); j <= Math.min(BINS - 1, g + 6); j++) taken[i * BINS + j] = 1;
  }
  const nearest = (p: number): [number, number] => {
    const [r, g] = chroma(p);
    let best = -1;
    let bestD = Infinity;
    modes.forEach(([mr, mg], k) => {
      const d = Math.abs(r - mr) + Math.abs(g - mg);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    return [best, bestD];
  };
  return {
    count: modes.length,
    of: (p) => {
      const [k, d] = nearest(p);
      return d <= 0.06 ? k : -1;
    },
  };
}
