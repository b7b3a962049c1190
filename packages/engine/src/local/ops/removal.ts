import type { DetectedObject, RasterMemo, Raster } from '../../data.ts';
import { EngineError, type EngineContext } from '../../types.ts';
import { declutterCategories, emptyRoomPick, removalWanted } from '../analysis/categories.ts';
import { removalHole } from '../analysis/removalHole.ts';
import { fillDrawnHole, fillRemovalHole } from '../fill/removalFill.ts';
import type { LocalOperation } from '../operation.ts';

/**
 * Removes the detections `remove` picks by inpainting; returns the image unchanged when it
 * picks none (or all of them were part of the view). The others stay in the picture and so are
 * no source for the fill. `emptyRoom` also takes the rugs under what goes, and fills the floor in
 * its own frame (floorFill.ts). `memo` is the job's scene: the ≤ 1600 px copy and the Lab of the
 * segmentation's working copy are shared by the stages.
 */
export async function removeObjects(
  image: Raster,
  found: DetectedObject[],
  remove: (o: DetectedObject) => boolean,
  ctx: EngineContext,
  seed?: number,
  opts: { emptyRoom?: boolean; memo?: RasterMemo } = {},
): Promise<Raster> {
  const picked = await removalHole(image, found, remove, ctx, opts);
  if (!picked) return image;
  return fillRemovalHole(image, picked, ctx, seed, opts);
}

/** object_removal: the chosen (or described) categories taken out, or the brushed region. */
export const objectRemoval: LocalOperation<'object_removal'> = async (scene, args, ctx) => {
  if (ctx.mask)
    return fillDrawnHole(await scene.image(), ctx.mask, ctx, args.seed, await scene.furniture());
  const wanted = removalWanted(args);
  if (!wanted.size) {
    throw new EngineError(
      args.description
        ? `Nothing in "${args.description}" matches an object the detector knows.`
        : 'Choose the objects to remove.',
    );
  }
  const img = await scene.image();
  const found = await scene.detections();
  ctx.onProgress?.(0.3);
  const out = await removeObjects(img, found, (o) => wanted.has(o.category), ctx, args.seed, {
    memo: scene,
  });
  // None found, or all of it part of the view (a tree beyond the glass called a plant).
  if (out === img) {
    throw new EngineError(`No ${[...wanted].join(', ')} was found in this picture.`);
  }
  return out;
};

/** declutter: the small things cleared; a stronger declutter also takes plants and lamps. */
export const declutter: LocalOperation<'declutter'> = async (scene, args, ctx) => {
  const img = await scene.image();
  if (ctx.mask) return fillDrawnHole(img, ctx.mask, ctx, args.seed, await scene.furniture());
  const cats = declutterCategories(args.strength);
  const found = await scene.detections();
  ctx.onProgress?.(0.3);
  return removeObjects(img, found, (o) => cats.has(o.category), ctx, args.seed, { memo: scene });
};

/** empty_room: the furniture, the clutter, the rugs under them and what hangs on the walls. */
export const emptyRoom: LocalOperation<'empty_room'> = async (scene, args, ctx) => {
  const img = await scene.image();
  if (ctx.mask) return fillDrawnHole(img, ctx.mask, ctx, args.seed, await scene.furniture());
  const found = await scene.detections();
  ctx.onProgress?.(0.3);
  return removeObjects(img, found, emptyRoomPick(found), ctx, args.seed, {
    emptyRoom: true,
    memo: scene,
  });
};
