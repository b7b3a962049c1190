import { blurRaster, downscale, type Raster } from '../raster/raster.ts';
import { toLab } from './regions.ts';
import type { RasterMemo } from '../../data.ts';
export type { RasterMemo } from '../../data.ts';

export function rasterMemo(): RasterMemo {
  const kept = new WeakMap<Raster, Map<string, unknown>>();
  const once = <T>(r: Raster, key: string, make: () => T): T => {
    let entries = kept.get(r);
    if (!entries) kept.set(r, (entries = new Map()));
    if (!entries.has(key)) entries.set(key, make());
    return entries.get(key) as T;
  };
  const memo: RasterMemo = {
    lab: (r) => once(r, 'lab', () => toLab(r)),
    blurred: (r, sigma) => once(r, `blur ${sigma}`, () => blurRaster(r, sigma)),
    blurredLab: (r, sigma) =>
      once(r, `lab of blur ${sigma}`, async () => memo.lab(await memo.blurred(r, sigma))),
    downscaled: (r, maxSide) => once(r, `down ${maxSide}`, () => downscale(r, maxSide)),
  };
  return memo;
}
