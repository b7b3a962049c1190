import { EngineError } from '../../types.ts';
import type { Segmentation } from '../../data.ts';
import {
  checkAbort,
  maskArea,
  morph,
  refineAlpha,
  resizeMask,
  type Mask,
  type Raster,
} from '../raster/raster.ts';
import type { SceneAnalysis } from './scene.ts';

/**
 * How much paint each pixel takes (0…255) when the engine picks the walls itself: the segmented
 * walls at full size, trimmed to the paint's own hue and rid of specks. It is also wall_color's
 * automatic mask (issue #28's preview shows exactly this region).
 */
export async function wallAlpha(image: Raster, seg: Segmentation): Promise<Mask> {
  const { width: w, height: h } = image;
  if (maskArea(seg.walls) < seg.walls.width * seg.walls.height * 0.01) {
    throw new EngineError('No wall was found in this picture to repaint.');
  }
  const rough = refineAlpha(image, await resizeMask(seg.walls, w, h, Math.max(1.5, w / 500)), 40);
  return withoutSpecks(keepPaintColoured(image, rough));
}

/** wall_color's region on a scene: the walls found with the furniture in front kept out. */
export async function wallRegion(scene: SceneAnalysis, signal?: AbortSignal): Promise<Mask> {
  const img = await scene.image();
  const seg = await scene.segmentation({ withFurniture: true });
  checkAbort(signal);
  return wallAlpha(img, seg);
}

/**
 * Paint goes only where the pixel has the wall's own hue: each pixel's chromaticity (r, g over
 * r + g + b — free of shading, so a wall in shadow still counts) is compared with the wall's
 * around it (cells of about 1/12 of the picture, trimmed to their majority). Whatever the
 * segmentation joined to a wall that is not painted surface — a wicker chair against a white
 * wall, a wooden shelf, a lampshade — keeps its colours.
 */
function keepPaintColoured(image: Raster, alpha: Mask): Mask {
  const { width: w, height: h, data } = image;
  const cell = Math.max(16, Math.round(Math.max(w, h) / 12));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const chroma = (p: number): [number, number] => {
    const s = data[p * 3]! + data[p * 3 + 1]! + data[p * 3 + 2]! + 1;
    return [data[p * 3]! / s, data[p * 3 + 1]! / s];
  };
  const cellMean = (pass: number, prev: Float64Array | null): Float64Array => {
    const acc = new Float64Array(gw * gh * 3);
    for (let y = 0; y < h; y += 3)
      for (let x = 0; x < w; x += 3) {
        const p = y * w + x;
        if (alpha.data[p]! < 200) continue;
        const g = Math.floor(y / cell) * gw + Math.floor(x / cell);
        const [r, gg] = chroma(p);
        if (pass && prev && Math.abs(r - prev[g * 3]!) + Math.abs(gg - prev[g * 3 + 1]!) > 0.06)
          continue;
        acc[g * 3]! += r;
        acc[g * 3 + 1]! += gg;
        acc[g * 3 + 2]!++;
      }
    for (let g = 0; g < gw * gh; g++)
      if (acc[g * 3 + 2]! > 0) {
        acc[g * 3]! /= acc[g * 3 + 2]!;
        acc[g * 3 + 1]! /= acc[g * 3 + 2]!;
      }
    return acc;
  };
  const first = cellMean(0, null);
  const mean = cellMean(1, first);
  // Cells without wall borrow the nearest cell that has some.
  const ref = new Float64Array(gw * gh * 2).fill(NaN);
  for (let cy = 0; cy < gh; cy++)
    for (let cx = 0; cx < gw; cx++)
      for (let r = 0; r < Math.max(gw, gh) && Number.isNaN(ref[(cy * gw + cx) * 2]!); r++)
        for (let yy = Math.max(0, cy - r); yy <= Math.min(gh - 1, cy + r); yy++)
          for (let xx = Math.max(0, cx - r); xx <= Math.min(gw - 1, cx + r); xx++) {
            const g = yy * gw + xx;
            if (mean[g * 3 + 2]! > 0 && Number.isNaN(ref[(cy * gw + cx) * 2]!)) {
              ref[(cy * gw + cx) * 2] = mean[g * 3]!;
              ref[(cy * gw + cx) * 2 + 1] = mean[g * 3 + 1]!;
            }
          }
  const out = new Uint8Array(alpha.data);
  for (let p = 0; p < w * h; p++) {
    if (!out[p]) continue;
    const x = p % w;
    const y = (p - x) / w;
    const g = Math.floor(y / cell) * gw + Math.floor(x / cell);
    if (Number.isNaN(ref[g * 2]!)) continue;
    const [r, gg] = chroma(p);
    const d = Math.abs(r - ref[g * 2]!) + Math.abs(gg - ref[g * 2 + 1]!);
    // Full paint within 0.03 of the wall's hue, none beyond 0.06.
    const k = d <= 0.03 ? 1 : d >= 0.06 ? 0 : (0.06 - d) / 0.03;
    out[p] = Math.round(out[p]! * k);
  }
  return { width: w, height: h, data: out };
}

/**
 * Paint comes in areas, not specks: on a brick wall the paler bricks matched the paint's hue and
 * came out sage one by one. An opening of about 6 px at 1600 drops what is narrower — and with
 * it the wall seen between a macramé's strings, which keeps its old colour. A larger picture is
 * opened at 1600 px and keeps its own edges (at 12 MP the full-size opening cost 1.5 s).
 */
async function withoutSpecks(alpha: Mask): Promise<Mask> {
  const { width: w, height: h } = alpha;
  const s = Math.min(1, 1600 / Math.max(w, h));
  const speck = Math.max(2, Math.round((Math.max(w, h) * s) / 250));
  if (s === 1) return morph(morph(alpha, -speck), speck);
  const small = await resizeMask(alpha, Math.round(w * s), Math.round(h * s));
  const opened = await resizeMask(morph(morph(small, -speck), speck), w, h);
  const out = new Uint8Array(alpha.data);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(out[i]!, opened.data[i]!);
  return { width: w, height: h, data: out };
}
