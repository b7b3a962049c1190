import { downscale, luma, type Raster } from '../raster/raster.ts';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Finds a watermark: overlaid text and logos are small clusters of strong, high-contrast edges
 * near a corner or the centre, denser than anything around them. Each candidate window is scored
 * by its edge density against the image's median density; the best one above a threshold wins.
 */
export function findWatermark(image: Raster): Region | null {
  const { width: w, height: h, data } = image;
  const strong = new Uint8Array(w * h);
  for (let y = 0; y < h - 1; y++)
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      const l = luma(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      const r = luma(data[(i + 1) * 3]!, data[(i + 1) * 3 + 1]!, data[(i + 1) * 3 + 2]!);
      const d = luma(data[(i + w) * 3]!, data[(i + w) * 3 + 1]!, data[(i + w) * 3 + 2]!);
      // Text is bright on dark or dark on bright: a large step to a near-white pixel.
      const peak = Math.max(l, r, d);
      if (peak > 215 && Math.max(Math.abs(l - r), Math.abs(l - d)) > 70) strong[i] = 1;
    }
  const cw = Math.round(w * 0.3);
  const ch = Math.round(h * 0.12);
  const candidates: Region[] = [
    { x: w - cw, y: h - ch, width: cw, height: ch },
    { x: 0, y: h - ch, width: cw, height: ch },
    { x: w - cw, y: 0, width: cw, height: ch },
    { x: 0, y: 0, width: cw, height: ch },
    { x: Math.round((w - cw) / 2), y: Math.round((h - ch) / 2), width: cw, height: ch },
    { x: Math.round((w - cw) / 2), y: h - ch, width: cw, height: ch },
  ];
  const density = (r: Region) => {
    let n = 0;
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) n += strong[y * w + x]!;
    return n / (r.width * r.height);
  };
  let total = 0;
  for (const v of strong) total += v;
  const base = total / (w * h);
  let best: Region | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const d = density(c);
    const score = d / Math.max(1e-4, base);
    if (d > 0.01 && score > 2.5 && score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (!best) return null;
  // Tighten to the strong edges inside the winning window.
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = best.y; y < best.y + best.height; y++)
    for (let x = best.x; x < best.x + best.width; x++)
      if (strong[y * w + x]) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/**
 * Text edges are judged at ≤ 1600 px: on a large (or upscaled) picture the same mark spreads
 * over several pixels and its steps between neighbours fall under the threshold.
 */
export async function findWatermarkAtAnySize(image: Raster): Promise<Region | null> {
  const s = Math.min(1, 1600 / Math.max(image.width, image.height));
  if (s >= 1) return findWatermark(image);
  const found = findWatermark(await downscale(image, 1600));
  if (!found) return null;
  return {
    x: Math.floor(found.x / s),
    y: Math.floor(found.y / s),
    width: Math.ceil(found.width / s),
    height: Math.ceil(found.height / s),
  };
}
