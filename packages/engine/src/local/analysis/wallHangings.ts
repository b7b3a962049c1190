import { components, emptyMask, morph, type Mask } from '../raster/raster.ts';
import { rasterMemo, type RasterMemo } from './memo.ts';
import type { Segmentation } from './segment.ts';

/** Rows kept clear of the ceiling line and the wall's foot: what reaches them is not hung. */
const CLEAR = 3;
/** A hanging covers this share of the picture at least (smaller is noise)… */
const MIN_AREA = 0.0006;
/** …and at most (larger is a wall the segmentation missed). */
const MAX_AREA = 0.03;
/** Share of the ring around a hanging that must be wall (or what is removed anyway). */
const ON_WALL = 0.6;
/** Colour difference (Lab) from the wall around it that a hanging has at least. */
const CONTRAST = 15;
/** Share of the ring that may be window. */
const BY_GLASS = 0.1;
/** Gaps (pixels) closed between the parts of one hanging. */
const JOIN = 2;
/** Pixels the ring lies outside the hanging's box. */
const RING = 3;

/**
 * What hangs on the walls — pictures, a macramé, a mirror — at the segmentation's scale, for an
 * empty room: pieces of the wall between the ceiling line and the wall's foot that are not wall,
 * with wall (or what is removed anyway) around them, reaching neither line. Curtains and a
 * pendant's cord reach the ceiling, a bookcase or a chair the floor: they are not taken. Each is
 * taken by its box, so the wall seen between a macramé's strings goes with it.
 */
export function wallHangings(
  seg: Segmentation,
  removed: Mask,
  memo: RasterMemo = rasterMemo(),
): Mask {
  const { width: w, height: h } = seg.small;
  const out = emptyMask(w, h);
  if (seg.exterior) return out;
  const { ceiling, floor } = seg.layout;
  const gone = (i: number) => {
    const x = i % w;
    const y = (i - x) / w;
    const X = Math.min(removed.width - 1, Math.floor(((x + 0.5) * removed.width) / w));
    const Y = Math.min(removed.height - 1, Math.floor(((y + 0.5) * removed.height) / h));
    return removed.data[Y * removed.width + X]! >= 128;
  };
  const inBand = (i: number) => {
    const x = i % w;
    const y = (i - x) / w;
    return y > ceiling[x]! + CLEAR && y < floor[x]! - CLEAR;
  };
  const lab = memo.lab(seg.small);
  const wall = (i: number) => seg.walls.data[i]! >= 128;
  const glass = (i: number) => seg.windows.data[i]! >= 128;
  const loose = emptyMask(w, h);
  for (let i = 0; i < w * h; i++) if (inBand(i) && !wall(i) && !glass(i) && !gone(i)) loose.data[i] = 255; // prettier-ignore
  // Closed first: a macramé's strings, with wall between them, are one thing.
  const joined = morph(morph(loose, JOIN), -JOIN);
  const comp = components(w, h, (i) => joined.data[i]! >= 128 && inBand(i));
  for (let id = 0; id < comp.count; id++) {
    const area = comp.area[id]!;
    if (area < w * h * MIN_AREA || area > w * h * MAX_AREA) continue;
    const x0 = comp.minX[id]!;
    const x1 = comp.maxX[id]!;
    const y0 = comp.minY[id]!;
    const y1 = comp.maxY[id]!;
    if (x0 === 0 || x1 === w - 1) continue;
    // Reaching the band's edge: standing on the floor or hanging from the ceiling.
    let reaches = false;
    for (let y = y0; y <= y1 && !reaches; y++)
      for (let x = x0; x <= x1 && !reaches; x++) {
        const i = y * w + x;
        if (comp.labels[i] !== id) continue;
        if (y <= ceiling[x]! + CLEAR + 1 || y >= floor[x]! - CLEAR - 1) reaches = true;
      }
    if (reaches) continue;
    let ring = 0;
    let onWall = 0;
    let wallRing = 0;
    let nearGlass = 0;
    const ringLab = [0, 0, 0];
    for (let y = y0 - RING; y <= y1 + RING; y++)
      for (let x = x0 - RING; x <= x1 + RING; x++) {
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1) continue;
        const i = y * w + x;
        ring++;
        if (glass(i)) nearGlass++;
        if (wall(i) || gone(i)) onWall++;
        if (!wall(i)) continue;
        wallRing++;
        for (let c = 0; c < 3; c++) ringLab[c]! += lab[i * 3 + c]!;
      }
    // Beside a window, it is more likely the view the window segmentation cut short.
    if (!ring || onWall < ring * ON_WALL || nearGlass > ring * BY_GLASS) continue;
    // A piece of curtain or wall the segmentation left out looks like the wall around it.
    const ownLab = [0, 0, 0];
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * w + x;
        if (comp.labels[i] === id) for (let c = 0; c < 3; c++) ownLab[c]! += lab[i * 3 + c]! / area;
      }
    const contrast = Math.hypot(...ownLab.map((v, c) => v - ringLab[c]! / Math.max(1, wallRing)));
    if (contrast < CONTRAST) continue;
    for (let y = y0; y <= y1; y++) out.data.fill(255, y * w + x0, y * w + x1 + 1);
  }
  return out;
}
