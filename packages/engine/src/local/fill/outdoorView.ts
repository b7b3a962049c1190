import type { OperationArgs } from '@hds/api-client/contract';
import type { RGB } from '../../data.ts';
import type { ViewRegion } from '../analysis/windowRegion.ts';
import { fbm } from '../raster/noise.ts';
import { clamp255, luma, upscaleRaster, type Raster } from '../raster/raster.ts';
import { paintCity } from './cityView.ts';
import { paintSky, type SkyType } from './sky.ts';

export type View = OperationArgs['window_view']['view'];

const VIEWS: Record<View, { sky: SkyType; ground: RGB; far: RGB; near: RGB; horizon: number; rough: number }> = {
  garden: { sky: 'blue_sky', ground: [92, 150, 70], far: [70, 118, 64], near: [52, 98, 44], horizon: 0.5, rough: 0.18 },
  city: { sky: 'partly_cloudy', ground: [120, 124, 130], far: [150, 158, 172], near: [96, 100, 112], horizon: 0.62, rough: 0.0 },
  ocean: { sky: 'clear_blue', ground: [34, 96, 150], far: [70, 130, 176], near: [30, 84, 134], horizon: 0.5, rough: 0.0 },
  mountains: { sky: 'sunny', ground: [96, 124, 80], far: [120, 136, 168], near: [84, 100, 96], horizon: 0.62, rough: 0.35 },
  forest: { sky: 'partly_cloudy', ground: [60, 96, 50], far: [44, 84, 52], near: [28, 62, 34], horizon: 0.45, rough: 0.25 },
}; // prettier-ignore

/** Paints an outdoor view (sky, a far band, the near ground) at w × h. */
export function paintView(view: View, w: number, h: number, seed = 11): Raster {
  const v = VIEWS[view];
  const sky = paintSky(v.sky, w, h, seed);
  if (view === 'city') {
    paintCity(sky, seed + 4, v.horizon);
    return sky;
  }
  const ridge = fbm(w, 1, seed + 1, 4, 5);
  const ridgeNear = fbm(w, 1, seed + 2, 8, 4);
  const tex = fbm(w, h, seed + 3, 24, 3);
  const out = sky.data;
  for (let x = 0; x < w; x++) {
    const farY = (v.horizon - v.rough * (ridge[x]! - 0.3) - (view === 'mountains' ? 0.15 : 0)) * h;
    const nearY = (v.horizon + 0.06 - v.rough * 0.5 * (ridgeNear[x]! - 0.3)) * h;
    for (let y = 0; y < h; y++) {
      const p = y * w + x;
      const t = tex[p]! - 0.5;
      let col: RGB | null = null;
      if (y >= nearY) col = v.near;
      else if (y >= farY) col = v.far;
      if (view === 'ocean' && y >= v.horizon * h) col = v.ground;
      if (!col) continue;
      const shade = 1 + t * 0.5 - (view === 'ocean' ? 0 : (y / h - v.horizon) * 0.1);
      out[p * 3] = clamp255(col[0] * shade);
      out[p * 3 + 1] = clamp255(col[1] * shade);
      out[p * 3 + 2] = clamp255(col[2] * shade);
    }
  }
  return sky;
}

/**
 * Paints `view` where `region.alpha` says (a drawn mask: the mask is all three), its brightness
 * matched to the glass's; a façade's windows reflect it faintly. Nothing outside the alpha changes.
 */
export async function paintViewWithin(
  image: Raster,
  region: ViewRegion,
  view: View,
  seed: number | undefined,
  opts: { exterior: boolean },
): Promise<Raster> {
  const { width: w, height: h, data } = image;
  const { alpha, box: b } = region;
  const alphaRaw = region.glass.data;
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  const painted = await upscaleRaster(
    paintView(
      view,
      Math.min(480, bw),
      Math.max(8, Math.round((Math.min(480, bw) * bh) / bw)),
      seed ?? 11,
    ),
    bw,
    bh,
  );
  // Facade windows reflect the view rather than show it.
  const strength = opts.exterior ? 0.35 : 1;
  let oldL = 0;
  let newL = 0;
  for (let y = b.y0; y <= b.y1; y += 2)
    for (let x = b.x0; x <= b.x1; x += 2) {
      const p = y * w + x;
      if (alphaRaw[p]! < 128) continue;
      const q = ((y - b.y0) * bw + x - b.x0) * 3;
      oldL += luma(data[p * 3]!, data[p * 3 + 1]!, data[p * 3 + 2]!);
      newL += luma(painted.data[q]!, painted.data[q + 1]!, painted.data[q + 2]!);
    }
  const gain = opts.exterior ? 1 : Math.min(1.5, Math.max(0.7, oldL / Math.max(1, newL)));
  const out = new Uint8Array(data);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const p = y * w + x;
      const a = (alpha.data[p]! / 255) * strength;
      if (a <= 0) continue;
      const q = ((y - b.y0) * bw + x - b.x0) * 3;
      for (let c = 0; c < 3; c++)
        out[p * 3 + c] = clamp255(data[p * 3 + c]! * (1 - a) + painted.data[q + c]! * gain * a);
    }
  return { width: w, height: h, data: out };
}
