import { skyAlpha } from '../analysis/skyRegion.ts';
import type { Segmentation } from '../../data.ts';
import { paintSkyWithin, type SkyType } from '../fill/sky.ts';
import { checkAbort, fitMask, type Raster } from '../raster/raster.ts';
import type { LocalOperation } from '../operation.ts';

/**
 * Replaces the segmented sky with a painted one. Exposure matches: the new sky is scaled so its
 * mean luminance equals the old sky's (a blown-out interior window stays bright), and the rest of
 * the picture takes the new light's colour cast.
 */
export async function replaceSky(
  image: Raster,
  seg: Segmentation,
  type: SkyType,
  seed?: number,
): Promise<Raster> {
  return paintSkyWithin(image, await skyAlpha(image, seg), type, seed, {
    exterior: seg.exterior,
    cast: true,
  });
}

/** sky_replacement: the segmented sky repainted, or the region the user drew. */
export const skyReplacement: LocalOperation<'sky_replacement'> = async (scene, args, ctx) => {
  const img = await scene.image();
  const seg = await scene.segmentation();
  checkAbort(ctx.signal);
  if (ctx.mask) {
    // The user's region is taken as drawn, and the cast stays inside it too.
    const alpha = await fitMask(ctx.mask, img);
    return paintSkyWithin(img, alpha, args.sky_type, args.seed, {
      exterior: seg.exterior,
      cast: false,
    });
  }
  return replaceSky(img, seg, args.sky_type, args.seed);
};
