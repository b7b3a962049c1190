import { WALL_COLORS, type WallColor } from '@hds/api-client';
import { EngineError } from '../types.ts';
import {
  clamp255,
  hexToRgb,
  luma,
  maskArea,
  refineAlpha,
  resizeMask,
  type Raster,
} from './raster.ts';
import type { Segmentation } from './segment.ts';

// Lookup tables: a pow per pixel made a 12 MP repaint take seconds longer.
const LIN = new Float32Array(256).map((_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const lin = (v: number) => LIN[Math.max(0, Math.min(255, Math.round(v)))]!;
const SRGB_STEPS = 4096;
const SRGB = new Float32Array(SRGB_STEPS + 1).map((_, i) => {
  const l = i / SRGB_STEPS;
  return 255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055);
});
const srgb = (l: number) => SRGB[Math.max(0, Math.min(SRGB_STEPS, Math.round(l * SRGB_STEPS)))]!;

/**
 * Repaints the segmented walls. Each wall pixel keeps its shading and texture as the ratio of its
 * luminance to the walls' typical luminance (measured in linear light, so a wall in shadow stays
 * in shadow) and takes the new paint's colour; `strength` blends it over the old colour.
 */
export async function recolorWalls(
  image: Raster,
  seg: Segmentation,
  color: WallColor,
  strength: number,
): Promise<Raster> {
  const { width: w, height: h, data } = image;
  if (maskArea(seg.walls) < seg.walls.width * seg.walls.height * 0.01) {
    throw new EngineError('No wall was found in this picture to repaint.');
  }
  const alpha = refineAlpha(image, await resizeMask(seg.walls, w, h, Math.max(1.5, w / 500)), 40);
  // Typical wall luminance: the median over wall pixels (a sampled histogram).
  const hist = new Float64Array(256);
  for (let p = 0; p < w * h; p += 7) {
    if (alpha.data[p]! < 200) continue;
    hist[Math.round(luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!))]! += 1;
  }
  let total = 0;
  for (const v of hist) total += v;
  let acc = 0;
  let median = 128;
  for (let i = 0; i < 256; i++) {
    acc += hist[i]!;
    if (acc >= total / 2) {
      median = Math.max(16, i);
      break;
    }
  }
  const ref = lin(median);
  const [tr, tg, tb] = hexToRgb(WALL_COLORS[color]).map(lin) as [number, number, number];
  const mix = Math.min(1, 0.35 + 0.65 * (strength / 0.8));
  const out = new Uint8Array(data);
  for (let p = 0; p < w * h; p++) {
    const a = (alpha.data[p]! / 255) * mix;
    if (a <= 0.01) continue;
    const i = p * 3;
    const l = lin(luma(data[i]!, data[i + 1]!, data[i + 2]!));
    // Soft-limit the shade so sunlit patches brighten the paint without blowing it out.
    const shade = Math.min(1.8, l / ref);
    out[i] = clamp255(data[i]! * (1 - a) + srgb(tr * shade) * a);
    out[i + 1] = clamp255(data[i + 1]! * (1 - a) + srgb(tg * shade) * a);
    out[i + 2] = clamp255(data[i + 2]! * (1 - a) + srgb(tb * shade) * a);
  }
  return { width: w, height: h, data: out };
}
