import type { OperationArgs } from '@hds/api-client/contract';
import type { RGB } from '../../data.ts';
import { EngineError } from '../../types.ts';
import { fbm } from '../raster/noise.ts';
import { bounds, clamp255, luma, upscaleRaster, type Mask, type Raster } from '../raster/raster.ts';

export type SkyType = OperationArgs['sky_replacement']['sky_type'];

interface SkyRecipe {
  top: RGB;
  horizon: RGB;
  /** Cloud cover 0…1 and colour. */
  cover: number;
  cloud: RGB;
  cloudShade: RGB;
  /** Warm cast laid over the rest of the picture to match the light. */
  cast: RGB;
  sun?: { x: number; y: number; color: RGB };
}

const SKIES: Record<SkyType, SkyRecipe> = {
  sunny: { top: [58, 124, 212], horizon: [176, 208, 240], cover: 0.12, cloud: [255, 255, 255], cloudShade: [214, 222, 236], cast: [1.03, 1.01, 0.97], sun: { x: 0.8, y: 0.12, color: [255, 250, 230] } },
  blue_sky: { top: [66, 128, 206], horizon: [186, 214, 240], cover: 0.25, cloud: [255, 255, 255], cloudShade: [204, 214, 230], cast: [1, 1, 1] },
  clear_blue: { top: [40, 106, 200], horizon: [168, 204, 242], cover: 0, cloud: [255, 255, 255], cloudShade: [255, 255, 255], cast: [0.99, 1, 1.02] },
  dramatic: { top: [38, 52, 78], horizon: [150, 150, 160], cover: 0.62, cloud: [200, 198, 200], cloudShade: [70, 76, 92], cast: [0.92, 0.93, 0.97] },
  sunset: { top: [52, 64, 128], horizon: [250, 164, 96], cover: 0.3, cloud: [255, 176, 128], cloudShade: [150, 84, 110], cast: [1.08, 0.98, 0.86], sun: { x: 0.3, y: 0.85, color: [255, 214, 150] } },
  partly_cloudy: { top: [80, 134, 204], horizon: [190, 212, 236], cover: 0.45, cloud: [250, 250, 252], cloudShade: [170, 180, 198], cast: [0.99, 1, 1.01] },
}; // prettier-ignore

/** Paints a sky of the given type at w × h. */
export function paintSky(type: SkyType, w: number, h: number, seed = 7): Raster {
  const s = SKIES[type];
  const noise = fbm(w, h, seed, 3, 6);
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    const t = (y / Math.max(1, h - 1)) ** 0.8;
    // Clouds flatten towards the horizon; stretch the noise there.
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      let col: RGB = [0, 1, 2].map((c) => s.top[c]! + (s.horizon[c]! - s.top[c]!) * t) as RGB;
      if (s.sun) {
        const dx = x / w - s.sun.x;
        const dy = (y / h - s.sun.y) * (h / w);
        const g = Math.exp(-(dx * dx + dy * dy) / 0.02);
        col = [0, 1, 2].map((c) => col[c]! + (s.sun!.color[c]! - col[c]!) * g * 0.8) as RGB;
      }
      if (s.cover > 0) {
        const n = noise[p]!;
        const edge = 1 - s.cover;
        const k = Math.min(1, Math.max(0, (n - edge) / 0.12));
        if (k > 0) {
          const shade = Math.min(1, Math.max(0, (n - edge) / 0.35));
          const cloud = [0, 1, 2].map(
            (c) => s.cloud[c]! + (s.cloudShade[c]! - s.cloud[c]!) * shade,
          ) as RGB;
          col = [0, 1, 2].map((c) => col[c]! + (cloud[c]! - col[c]!) * k * 0.95) as RGB;
        }
      }
      out[p * 3] = clamp255(col[0]);
      out[p * 3 + 1] = clamp255(col[1]);
      out[p * 3 + 2] = clamp255(col[2]);
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Paints a sky of `type` where `alpha` says, its exposure matched to the old sky's. With `cast`
 * the rest of the picture takes the new light's colour; without it (a drawn mask) not one pixel
 * outside the region changes.
 */
export async function paintSkyWithin(
  image: Raster,
  alpha: Mask,
  type: SkyType,
  seed: number | undefined,
  opts: { exterior: boolean; cast: boolean },
): Promise<Raster> {
  const { width: w, height: h, data } = image;
  const b = bounds(alpha);
  if (!b) throw new EngineError('No sky was found in this picture.');
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  const small = paintSky(
    type,
    Math.min(480, bw),
    Math.max(8, Math.round((Math.min(480, bw) * bh) / bw)),
    seed ?? 7,
  );
  const sky = await upscaleRaster(small, bw, bh);
  let oldL = 0;
  let newL = 0;
  let n = 0;
  for (let y = b.y0; y <= b.y1; y += 2)
    for (let x = b.x0; x <= b.x1; x += 2) {
      const p = y * w + x;
      if (alpha.data[p]! < 200) continue;
      const q = ((y - b.y0) * bw + (x - b.x0)) * 3;
      oldL += luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      newL += luma(sky.data[q]!, sky.data[q + 1]!, sky.data[q + 2]!);
      n++;
    }
  const gain = n ? Math.min(1.6, Math.max(0.6, oldL / Math.max(1, newL))) : 1;
  // Interiors are exposed for the room: the sky through the window is brighter than outdoors.
  const expo = opts.exterior ? Math.sqrt(gain) : gain;
  const cast = opts.cast ? SKIES[type].cast : ([1, 1, 1] as RGB);
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const i = p * 3;
      const a = alpha.data[p]! / 255;
      let r = data[i]! * cast[0];
      let g = data[i + 1]! * cast[1];
      let bl = data[i + 2]! * cast[2];
      if (a > 0 && x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) {
        const q = ((y - b.y0) * bw + (x - b.x0)) * 3;
        r = r * (1 - a) + sky.data[q]! * expo * a;
        g = g * (1 - a) + sky.data[q + 1]! * expo * a;
        bl = bl * (1 - a) + sky.data[q + 2]! * expo * a;
      }
      out[i] = clamp255(r);
      out[i + 1] = clamp255(g);
      out[i + 2] = clamp255(bl);
    }
  }
  return { width: w, height: h, data: out };
}
