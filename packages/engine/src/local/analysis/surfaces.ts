import { morph, type Mask, type Raster } from '../raster/raster.ts';
import type { Segmentation } from './segment.ts';
import { wallCorners } from './wallCorners.ts';

/**
 * The surface each pixel of `surfacePlanes` belongs to. The fills take their sources only from
 * the same surface (a wall is rebuilt from wall, a floor from floor), so the numbers are the
 * contract between the analysis and the fills: one enum, here.
 */
export const Surface = {
  Ceiling: 1,
  Wall: 2,
  Floor: 3,
  Window: 4,
  /** Outdoors only. */
  Sky: 5,
  /** Something in front of a wall outside the hole: no surface of the hole takes from it. */
  InFront: 6,
  /** The walls after the first, one per corner of the room, left to right. */
  SecondWall: 7,
  ThirdWall: 8,
  Curtain: 9,
} as const;
export type Surface = (typeof Surface)[keyof typeof Surface];

/** Pixels (at the segmentation's scale) the curtains' mask is grown past the cloth. */
const CURTAIN_GROWN = 2;
/** Plane ids of the walls after the first (2), one per corner of the room, left to right. */
const MORE_WALLS = [Surface.SecondWall, Surface.ThirdWall];
/** Columns (at the segmentation's scale) either side of a corner that are no source. */
const CORNER_MARGIN = 3;
/**
 * Which `Surface` each full-resolution pixel belongs to, from the room's layout (outdoors: sky,
 * wall above eye level, floor below). Worked
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
      if (seg.exterior) p = seg.sky.data[i]! >= 128 ? Surface.Sky : ys < horizon ? Surface.Wall : Surface.Floor; // prettier-ignore
      else if (seg.windows.data[i]! >= 128) p = Surface.Window;
      else p = ys <= ceiling[xs]! ? Surface.Ceiling : ys >= floor[xs]! ? Surface.Floor : face[xs] ? MORE_WALLS[face[xs]! - 1]! : Surface.Wall; // prettier-ignore
      // Outside the hole, what stands in front of a wall (a basket, a curtain, a shelf the
      // detector missed) is no source for the wall behind the removed thing.
      const wall = p === Surface.Wall || p >= Surface.SecondWall;
      if (wall && hole && !inHole && (seg.walls.data[i]! < 128 || nearCorner[xs]) && !seg.exterior)
        p = Surface.InFront;
      if (!seg.exterior) {
        if (!inHole) {
          underCloth[x] = core.data[i]! >= 128 ? 1 : 0;
          if ((p === Surface.Wall || p >= Surface.InFront) && seg.curtains.data[i]! >= 128) p = Surface.Curtain; // prettier-ignore
        } else if (underCloth[x] && ys < floor[xs]!) p = Surface.Curtain;
      }
      out[y * W + x] = p;
    }
  }
  return out;
}
