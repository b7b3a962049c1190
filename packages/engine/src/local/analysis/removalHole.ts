import type { DetectedObject, Mask, RasterMemo, Raster, Segmentation } from '../../data.ts';
import type { EngineContext } from '../../types.ts';
import { stagesOf } from '../stages.ts';
import { rasterMemo } from './memo.ts';
import { addRugsAndHangings, keepFurnitureBehindPlants, removalMask } from './objectMasks.ts';

/**
 * The hole a removal fills: the masks of the detections `remove` picks (a tree beyond the glass
 * left out), the furniture behind a removed plant kept, for an empty room the rugs under what
 * goes and what hangs on the walls; null when nothing is picked. It is also the automatic mask of
 * object_removal, declutter and empty_room (issue #28's preview).
 */
export async function removalHole(
  image: Raster,
  found: DetectedObject[],
  remove: (o: DetectedObject) => boolean,
  ctx: EngineContext,
  opts: { emptyRoom?: boolean; memo?: RasterMemo } = {},
): Promise<RemovalHole | null> {
  const memo = opts.memo ?? rasterMemo();
  const objects = found.filter(remove);
  const kept = found.filter((o) => !remove(o));
  if (!objects.length) return null;
  // The segmentation works at 400 px anyway: hand it a ≤ 1600 px copy (a 12 MP decode's resize
  // to 400 px cost most of a second), the objects scaled with it.
  const s = Math.min(1, 1600 / Math.max(image.width, image.height));
  const scaled = objects.map((o) => ({
    ...o,
    box: { x: o.box.x * s, y: o.box.y * s, width: o.box.width * s, height: o.box.height * s },
  }));
  const { segmenter } = stagesOf(ctx);
  const seg = await segmenter.segment(s < 1 ? await memo.downscaled(image, 1600) : image, {
    objects: scaled,
    memo,
  });
  // A tree seen through the glass that the detector called a potted plant is the view: it stays.
  const indoors = objects.filter((_, i) => !seg.beyondGlass.has(i));
  if (!indoors.length) return null;
  const mask = await removalMask(image, indoors, memo);
  keepFurnitureBehindPlants(image, mask, indoors, kept);
  if (opts.emptyRoom) await addRugsAndHangings(mask, seg, indoors, memo);
  return { mask, seg, indoors, kept };
}

export interface RemovalHole {
  mask: Mask;
  seg: Segmentation;
  /** What goes (the picked detections, the view's trees left out) and what stays. */
  indoors: DetectedObject[];
  kept: DetectedObject[];
}
