import type { OperationArgs } from '@hds/api-client/contract';
import type { Segmentation } from '../../data.ts';
import { clamp255, luma, resizeMask, type Mask, type Raster } from '../raster/raster.ts';

type LightingType = OperationArgs['lighting']['type'];

/**
 * A colour-grading recipe. Gains are applied in linear light so that warming a shadow does not
 * muddy it; `lift` tints the shadows, `tint` the highlights.
 */
interface Recipe {
  exposure: number;
  /** Extra contrast around mid grey, multiplied with the caller's contrast. */
  contrast: number;
  saturation: number;
  /** Per-channel white balance gains. */
  gains: [number, number, number];
  lift: [number, number, number];
  tint: [number, number, number];
  /** 0…1 darkening of the corners. */
  vignette: number;
  /** Flattening of the tone curve (evenly lit): 0 none, 1 strong. */
  flatten: number;
}

const neutral: Recipe = {
  exposure: 1,
  contrast: 1,
  saturation: 1,
  gains: [1, 1, 1],
  lift: [0, 0, 0],
  tint: [0, 0, 0],
  vignette: 0,
  flatten: 0,
};

export const RECIPES: Record<LightingType, Recipe> = {
  golden_hour: { ...neutral, exposure: 1.05, saturation: 1.15, gains: [1.12, 1.0, 0.8], tint: [18, 8, -6], lift: [6, 2, -2], vignette: 0.18 },
  twilight: { ...neutral, exposure: 0.22, saturation: 0.95, gains: [0.88, 0.95, 1.2], lift: [0, 2, 10], vignette: 0.25, contrast: 1.05 },
  ambient: { ...neutral, exposure: 1.0, contrast: 0.9, saturation: 0.95, gains: [1.04, 1.0, 0.95], lift: [8, 6, 4], flatten: 0.3 },
  flamboyant: { ...neutral, exposure: 1.05, contrast: 1.15, saturation: 1.4, gains: [1.06, 0.98, 1.02], tint: [10, 0, 8], vignette: 0.15 },
  moody: { ...neutral, exposure: 0.72, contrast: 1.25, saturation: 0.8, gains: [0.98, 0.98, 1.04], lift: [2, 3, 8], vignette: 0.4 },
  evenly_lit: { ...neutral, exposure: 1.08, contrast: 0.92, saturation: 1.0, flatten: 0.6 },
  hard_direct: { ...neutral, exposure: 1.05, contrast: 1.3, saturation: 1.1, gains: [1.04, 1.0, 0.96], tint: [10, 8, 0] },
  warm_light: { ...neutral, exposure: 1.0, saturation: 1.05, gains: [1.1, 1.0, 0.82], lift: [6, 3, 0], tint: [10, 4, -4] },
  cool_light: { ...neutral, exposure: 1.02, saturation: 0.95, gains: [0.92, 1.0, 1.12], lift: [0, 2, 6], tint: [-4, 2, 10] },
}; // prettier-ignore

const toLinear = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function toSrgb(l: number): number {
  const v = l <= 0 ? 0 : l >= 1 ? 1 : l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055;
  return v * 255;
}

/**
 * Grades the picture. `brightness` lifts the midtones (a gamma, so highlights do not clip),
 * `contrast` steepens the curve around mid grey, `warmth` shifts white balance (-1 cool … 1 warm).
 */
export function grade(
  src: Raster,
  recipe: Recipe,
  args: { brightness: number; contrast: number; warmth: number },
): Raster {
  const { width: w, height: h, data } = src;
  const out = new Uint8Array(data.length);
  const gamma = 1 / Math.max(0.2, args.brightness);
  const contrast = recipe.contrast * args.contrast;
  const warm = args.warmth;
  const gains = [
    recipe.gains[0] * recipe.exposure * (1 + 0.12 * warm),
    recipe.gains[1] * recipe.exposure * (1 + 0.02 * warm),
    recipe.gains[2] * recipe.exposure * (1 - 0.14 * warm),
  ];
  // Per-channel tone curve as a lookup table from linear 0…1 (4096 steps) to sRGB 0…255.
  const STEPS = 4096;
  const curve = new Float32Array(STEPS + 1);
  for (let i = 0; i <= STEPS; i++) {
    let v = toSrgb(i / STEPS) / 255;
    v = v ** gamma;
    // Flatten: pull towards a compressed curve (lifts shadows, softens highlights).
    if (recipe.flatten)
      v = v * (1 - recipe.flatten) + (0.12 + 0.8 * Math.sqrt(v) * 0.95) * recipe.flatten;
    // Contrast bends the curve towards (or away from) a smoothstep S, keeping 0 and 1 fixed.
    v = v + (contrast - 1) * 2 * (v * v * (3 - 2 * v) - v);
    curve[i] = Math.min(1, Math.max(0, v)) * 255;
  }
  const cx = w / 2;
  const cy = h / 2;
  const maxR2 = cx * cx + cy * cy;
  const sat = recipe.saturation;
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const dx = x - cx;
      const r2 = (dx * dx + dy * dy) / maxR2;
      const vig = recipe.vignette ? 1 - recipe.vignette * r2 * Math.sqrt(r2) : 1;
      let r = curve[Math.min(STEPS, Math.round(toLinear[data[i]!]! * gains[0]! * vig * STEPS))]!;
      let g =
        curve[Math.min(STEPS, Math.round(toLinear[data[i + 1]!]! * gains[1]! * vig * STEPS))]!;
      let b =
        curve[Math.min(STEPS, Math.round(toLinear[data[i + 2]!]! * gains[2]! * vig * STEPS))]!;
      const l = luma(r, g, b);
      r = l + (r - l) * sat;
      g = l + (g - l) * sat;
      b = l + (b - l) * sat;
      // Shadows take the lift colour, highlights the tint colour, weighted by luminance.
      const t = l / 255;
      const sh = (1 - t) * (1 - t);
      const hi = t * t;
      out[i] = clamp255(r + recipe.lift[0] * sh + recipe.tint[0] * hi);
      out[i + 1] = clamp255(g + recipe.lift[1] * sh + recipe.tint[1] * hi);
      out[i + 2] = clamp255(b + recipe.lift[2] * sh + recipe.tint[2] * hi);
    }
  }
  return { width: w, height: h, data: out };
}

/** A vertical blue-hour gradient: deep blue overhead to a warm glow at the horizon. */
function duskSky(t: number): [number, number, number] {
  const top: [number, number, number] = [28, 42, 92];
  const mid: [number, number, number] = [86, 92, 150];
  const low: [number, number, number] = [236, 150, 104];
  const mix = (a: number[], b: number[], k: number) =>
    [0, 1, 2].map((c) => a[c]! + (b[c]! - a[c]!) * k) as [number, number, number];
  return t < 0.6 ? mix(top, mid, t / 0.6) : mix(mid, low, (t - 0.6) / 0.4);
}

/**
 * Day to dusk: the graded (darkened, cooled) picture, the sky replaced by a blue-hour gradient
 * and the windows glowing warm (from outside), or the view through them gone to dusk (inside).
 */
export async function twilight(graded: Raster, seg: Segmentation): Promise<Raster> {
  const { width: w, height: h } = graded;
  const sky = await resizeMask(seg.sky, w, h, Math.max(1, w / 800));
  const win = await resizeMask(seg.windows, w, h, Math.max(1, w / 600));
  const out = new Uint8Array(graded.data);
  const skyRows = skyExtent(sky);
  for (let y = 0; y < h; y++) {
    const t = skyRows
      ? Math.min(1, Math.max(0, (y - skyRows.top) / Math.max(1, skyRows.bottom - skyRows.top)))
      : 0.5;
    const [sr, sg, sb] = duskSky(t);
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const i = p * 3;
      const a = sky.data[p]! / 255;
      const wv = win.data[p]! / 255;
      let r = out[i]!;
      let g = out[i + 1]!;
      let b = out[i + 2]!;
      if (wv > 0) {
        const l = luma(r, g, b) / 255;
        if (seg.exterior) {
          // Lit rooms behind the glass: warm, brighter where the pane was dark.
          const glow = 0.75 - 0.4 * l;
          r = r + (255 * 0.98 - r) * wv * glow;
          g = g + (255 * 0.74 - g) * wv * glow;
          b = b + (255 * 0.42 - b) * wv * glow;
        } else {
          // The garden outside at dusk: darker and bluer.
          r = r * (1 - 0.7 * wv);
          g = g * (1 - 0.65 * wv);
          b = b * (1 - 0.4 * wv);
        }
      }
      if (a > 0) {
        // Keep a little of the original sky's texture (clouds) in the new gradient.
        const detail =
          (luma(graded.data[i]!, graded.data[i + 1]!, graded.data[i + 2]!) - 110) * 0.25;
        r = r * (1 - a) + (sr + detail) * a;
        g = g * (1 - a) + (sg + detail) * a;
        b = b * (1 - a) + (sb + detail) * a;
      }
      out[i] = clamp255(r);
      out[i + 1] = clamp255(g);
      out[i + 2] = clamp255(b);
    }
  }
  return { width: w, height: h, data: out };
}

function skyExtent(m: Mask): { top: number; bottom: number } | null {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < m.height; y++) {
    let any = false;
    for (let x = 0; x < m.width; x += 4) if (m.data[y * m.width + x]! > 128) any = true;
    if (any) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  return top < 0 ? null : { top, bottom };
}
