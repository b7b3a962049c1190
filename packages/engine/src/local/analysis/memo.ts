import { blurRaster, downscale, type Raster } from '../raster/raster.ts';
import { toLab } from './regions.ts';

/**
 * The work several stages do on the same raster — its CIELAB, a Gaussian blur of it, a smaller
 * copy — done once and kept for the job. Entries are keyed by the raster object itself (and the
 * sigma or the size), so a crop or an intermediate result never meets another picture's Lab; the
 * engine never writes into a raster it has handed on, so a kept entry stays true.
 * The job's `SceneAnalysis` is one; a stage called on its own makes a fresh one.
 */
export interface RasterMemo {
  /** CIELAB of the raster's pixels (`toLab`). */
  lab(r: Raster): Float32Array;
  /** The raster blurred with a Gaussian of this sigma (`blurRaster`). */
  blurred(r: Raster, sigma: number): Promise<Raster>;
  /** CIELAB of the blurred raster. */
  blurredLab(r: Raster, sigma: number): Promise<Float32Array>;
  /** A copy whose longer side is at most `maxSide` (`downscale`: the raster itself when small). */
  downscaled(r: Raster, maxSide: number): Promise<Raster>;
}

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
