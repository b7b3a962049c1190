/**
 * Pure functions over a mask grid (issue #28): a mask is one byte per grid cell, row by row,
 * 255 inside and 0 outside; regions give each cell the id (0 … regionCount − 1) of the engine's
 * segment it belongs to. Functions that change a mask return a new array and leave theirs alone.
 */

export const MASK_ON = 255;
export const MASK_OFF = 0;

export interface GridPoint {
  x: number;
  y: number;
}

/** Per region: its number of cells and how many of them are in the mask. */
export function regionStats(mask: Uint8Array, regions: Uint16Array, regionCount: number) {
  const cells = new Uint32Array(regionCount);
  const inside = new Uint32Array(regionCount);
  for (let i = 0; i < regions.length; i++) {
    const id = regions[i]!;
    if (id >= regionCount) continue;
    cells[id]!++;
    if (mask[i]) inside[id]!++;
  }
  return { cells, inside };
}

/** Whether a region counts as in the mask: at least half of its cells are. */
export function isRegionInMask(
  mask: Uint8Array,
  regions: Uint16Array,
  region: number,
): boolean | null {
  let cells = 0;
  let inside = 0;
  for (let i = 0; i < regions.length; i++) {
    if (regions[i] !== region) continue;
    cells++;
    if (mask[i]) inside++;
  }
  return cells === 0 ? null : inside * 2 >= cells;
}

/**
 * Toggles a whole region: if at least half of its cells are in the mask, all of them leave it;
 * otherwise all of them join it. An unknown region (no cells) leaves the mask as it is.
 */
export function toggleRegion(mask: Uint8Array, regions: Uint16Array, region: number): Uint8Array {
  const inMask = isRegionInMask(mask, regions, region);
  if (inMask === null) return mask;
  const value = inMask ? MASK_OFF : MASK_ON;
  const next = mask.slice();
  for (let i = 0; i < regions.length; i++) if (regions[i] === region) next[i] = value;
  return next;
}

/**
 * Paints a filled disc of `radius` cells around the grid point (cx, cy) into `mask` in place:
 * every cell whose centre lies closer than the radius (so radius 1 on a cell's centre is that
 * cell alone; the least radius, 0.75, always takes the cell under the point). Points are continuous grid coordinates (the
 * cell (x, y) spans x … x + 1), as a pointer gives them.
 */
export function paintDisc(
  mask: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
  value: number,
): void {
  const r = Math.max(0.75, radius);
  const r2 = r * r;
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy < r2) mask[y * width + x] = value;
    }
  }
}

/**
 * Paints the segment from `a` to `b` with a disc brush: discs at steps of at most half the
 * radius (and at most one cell), so a fast pointer leaves no gaps. Returns a new mask.
 */
export function paintSegment(
  mask: Uint8Array,
  width: number,
  height: number,
  a: GridPoint,
  b: GridPoint,
  radius: number,
  value: number,
): Uint8Array {
  const next = mask.slice();
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const step = Math.max(0.5, Math.min(1, radius / 2));
  const steps = Math.max(1, Math.ceil(length / step));
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    paintDisc(next, width, height, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, radius, value);
  }
  return next;
}

/** Share of the grid's cells inside the mask, 0…1. */
export function coverage(mask: Uint8Array): number {
  if (mask.length === 0) return 0;
  let inside = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) inside++;
  return inside / mask.length;
}

/** How many regions are in the mask (at least half of their cells). */
export function regionsInMask(mask: Uint8Array, regions: Uint16Array, regionCount: number) {
  const { cells, inside } = regionStats(mask, regions, regionCount);
  let count = 0;
  for (let id = 0; id < regionCount; id++)
    if (cells[id]! > 0 && inside[id]! * 2 >= cells[id]!) count++;
  return count;
}

/**
 * The order keyboard users step through regions: reading order of their centroids — top to
 * bottom in bands of a tenth of the grid's height, left to right inside a band. Regions without
 * cells are left out.
 */
export function regionOrder(
  regions: Uint16Array,
  width: number,
  height: number,
  regionCount: number,
): number[] {
  const sumX = new Float64Array(regionCount);
  const sumY = new Float64Array(regionCount);
  const cells = new Uint32Array(regionCount);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const id = regions[y * width + x]!;
      if (id >= regionCount) continue;
      sumX[id]! += x;
      sumY[id]! += y;
      cells[id]!++;
    }
  }
  const band = Math.max(1, height / 10);
  const ids: Array<{ id: number; row: number; x: number; y: number }> = [];
  for (let id = 0; id < regionCount; id++) {
    if (!cells[id]) continue;
    const cy = sumY[id]! / cells[id]!;
    ids.push({ id, row: Math.floor(cy / band), x: sumX[id]! / cells[id]!, y: cy });
  }
  ids.sort((p, q) => p.row - q.row || p.x - q.x || p.y - q.y || p.id - q.id);
  return ids.map((p) => p.id);
}

/** Same cells in both masks (both 0 or both non-zero). */
export function sameMask(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!a[i] !== !b[i]) return false;
  return true;
}

/** The region id of the cell under a grid point, or null outside the grid. */
export function regionAt(
  regions: Uint16Array,
  width: number,
  height: number,
  point: GridPoint,
): number | null {
  const x = Math.floor(point.x);
  const y = Math.floor(point.y);
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  return regions[y * width + x] ?? null;
}
