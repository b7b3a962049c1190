import { grade, RECIPES, twilight } from '../fill/grade.ts';
import { checkAbort } from '../raster/raster.ts';
import type { LocalOperation } from '../operation.ts';

/** lighting: a colour grade; twilight also lights the windows and darkens the sky. */
export const lighting: LocalOperation<'lighting'> = async (scene, args, ctx) => {
  const img = await scene.image();
  checkAbort(ctx.signal);
  const graded = grade(img, RECIPES[args.type], args);
  ctx.onProgress?.(0.5);
  if (args.type !== 'twilight') return graded;
  return twilight(graded, await scene.segmentation({ withFurniture: true }));
};
