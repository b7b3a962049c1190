import { WALL_COLORS, type WallColor } from '@hds/api-client/contract';
import { wallPaints, type WallPaints } from '../analysis/wallPaints.ts';
import { clamp255, hexToRgb, luma, type Mask, type Raster } from '../raster/raster.ts';

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
 * Paints `color` where `alpha` says (0…255), keeping each pixel's shade against its paint's
 * typical luminance: the walls the engine found, or the region the user drew.
 */
export function paintWithin(
  image: Raster,
  alpha: Mask,
  color: WallColor,
  strength: number,
): Raster {
  const { width: w, height: h, data } = image;
  const reference = paintReference(image, alpha, wallPaints(image, alpha));
  const [tr, tg, tb] = hexToRgb(WALL_COLORS[color]).map(lin) as [number, number, number];
  const mix = Math.min(1, 0.35 + 0.65 * (strength / 0.8));
  const out = new Uint8Array(data);
  for (let p = 0; p < w * h; p++) {
    const a = (alpha.data[p]! / 255) * mix;
    if (a <= 0.01) continue;
    const i = p * 3;
    const l = lin(luma(data[i]!, data[i + 1]!, data[i + 2]!));
    // Soft-limit the shade so sunlit patches brighten the paint without blowing it out.
    const shade = Math.min(1.8, l / reference(p));
    out[i] = clamp255(data[i]! * (1 - a) + srgb(tr * shade) * a);
    out[i + 1] = clamp255(data[i + 1]! * (1 - a) + srgb(tg * shade) * a);
    out[i + 2] = clamp255(data[i + 2]! * (1 - a) + srgb(tb * shade) * a);
  }
  return { width: w, height: h, data: out };
}

/**
 * The luminance each wall pixel's shade is measured against (linear light): the median of its
 * own paint (see wallPaints.ts), so a terracotta accent wall and a white wall take the new colour
 * at the same depth instead of the white one coming out nearly white. A quarter of the
 * difference to the walls' overall median is kept: a wall in the window's light stays a little
 * brighter than the one facing away.
 */
function paintReference(image: Raster, alpha: Mask, paints: WallPaints): (p: number) => number {
  const { data } = image;
  const samples: number[] = [];
  for (let p = 0; p < alpha.data.length; p += 7) if (alpha.data[p]! >= 200) samples.push(p);
  const medianLuma = (pick: (p: number) => boolean): number | null => {
    const h = new Float64Array(256);
    let total = 0;
    for (const p of samples)
      if (pick(p)) {
        h[Math.round(luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!))]!++;
        total++;
      }
    let acc = 0;
    for (let i = 0; i < 256 && total; i++) {
      acc += h[i]!;
      if (acc >= total / 2) return lin(Math.max(16, i));
    }
    return null;
  };
  const overall = medianLuma(() => true) ?? lin(128);
  const perPaint = Array.from({ length: paints.count }, (_, k) => {
    const m = medianLuma((p) => paints.of(p) === k);
    return m === null ? overall : m ** 0.75 * overall ** 0.25;
  });
  return (p) => {
    const k = paints.of(p);
    return k < 0 ? overall : perPaint[k]!;
  };
}
