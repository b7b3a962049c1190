import type { OperationArgs } from '@hds/api-client/contract';
import { EngineError, type DetectedObject, type EngineContext } from '../../types.ts';
import { grownBox, holdsRemoved } from '../analysis/boxes.ts';
import {
  categoriesFromDescription,
  CLUTTER,
  emptyRoomPick,
  FURNITURE,
} from '../analysis/categories.ts';
import { rasterMemo, type RasterMemo } from '../analysis/memo.ts';
import {
  addRugsAndHangings,
  keepFurnitureBehindPlants,
  removalMask,
  withinBoxes,
} from '../analysis/objectMasks.ts';
import { Surface, surfacePlanes } from '../analysis/surfaces.ts';
import { fillFloor } from '../fill/floorFill.ts';
import { downscale, fitMask, type Mask, type Raster } from '../raster/raster.ts';
import type { Segmentation } from '../analysis/segment.ts';
import type { LocalOperation } from '../operation.ts';
import { stagesOf } from '../stages.ts';

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
  const { mask, seg, indoors, kept } = picked;
  const { inpainter } = stagesOf(ctx);
  const planes = surfacePlanes(image, seg, mask);
  // What stays (a pouf in front of the removed sofa) is no source for the floor or wall behind
  // what goes: copied, it smeared a yellow pouf over the sofa's place. A thing that holds what
  // goes (the table under a vase) stays a source: the vase's place is table.
  for (const o of kept) {
    if (holdsRemoved(o, indoors)) continue;
    const { x0, y0, x1, y1 } = grownBox(o, 0, image.width, image.height);
    for (let y = y0; y < y1; y++)
      for (let i = y * image.width + x0; i < y * image.width + x1; i++)
        if (!mask.data[i]) planes[i] = Surface.InFront;
  }
  const horizon = (seg.layout.horizon * image.height) / seg.small.height;
  // The floor where furniture stood is filled in the floor's own frame, planks and tiles at
  // their depth's size (before, a pot's place on the floor came back a beige smear, and no
  // floor came back behind a removed sofa). Emptying a room takes every hole there; a removal,
  // only the places of furniture — what stood on a table or a shelf is on the floor's plane by
  // the layout too, and must not be laid with floor.
  const floorHole = opts.emptyRoom ? mask : withinBoxes(mask, indoors.filter((o) => FURNITURE.has(o.category))); // prettier-ignore
  if (seg.exterior || !floorHole)
    return inpainter.inpaint(image, mask, { signal: ctx.signal, seed, planes });
  const floor = await fillFloor(image, floorHole, planes, horizon, { signal: ctx.signal, seed });
  if (floorHole !== mask)
    for (let i = 0; i < mask.data.length; i++)
      if (mask.data[i] && !floorHole.data[i]) floor.hole.data[i] = 255;
  return inpainter.inpaint(floor.image, floor.hole, { signal: ctx.signal, seed, planes });
}

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

/**
 * Removes exactly the region the user brushed (issue #28): anything, named by the detector or
 * not. Each hole pixel is filled from the surface it lies on, as for a detected object.
 */
export async function removeWithin(
  image: Raster,
  drawn: Mask,
  ctx: EngineContext,
  seed?: number,
  found: DetectedObject[] = [],
): Promise<Raster> {
  const fitted = await fitMask(drawn, image);
  const hole = { ...fitted, data: fitted.data.map((v) => (v >= 128 ? 255 : 0)) };
  const { segmenter, inpainter } = stagesOf(ctx);
  const seg = await segmenter.segment(await downscale(image, 1600));
  const planes = surfacePlanes(image, seg, hole);
  // What the stroke leaves standing (a pouf on the brushed rug) is no source for the fill.
  for (const o of found) {
    const { x0, y0, x1, y1 } = grownBox(o, 0, image.width, image.height);
    let inside = 0;
    for (let y = y0; y < y1; y++)
      for (let i = y * image.width + x0; i < y * image.width + x1; i++) if (hole.data[i]) inside++;
    if (inside > 0.5 * (x1 - x0) * (y1 - y0)) continue;
    for (let y = y0; y < y1; y++)
      for (let i = y * image.width + x0; i < y * image.width + x1; i++)
        if (!hole.data[i]) planes[i] = Surface.InFront;
  }
  ctx.onProgress?.(0.3);
  // Floor under the stroke is laid in the floor's own frame, as when emptying a room.
  const horizon = (seg.layout.horizon * image.height) / seg.small.height;
  const rest = seg.exterior
    ? { image, hole }
    : await fillFloor(image, hole, planes, horizon, { signal: ctx.signal, seed });
  const filled = await inpainter.inpaint(rest.image, rest.hole, {
    signal: ctx.signal,
    seed,
    planes,
  });
  // The fill blends a seam around its hole; a brushed region is a promise to touch nothing else.
  const out = new Uint8Array(image.data);
  for (let p = 0; p < hole.data.length; p++)
    if (hole.data[p]) out.set(filled.data.subarray(p * 3, p * 3 + 3), p * 3);
  return { width: image.width, height: image.height, data: out };
}

/** The categories object_removal takes: the chosen ones and those its description names. */
export function removalWanted(args: OperationArgs['object_removal']): Set<string> {
  return new Set([
    ...(args.categories ?? []).map((c) => c.toLowerCase()),
    ...(args.description ? categoriesFromDescription(args.description) : []),
  ]);
}

/** The categories declutter takes: the small things, and at 0.9 or more plants and lamps too. */
export function declutterCategories(strength: number): Set<string> {
  const cats = new Set(CLUTTER);
  if (strength >= 0.9) for (const c of ['plant', 'lamp', 'tv']) cats.add(c);
  return cats;
}

/** object_removal: the chosen (or described) categories taken out, or the brushed region. */
export const objectRemoval: LocalOperation<'object_removal'> = async (scene, args, ctx) => {
  if (ctx.mask)
    return removeWithin(await scene.image(), ctx.mask, ctx, args.seed, await scene.furniture());
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
  if (ctx.mask) return removeWithin(img, ctx.mask, ctx, args.seed, await scene.furniture());
  const cats = declutterCategories(args.strength);
  const found = await scene.detections();
  ctx.onProgress?.(0.3);
  return removeObjects(img, found, (o) => cats.has(o.category), ctx, args.seed, { memo: scene });
};

/** empty_room: the furniture, the clutter, the rugs under them and what hangs on the walls. */
export const emptyRoom: LocalOperation<'empty_room'> = async (scene, args, ctx) => {
  const img = await scene.image();
  if (ctx.mask) return removeWithin(img, ctx.mask, ctx, args.seed, await scene.furniture());
  const found = await scene.detections();
  ctx.onProgress?.(0.3);
  return removeObjects(img, found, emptyRoomPick(found), ctx, args.seed, {
    emptyRoom: true,
    memo: scene,
  });
};
