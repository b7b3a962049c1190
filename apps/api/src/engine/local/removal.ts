import { EngineError, type DetectedObject, type EngineContext } from '../types.ts';
import { fillFloor, FLOOR } from './floorFill.ts';
import { inpaint } from './inpaint.ts';
import { rugsUnder } from './rugs.ts';
import { wallCorners } from './wallCorners.ts';
import { wallHangings } from './wallHangings.ts';
import { segment, type Segmentation } from './segment.ts';
import {
  blurRaster,
  downscale,
  emptyMask,
  morph,
  resizeMask,
  type Mask,
  type Raster,
} from './raster.ts';

/** Furniture and furnishings an empty room loses; built-ins (sink, oven, toilet…) stay. */
export const FURNITURE = new Set(['couch', 'chair', 'table', 'bed', 'plant', 'tv', 'bench', 'monitor', 'lamp', 'rug', 'desk', 'stool', 'shelf', 'nightstand', 'dresser', 'toy', 'bag']); // prettier-ignore
/** Furniture whose box is nearly all object (removed whole rather than narrowed by colour). */
const SOLID_REMOVAL = new Set(['couch', 'bed', 'chair', 'table', 'bench', 'tv', 'desk', 'dresser', 'nightstand', 'stool', 'refrigerator', 'toilet', 'sink', 'oven', 'monitor', 'bag', 'toy']); // prettier-ignore
/** Small things a declutter clears away. */
export const CLUTTER = new Set(['books', 'vase', 'bottle', 'cup', 'bowl', 'remote', 'phone', 'bag', 'toy', 'clock', 'keyboard', 'mouse', 'umbrella', 'banana', 'apple', 'orange', 'sandwich', 'broccoli', 'carrot', 'pizza', 'donut', 'cake', 'hot dog', 'fork', 'knife', 'spoon', 'scissors', 'toothbrush', 'hair drier', 'sports ball', 'frisbee']); // prettier-ignore

/** Words people type for each category ("sofa" is a couch, "plants" a plant). */
const SYNONYMS: Record<string, string[]> = {
  couch: ['couch', 'sofa', 'settee', 'loveseat', 'sectional'],
  chair: ['chair', 'armchair', 'seat', 'stool'],
  table: ['table', 'desk', 'coffee table', 'dining table'],
  bed: ['bed', 'mattress'],
  plant: ['plant', 'plants', 'flower', 'flowers', 'tree', 'pot'],
  tv: ['tv', 'television', 'screen', 'monitor'],
  books: ['book', 'books', 'magazine', 'magazines'],
  vase: ['vase', 'vases', 'decor'],
  bottle: ['bottle', 'bottles'],
  cup: ['cup', 'cups', 'mug', 'mugs', 'glass', 'glasses'],
  bowl: ['bowl', 'bowls'],
  refrigerator: ['fridge', 'refrigerator'],
  bag: ['bag', 'bags', 'backpack', 'suitcase', 'luggage'],
  clock: ['clock'],
  toy: ['toy', 'toys', 'teddy'],
};

/** Categories named in a free-text description ("remove the sofa and the plants"). */
export function categoriesFromDescription(description: string): string[] {
  const text = ` ${description.toLowerCase().replace(/[^a-z ]+/g, ' ')} `;
  const found = new Set<string>();
  for (const [category, words] of Object.entries(SYNONYMS)) {
    if (words.some((w) => text.includes(` ${w} `))) found.add(category);
  }
  if (/\b(clutter|mess|small items|knick)/.test(text)) for (const c of CLUTTER) found.add(c);
  return [...found];
}

/**
 * What an empty room takes out of the detections: the furniture and the clutter, but not books
 * that nothing removed holds. Those stand in a bookcase the detector does not know, and taking
 * them alone left the bookcase hollow, its shelves filled with wall.
 */
export function emptyRoomPick(found: DetectedObject[]): (o: DetectedObject) => boolean {
  const holders = found.filter((f) => FURNITURE.has(f.category) && f.category !== 'plant');
  return (o) =>
    (FURNITURE.has(o.category) || CLUTTER.has(o.category)) &&
    (o.category !== 'books' || holders.some((f) => boxInside(o.box, f.box) > 0.5));
}

/**
 * The pixels to remove for the chosen detections: each box grown by a margin (CenterNet's boxes
 * sit tight and a leftover rim of the object looks worse than a slightly larger fill).
 */
export function maskFromObjects(
  width: number,
  height: number,
  objects: DetectedObject[],
  grow = 0.06,
): Mask {
  const m = emptyMask(width, height);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, grow, width, height);
    for (let y = y0; y < y1; y++) m.data.fill(255, y * width + x0, y * width + x1);
  }
  return m;
}

/** A detection's box grown by `grow` of its size plus 4 px a side, clipped to the picture. */
function grownBox(o: DetectedObject, grow: number, width: number, height: number) {
  const gx = Math.round(o.box.width * grow) + 4;
  const gy = Math.round(o.box.height * grow) + 4;
  return {
    x0: Math.max(0, o.box.x - gx),
    y0: Math.max(0, o.box.y - gy),
    x1: Math.min(width, o.box.x + o.box.width + gx),
    y1: Math.min(height, o.box.y + o.box.height + gy),
  };
}

/** Whether a thing that stays holds one that goes (the table under a vase): over half its box. */
const holdsRemoved = (o: DetectedObject, removed: DetectedObject[]) =>
  removed.some((r) => boxInside(r.box, o.box) > 0.5);

/** Share of box a's area that lies inside box b. */
function boxInside(a: DetectedObject['box'], b: DetectedObject['box']): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? (w * h) / (a.width * a.height) : 0;
}

/** How many of the detections' grown boxes cover each pixel. */
function boxCoverage(width: number, height: number, objects: DetectedObject[], grow: number) {
  const count = new Uint8Array(width * height);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, grow, width, height);
    for (let y = y0; y < y1; y++)
      for (let i = y * width + x0; i < y * width + x1; i++) count[i] = Math.min(255, count[i]! + 1);
  }
  return count;
}

/**
 * Narrows each box to the object's shape: a pixel in the box whose (smoothed) colour matches the
 * background just outside the box on the same row or column is background — the brick above a
 * sofa's back, the floor between a chair's legs — and is kept, so the fill has less to invent.
 */
export function refineMask(smooth: Raster, objects: DetectedObject[], grow = 0.06): Mask {
  const { width: w, height: h, data } = smooth;
  const out = emptyMask(w, h);
  const dist = (i: number, j: number) =>
    Math.abs(data[i * 3]! - data[j * 3]!) +
    Math.abs(data[i * 3 + 1]! - data[j * 3 + 1]!) +
    Math.abs(data[i * 3 + 2]! - data[j * 3 + 2]!);
  const T = 28;
  for (const o of objects) {
    const gx = Math.round(o.box.width * grow) + 4;
    const gy = Math.round(o.box.height * grow) + 4;
    const x0 = Math.max(0, o.box.x - gx);
    const y0 = Math.max(0, o.box.y - gy);
    const x1 = Math.min(w - 1, o.box.x + o.box.width + gx);
    const y1 = Math.min(h - 1, o.box.y + o.box.height + gy);
    // Marks go to a box-sized scratch map; the whole-frame mask is touched only inside the box.
    const bw = x1 - x0 + 1;
    const box = new Uint8Array(bw * (y1 - y0 + 1));
    let fg = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const p = y * w + x;
        const ring: number[] = [];
        for (const r of [3, 8]) {
          if (x0 - r >= 0) ring.push(y * w + x0 - r);
          if (x1 + r < w) ring.push(y * w + x1 + r);
          if (y0 - r >= 0) ring.push((y0 - r) * w + x);
          if (y1 + r < h) ring.push((y1 + r) * w + x);
        }
        let best = Infinity;
        for (const q of ring) best = Math.min(best, dist(p, q));
        if (best > T) {
          box[(y - y0) * bw + x - x0] = 255;
          fg++;
        }
      }
    }
    const area = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (fg < area * 0.15) {
      // The object matches its surroundings too well to tell apart: take the whole box.
      for (let y = y0; y <= y1; y++) out.data.fill(255, y * w + x0, y * w + x1 + 1);
      continue;
    }
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) if (box[(y - y0) * bw + x - x0]) out.data[y * w + x] = 255;
  }
  return out;
}

export async function detectOrFail(source: Buffer, ctx: EngineContext): Promise<DetectedObject[]> {
  if (!ctx.detector) throw new EngineError('Object detection is not available on this server.');
  return ctx.detector.detect(source, ctx.signal);
}

/**
 * Removes the detections `remove` picks by inpainting; returns the image unchanged when it
 * picks none (or all of them were part of the view). The others stay in the picture and so are
 * no source for the fill. `emptyRoom` also takes the rugs under what goes, and fills the floor in
 * its own frame (floorFill.ts).
 */
export async function removeObjects(
  image: Raster,
  found: DetectedObject[],
  remove: (o: DetectedObject) => boolean,
  ctx: EngineContext,
  seed?: number,
  opts: { emptyRoom?: boolean } = {},
): Promise<Raster> {
  const objects = found.filter(remove);
  const kept = found.filter((o) => !remove(o));
  if (!objects.length) return image;
  // The segmentation works at 400 px anyway: hand it a ≤ 1600 px copy (a 12 MP decode's resize
  // to 400 px cost most of a second), the objects scaled with it.
  const s = Math.min(1, 1600 / Math.max(image.width, image.height));
  const scaled = objects.map((o) => ({
    ...o,
    box: { x: o.box.x * s, y: o.box.y * s, width: o.box.width * s, height: o.box.height * s },
  }));
  const seg = await segment(s < 1 ? await downscale(image, 1600) : image, {
    objects: scaled,
  });
  // A tree seen through the glass that the detector called a potted plant is the view: it stays.
  const indoors = objects.filter((_, i) => !seg.beyondGlass.has(i));
  if (!indoors.length) return image;
  const mask = await removalMask(image, indoors);
  keepFurnitureBehindPlants(image, mask, indoors, kept);
  if (opts.emptyRoom) await addRugsAndHangings(mask, seg, indoors);
  const planes = surfacePlanes(image, seg, mask);
  // What stays (a pouf in front of the removed sofa) is no source for the floor or wall behind
  // what goes: copied, it smeared a yellow pouf over the sofa's place. A thing that holds what
  // goes (the table under a vase) stays a source: the vase's place is table.
  for (const o of kept) {
    if (holdsRemoved(o, indoors)) continue;
    const { x0, y0, x1, y1 } = grownBox(o, 0, image.width, image.height);
    for (let y = y0; y < y1; y++)
      for (let i = y * image.width + x0; i < y * image.width + x1; i++)
        if (!mask.data[i]) planes[i] = IN_FRONT;
  }
  const horizon = (seg.layout.horizon * image.height) / seg.small.height;
  // The floor where furniture stood is filled in the floor's own frame, planks and tiles at
  // their depth's size (before, a pot's place on the floor came back a beige smear, and no
  // floor came back behind a removed sofa). Emptying a room takes every hole there; a removal,
  // only the places of furniture — what stood on a table or a shelf is on the floor's plane by
  // the layout too, and must not be laid with floor.
  const floorHole = opts.emptyRoom ? mask : withinBoxes(mask, indoors.filter((o) => FURNITURE.has(o.category))); // prettier-ignore
  if (seg.exterior || !floorHole) return inpaint(image, mask, { signal: ctx.signal, seed, planes });
  const floor = await fillFloor(image, floorHole, planes, horizon, { signal: ctx.signal, seed });
  if (floorHole !== mask)
    for (let i = 0; i < mask.data.length; i++)
      if (mask.data[i] && !floorHole.data[i]) floor.hole.data[i] = 255;
  return inpaint(floor.image, floor.hole, { signal: ctx.signal, seed, planes });
}

/**
 * A plant's box often takes in the end of the sofa it stands by, and its mask (narrowed by
 * colour: the sofa is not the wall around the box) took the sofa's end with it, filled as wall.
 * Inside the box of solid furniture that stays (and holds nothing removed), only the plant's
 * leaves go.
 */
function keepFurnitureBehindPlants(
  image: Raster,
  mask: Mask,
  removed: DetectedObject[],
  kept: DetectedObject[],
) {
  // Only when the plants (and their pots, which the model may call vases) are all that goes.
  const plantsOnly = removed.every((o) => o.category === 'plant' || o.category === 'vase');
  if (!plantsOnly || !removed.some((o) => o.category === 'plant')) return;
  const { width: W, height: H, data } = image;
  for (const k of kept) {
    if (!SOLID_REMOVAL.has(k.category) || holdsRemoved(k, removed)) continue;
    const x0 = Math.max(0, Math.round(k.box.x));
    const y0 = Math.max(0, Math.round(k.box.y));
    const x1 = Math.min(W, Math.round(k.box.x + k.box.width));
    const y1 = Math.min(H, Math.round(k.box.y + k.box.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const i = y * W + x;
        if (!mask.data[i]) continue;
        const g = data[i * 3 + 1]!;
        const leaf = g > data[i * 3]! + 8 && g > data[i * 3 + 2]! + 4;
        if (!leaf) mask.data[i] = 0;
      }
  }
}

/** The part of `mask` inside these detections' grown boxes, or null when they are none. */
function withinBoxes(mask: Mask, objects: DetectedObject[]): Mask | null {
  if (!objects.length) return null;
  const { width: w, height: h } = mask;
  const out = emptyMask(w, h);
  for (const o of objects) {
    const { x0, y0, x1, y1 } = grownBox(o, 0.1, w, h);
    for (let y = y0; y < y1; y++)
      for (let i = y * w + x0; i < y * w + x1; i++) out.data[i] = mask.data[i]!;
  }
  return out;
}

/**
 * Adds to the mask what an empty room loses beyond the detections (found at the segmentation's
 * scale): the rugs under the removed things and what hangs on the walls.
 */
async function addRugsAndHangings(mask: Mask, seg: Segmentation, removed: DetectedObject[]) {
  const rugs = morph(rugsUnder(seg, removed, seg.small.width / mask.width), 3);
  const hangings = morph(wallHangings(seg, mask), 1);
  for (let i = 0; i < rugs.data.length; i++) rugs.data[i] = Math.max(rugs.data[i]!, hangings.data[i]!); // prettier-ignore
  const up = await resizeMask(rugs, mask.width, mask.height);
  for (let i = 0; i < up.data.length; i++) if (up.data[i]! >= 96) mask.data[i] = 255;
}

/** Plane id of things in front of a wall: no surface of the hole has it. */
const IN_FRONT = 6;
/** Plane id of curtains. */
const CURTAIN = 9;
/** Pixels (at the segmentation's scale) the curtains' mask is grown past the cloth. */
const CURTAIN_GROWN = 2;
/** Plane ids of the walls after the first (2), one per corner of the room, left to right. */
const MORE_WALLS = [7, 8];
/** Columns (at the segmentation's scale) either side of a corner that are no source. */
const CORNER_MARGIN = 3;
/**
 * Which surface each full-resolution pixel belongs to, from the room's layout: 1 ceiling,
 * 2 wall, 3 floor, 4 window, 9 curtain (outdoors: 5 sky, 2 above eye level, 3 below). Worked
 * out from the lines, not the pixels, so it holds behind the furniture being removed too.
 */
export function surfacePlanes(image: Raster, seg: Segmentation, hole?: Mask): Uint8Array {
  const { width: W, height: H } = image;
  const { width: w, height: h } = seg.small;
  const { ceiling, floor, horizon } = seg.layout;
  const out = new Uint8Array(W * H);
  const face = new Uint8Array(w);
  // Columns this near a corner are no source: the corner found can be a few columns off, and
  // a strip of the next wall's colour copied over the whole hole.
  const nearCorner = new Uint8Array(w);
  for (const c of wallCorners(ceiling, seg.small)) {
    for (let x = c; x < w; x++) face[x]!++;
    for (let x = Math.max(0, c - CORNER_MARGIN); x < Math.min(w, c + CORNER_MARGIN); x++) nearCorner[x] = 1; // prettier-ignore
  }
  // A curtain hangs on down behind what stood in front of it (a plant, a chair): down each
  // column, the hole under a curtain, to the wall's foot, is curtain, rebuilt from the curtain's
  // own folds (before, from the wall beside it: white patches on the cloth). The curtain outside
  // the hole is its source, and no source for the wall. Its mask reaches a little past the cloth
  // (`hangingFolds` grows it); the hole below takes only the cloth's core.
  const core = morph(seg.curtains, -CURTAIN_GROWN);
  const underCloth = new Uint8Array(W);
  for (let y = 0; y < H; y++) {
    const ys = Math.min(h - 1, Math.floor(((y + 0.5) * h) / H));
    for (let x = 0; x < W; x++) {
      const xs = Math.min(w - 1, Math.floor(((x + 0.5) * w) / W));
      const i = ys * w + xs;
      const inHole = !!hole?.data[y * W + x];
      let p: number;
      if (seg.exterior) p = seg.sky.data[i]! >= 128 ? 5 : ys < horizon ? 2 : FLOOR;
      else if (seg.windows.data[i]! >= 128) p = 4;
      else p = ys <= ceiling[xs]! ? 1 : ys >= floor[xs]! ? FLOOR : face[xs] ? MORE_WALLS[face[xs]! - 1]! : 2; // prettier-ignore
      // Outside the hole, what stands in front of a wall (a basket, a curtain, a shelf the
      // detector missed) is no source for the wall behind the removed thing.
      const wall = p === 2 || p >= MORE_WALLS[0]!;
      if (wall && hole && !inHole && (seg.walls.data[i]! < 128 || nearCorner[xs]) && !seg.exterior)
        p = IN_FRONT;
      if (!seg.exterior) {
        if (!inHole) {
          underCloth[x] = core.data[i]! >= 128 ? 1 : 0;
          if ((p === 2 || p >= IN_FRONT) && seg.curtains.data[i]! >= 128) p = CURTAIN;
        } else if (underCloth[x] && ys < floor[xs]!) p = CURTAIN;
      }
      out[y * W + x] = p;
    }
  }
  return out;
}

/** The pixels removal fills for these detections (the box narrowed to the object, then grown). */
export async function removalMask(image: Raster, objects: DetectedObject[]): Promise<Mask> {
  // The mask is worked out at ≤ 1600 px: its morphology at 12 MP cost minutes for nothing a
  // fill at that scale would show.
  const { width: W, height: H } = image;
  const s = Math.min(1, 1600 / Math.max(W, H));
  const work = s < 1 ? await downscale(image, 1600) : image;
  const scaled = objects.map((o) => ({
    ...o,
    box: {
      x: Math.round(o.box.x * s),
      y: Math.round(o.box.y * s),
      width: Math.max(1, Math.round(o.box.width * s)),
      height: Math.max(1, Math.round(o.box.height * s)),
    },
  }));
  const smooth = await blurRaster(work, 2);
  // Solid furniture takes its whole (grown) box: narrowing it by colour left the parts of an
  // orange sofa that matched an orange wall behind as ghosts. Sparse things (a plant, a floor
  // lamp) are mostly background inside their box and keep the narrowing.
  const solid = scaled.filter((o) => SOLID_REMOVAL.has(o.category));
  const rough = refineMask(
    smooth,
    scaled.filter((o) => !SOLID_REMOVAL.has(o.category)),
  );
  const full = maskFromObjects(work.width, work.height, solid, 0.04);
  for (let i = 0; i < rough.data.length; i++) if (full.data[i]) rough.data[i] = 255;
  // Close the speckle, then grow past the object's soft edge and shadow line.
  const radius = Math.max(3, Math.round(Math.max(work.width, work.height) / 250));
  const mask = morph(morph(morph(rough, 3), -3), radius);
  const cover = boxCoverage(work.width, work.height, scaled, 0.1);
  for (let i = 0; i < mask.data.length; i++) if (!cover[i]) mask.data[i] = 0;
  // Small things stand on something — a shelf board, a worktop, a table. The mask stops a few
  // pixels under the thing's box, so the fill does not eat into the surface it stood on (a
  // floating shelf came out cut in pieces where the vases had been), unless another detection's
  // box reaches there too.
  for (const o of scaled) {
    if (!CLUTTER.has(o.category)) continue;
    const { x0, x1, y1 } = grownBox(o, 0.1, work.width, work.height);
    const yBottom = o.box.y + o.box.height + Math.max(2, Math.round(o.box.height * 0.03));
    for (let y = Math.max(0, yBottom); y < y1; y++)
      for (let i = y * work.width + x0; i < y * work.width + x1; i++)
        if (cover[i]! < 2) mask.data[i] = 0;
  }
  if (s >= 1) return mask;
  const up = await resizeMask(mask, W, H);
  for (let i = 0; i < up.data.length; i++) up.data[i] = up.data[i]! >= 96 ? 255 : 0;
  return up;
}
