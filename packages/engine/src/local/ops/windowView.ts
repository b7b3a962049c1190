import { EngineError } from '../../types.ts';
import type { DetectedObject, Segmentation } from '../../data.ts';
import { windowGlass } from '../analysis/windowRegion.ts';
import { paintViewWithin, type View } from '../fill/outdoorView.ts';
import { bounds, checkAbort, fitMask, type Raster } from '../raster/raster.ts';
import type { LocalOperation } from '../operation.ts';

/**
 * Replaces what is seen through the windows (analysis/windowRegion.ts): indoors the glass of each
 * window, on a façade a reflection in the panes. Frames and bars stay. `objects` are the
 * detections: furniture in front of the glass keeps its pixels.
 */
export async function replaceWindowView(
  image: Raster,
  seg: Segmentation,
  view: View,
  seed?: number,
  objects: DetectedObject[] = [],
): Promise<Raster> {
  const region = await windowGlass(image, seg, objects);
  return paintViewWithin(image, region, view, seed, { exterior: seg.exterior });
}

/** window_view: a painted view behind the window panes (or the drawn region), the rest kept. */
export const windowView: LocalOperation<'window_view'> = async (scene, args, ctx) => {
  const img = await scene.image();
  if (ctx.mask) {
    // The user's region is taken as drawn: the view goes there and nowhere else.
    const alpha = await fitMask(ctx.mask, img);
    const box = bounds(alpha);
    if (!box) throw new EngineError('No window was found in this picture.');
    const seg = await scene.segmentation();
    checkAbort(ctx.signal);
    const region = { alpha, glass: alpha, box };
    return paintViewWithin(img, region, args.view, args.seed, { exterior: seg.exterior });
  }
  const objects = await scene.furniture();
  const seg = await scene.segmentation({ withFurniture: true });
  checkAbort(ctx.signal);
  return replaceWindowView(img, seg, args.view, args.seed, objects);
};
