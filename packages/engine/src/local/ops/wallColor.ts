import type { WallColor } from '@hds/api-client/contract';
import type { Segmentation } from '../../data.ts';
import { wallAlpha, wallRegion } from '../analysis/wallRegion.ts';
import { paintWithin } from '../fill/wallPaint.ts';
import { fitMask, type Raster } from '../raster/raster.ts';
import type { LocalOperation } from '../operation.ts';

/**
 * Repaints the segmented walls. Each wall pixel keeps its shading and texture as the ratio of its
 * luminance to its wall's typical luminance (measured in linear light, so a wall in shadow stays
 * in shadow) and takes the new paint's colour; `strength` blends it over the old colour.
 */
export async function recolorWalls(
  image: Raster,
  seg: Segmentation,
  color: WallColor,
  strength: number,
): Promise<Raster> {
  return paintWithin(image, await wallAlpha(image, seg), color, strength);
}

/** wall_color: the walls found with the furniture in front of them kept out, repainted. */
export const wallColor: LocalOperation<'wall_color'> = async (scene, args, ctx) => {
  const img = await scene.image();
  // The user's region is taken as drawn: no segmentation, nothing painted outside it.
  if (ctx.mask) return paintWithin(img, await fitMask(ctx.mask, img), args.color, args.strength);
  return paintWithin(img, await wallRegion(scene, ctx.signal), args.color, args.strength);
};
