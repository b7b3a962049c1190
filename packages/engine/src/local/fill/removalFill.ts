import type { DetectedObject, Mask, Raster } from '../../data.ts';
import type { EngineContext } from '../../types.ts';
import { grownBox, holdsRemoved } from '../analysis/boxes.ts';
import { FURNITURE } from '../analysis/categories.ts';
import { withinBoxes } from '../analysis/objectMasks.ts';
import type { RemovalHole } from '../analysis/removalHole.ts';
import { Surface, surfacePlanes } from '../analysis/surfaces.ts';
import { downscale, fitMask } from '../raster/raster.ts';
import { stagesOf } from '../stages.ts';
import { fillFloor } from './floorFill.ts';

/**
 * Fills a removal's hole (analysis/removalHole.ts) by inpainting. What stays in the picture is no
 * source for the fill. For an empty room the floor is filled in its own frame (floorFill.ts).
 */
export async function fillRemovalHole(
  image: Raster,
  picked: RemovalHole,
  ctx: EngineContext,
  seed?: number,
  opts: { emptyRoom?: boolean } = {},
): Promise<Raster> {
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
 * Removes exactly the region the user brushed (issue #28): anything, named by the detector or
 * not. Each hole pixel is filled from the surface it lies on, as for a detected object.
 */
export async function fillDrawnHole(
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
