/**
 * The photo's light, for the stager: its colour temperature and exposure, read from its bright
 * neutral surfaces (painted walls and ceilings, which a white-balanced camera shows grey, so
 * whatever colour they carry is the light's). The renderer lights the furniture with them and
 * the compositing matches the furniture's white balance to the photo's.
 */
import type { Vec3 } from '@hds/stager/contract';
import type { Raster } from '../raster/raster.ts';

export interface PhotoLight {
  /** Correlated colour temperature of the neutral surfaces' colour, kelvin (2000…12000). */
  kelvin: number;
  /** Linear brightness of the neutral surfaces against a sample render's walls (1 = the same). */
  exposure: number;
  /**
   * The neutral surfaces' linear colour divided by its luminance ([1, 1, 1] for grey): the gain
   * that gives a neutral object the photo's cast.
   */
  tint: Vec3;
}

/** sRGB byte → linear light. */
export const SRGB_TO_LINEAR: Float32Array = (() => {
  const t = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const v = i / 255;
    t[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }
  return t;
})();

/** Linear light (0…1) → sRGB byte. */
export function linearToSrgb(v: number): number {
  const c = v <= 0 ? 0 : v >= 1 ? 1 : v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(c * 255);
}

/**
 * Linear luminance of the neutral surfaces that reads as exposure 1: the walls of the sample
 * renders in daylight (apps/api/assets/samples/<room>/empty_daylight.jpg measure 0.52…0.64 with
 * this estimator, 0.60 on average: the reference, so the samples' furniture is lit as rendered).
 */
export const REFERENCE_WALL = 0.6;

/** McCamy's approximation of the correlated colour temperature from CIE 1931 xy. */
export function kelvinFromXy(x: number, y: number): number {
  const n = (x - 0.332) / (0.1858 - y);
  return 449 * n ** 3 + 3525 * n ** 2 + 6823.3 * n + 5520.33;
}

/** CCT of a linear sRGB colour (D65 white point). */
export function kelvinOfLinear(r: number, g: number, b: number): number {
  const X = 0.4124 * r + 0.3576 * g + 0.1805 * b;
  const Y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const Z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
  const s = X + Y + Z;
  if (!(s > 1e-9)) return 6500;
  return kelvinFromXy(X / s, Y / s);
}

/**
 * The light of a photo. Neutral surfaces: pixels of low saturation (max − min below a quarter of
 * max), not clipped, in the brightest third of such pixels (walls and ceilings, not the floor's
 * wood or the shadows); their linear mean gives the cast (→ kelvin, tint) and their median
 * luminance the exposure. About 40 000 pixels are read whatever the photo's size.
 */
export function photoLight(r: Raster): PhotoLight {
  const step = Math.max(1, Math.floor(Math.sqrt((r.width * r.height) / 40_000)));
  const lum: number[] = [];
  const rgb: number[] = [];
  for (let y = 0; y < r.height; y += step) {
    for (let x = 0; x < r.width; x += step) {
      const i = (y * r.width + x) * 3;
      const R = r.data[i]!;
      const G = r.data[i + 1]!;
      const B = r.data[i + 2]!;
      const mx = Math.max(R, G, B);
      const mn = Math.min(R, G, B);
      if (mx >= 250 || mx < 40 || mx - mn > mx / 4) continue;
      const lr = SRGB_TO_LINEAR[R]!;
      const lg = SRGB_TO_LINEAR[G]!;
      const lb = SRGB_TO_LINEAR[B]!;
      lum.push(0.2126 * lr + 0.7152 * lg + 0.0722 * lb);
      rgb.push(lr, lg, lb);
    }
  }
  if (lum.length < 50) return { kelvin: 6500, exposure: 1, tint: [1, 1, 1] };
  const sorted = lum.slice().sort((a, b) => a - b);
  const cut = sorted[Math.floor(sorted.length * (2 / 3))]!;
  let sr = 0;
  let sg = 0;
  let sb = 0;
  const bright: number[] = [];
  for (let k = 0; k < lum.length; k++) {
    if (lum[k]! < cut) continue;
    sr += rgb[3 * k]!;
    sg += rgb[3 * k + 1]!;
    sb += rgb[3 * k + 2]!;
    bright.push(lum[k]!);
  }
  const n = bright.length;
  sr /= n;
  sg /= n;
  sb /= n;
  const Y = 0.2126 * sr + 0.7152 * sg + 0.0722 * sb;
  bright.sort((a, b) => a - b);
  const median = bright[Math.floor(n / 2)]!;
  const kelvin = Math.max(2000, Math.min(12000, kelvinOfLinear(sr, sg, sb)));
  return {
    kelvin: Math.round(kelvin),
    exposure: Math.max(0.25, Math.min(4, median / REFERENCE_WALL)),
    tint: Y > 1e-9 ? [sr / Y, sg / Y, sb / Y] : [1, 1, 1],
  };
}
