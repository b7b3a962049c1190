import sharp from 'sharp';
import { components, type Mask, type Raster } from '../raster/raster.ts';
import { graphSegment, labEdges, toLab } from './regions.ts';
import type { Layout } from './walls.ts';

/**
 * The regions a click selects in the mask editor (issue #28): an over-segmentation of the preview
 * grid by the engine's own graph segmentation (regions.ts), split along the automatic mask so a
 * region is all inside it or all outside, then merged while the colour across a boundary hardly
 * changes. Tuned on the sample renders so that one click takes a whole wall and a run of cabinet
 * doors is its own region, not part of the wall behind it: 50–400 regions a picture.
 */
export interface MaskRegions {
  /** Region id per grid cell, 0 … count − 1. */
  labels: Uint16Array;
  count: number;
  /** The mask the regions follow (0 or 255): the one given, without specks of a few cells. */
  mask?: Mask;
}

/** The graph segmentation's scale on the ≤ 640 px grid, and its smallest region. */
const SEGMENT_K = 60;
const SEGMENT_MIN = 40;
/** Neighbours merge when their mean colours are this close (ΔE) and their boundary is weak… */
const MERGE_DE = 4;
/** …weaker than this (mean ΔE a pixel across it, on the lightly smoothed copy). */
const MERGE_EDGE = 1.5;
/** Regions smaller than this share of the grid join their most similar neighbour. */
const MIN_SHARE = 0.0006;
/** At most this many regions: the closest pairs merge until there are no more. */
const MAX_REGIONS = 400;

/** The room's ceiling and floor lines, on the segmentation's working copy of `width` × `height`. */
export interface RoomLines {
  layout: Layout;
  width: number;
  height: number;
}

/**
 * The regions of `grid`. With `mask`, no region crosses its edge; with `lines` (the segmentation's
 * layout), none crosses the ceiling or the floor line: a white wall and a white ceiling stay apart.
 */
export async function maskRegions(
  grid: Raster,
  mask?: Mask,
  lines?: RoomLines,
): Promise<MaskRegions> {
  const { width: w, height: h } = grid;
  const n = w * h;
  // Texture (wood grain, tile joints, leaves) is smoothed away first: a median, then a blur.
  const flat = new Uint8Array(
    await sharp(grid.data, { raw: { width: w, height: h, channels: 3 } })
      .median(3)
      .blur(1)
      .raw()
      .toBuffer(),
  );
  const lab = toLab({ width: w, height: h, data: flat });
  const edges = labEdges(lab, w, h);
  const over = graphSegment(lab, w, h, SEGMENT_K, SEGMENT_MIN);
  // Split along the mask: each (region, side) pair is a region of its own.
  if (mask) mask = withoutSpecks(mask);
  const zone = zones(w, h, lines);
  const side = (p: number) => (mask && mask.data[p]! >= 128 ? 1 : 0) + 2 * zone[p]!;
  const labels = new Int32Array(n);
  {
    const ids = new Map<number, number>();
    for (let p = 0; p < n; p++) {
      const key = over.labels[p]! * 6 + side(p);
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      labels[p] = id;
    }
  }
  const merged = mergeSimilar(labels, lab, edges, w, h, side);
  return { labels: merged.labels, count: merged.count, ...(mask ? { mask } : {}) };
}

/** Specks of the mask smaller than this many cells take the side around them. */
const SPECK_CELLS = 16;

/**
 * The mask without specks: a few cells in or out, left by the scaling to the grid, would each be
 * a region of their own that no neighbour on its side could take in.
 */
function withoutSpecks(mask: Mask): Mask {
  const { width: w, height: h } = mask;
  const data = new Uint8Array(mask.data.length);
  for (let p = 0; p < data.length; p++) data[p] = mask.data[p]! >= 128 ? 255 : 0;
  for (const inside of [true, false]) {
    const comp = components(w, h, (p) => (data[p] === 255) === inside);
    for (let p = 0; p < data.length; p++) {
      const l = comp.labels[p]!;
      if (l >= 0 && comp.area[l]! < SPECK_CELLS) data[p] = inside ? 0 : 255;
    }
  }
  return { width: w, height: h, data };
}

/** Per cell: 0 above the ceiling line, 1 between the lines, 2 below the floor line. */
function zones(w: number, h: number, lines?: RoomLines): Uint8Array {
  const out = new Uint8Array(w * h).fill(1);
  if (!lines) return out;
  const { layout, width: sw, height: sh } = lines;
  for (let x = 0; x < w; x++) {
    const col = Math.min(sw - 1, Math.floor(((x + 0.5) * sw) / w));
    const ceiling = ((layout.ceiling[col]! + 0.5) * h) / sh;
    const floor = (layout.floor[col]! * h) / sh;
    for (let y = 0; y < h; y++) out[y * w + x] = y < ceiling ? 0 : y >= floor ? 2 : 1;
  }
  return out;
}

/**
 * Merges neighbouring regions on the same side of the mask: first those whose colours and
 * boundary say they are one surface, then any too small to click, then the closest pairs while
 * there are more than MAX_REGIONS. Each pass sorts the pairs once and joins them in order.
 */
function mergeSimilar(
  start: Int32Array,
  lab: Float32Array,
  edges: Float32Array,
  w: number,
  h: number,
  side: (p: number) => number,
): { labels: Uint16Array; count: number } {
  const n = w * h;
  let labels = start;
  let count = 0;
  for (let p = 0; p < n; p++) count = Math.max(count, labels[p]! + 1);
  const minArea = Math.max(8, Math.round(n * MIN_SHARE));
  const pass = (mode: 'similar' | 'small' | 'closest'): boolean => {
    const area = new Float64Array(count);
    const sum = new Float64Array(count * 3);
    const sideOf = new Uint8Array(count);
    for (let p = 0; p < n; p++) {
      const l = labels[p]!;
      area[l]!++;
      sum[l * 3]! += lab[p * 3]!;
      sum[l * 3 + 1]! += lab[p * 3 + 1]!;
      sum[l * 3 + 2]! += lab[p * 3 + 2]!;
      sideOf[l] = side(p);
    }
    const bsum = new Map<number, number>();
    const bcnt = new Map<number, number>();
    const add = (p: number, q: number) => {
      const a = labels[p]!;
      const b = labels[q]!;
      // A region never crosses the mask's edge; only a small piece crosses a room line.
      const apart = mode === 'small' ? (sideOf[a]! ^ sideOf[b]!) & 1 : sideOf[a] !== sideOf[b];
      if (a === b || apart) return;
      const key = a < b ? a * count + b : b * count + a;
      bsum.set(key, (bsum.get(key) ?? 0) + Math.max(edges[p]!, edges[q]!));
      bcnt.set(key, (bcnt.get(key) ?? 0) + 1);
    };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const p = y * w + x;
        if (x < w - 1) add(p, p + 1);
        if (y < h - 1) add(p, p + w);
      }
    const de = (a: number, b: number) =>
      Math.hypot(
        sum[a * 3]! / area[a]! - sum[b * 3]! / area[b]!,
        sum[a * 3 + 1]! / area[a]! - sum[b * 3 + 1]! / area[b]!,
        sum[a * 3 + 2]! / area[a]! - sum[b * 3 + 2]! / area[b]!,
      );
    const pairs: [number, number, number][] = [];
    for (const [key, s] of bsum) {
      const a = Math.floor(key / count);
      const b = key % count;
      const edge = s / bcnt.get(key)!;
      const d = de(a, b);
      if (mode === 'similar') {
        if (d <= MERGE_DE && edge <= MERGE_EDGE) pairs.push([a, b, d + edge]);
      } else if (mode === 'small') {
        if (area[a]! < minArea || area[b]! < minArea) pairs.push([a, b, d + edge]);
      } else pairs.push([a, b, d + edge]);
    }
    if (!pairs.length) return false;
    pairs.sort((x, y) => x[2] - y[2]);
    const parent = Int32Array.from({ length: count }, (_, i) => i);
    const root = (i: number): number => {
      while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
      return i;
    };
    const size = Float64Array.from(area);
    let left = count;
    let changed = false;
    for (const [a0, b0] of pairs) {
      const a = root(a0);
      const b = root(b0);
      if (a === b) continue;
      // A small region joins its closest neighbour once; two grown ones stay apart this pass.
      if (mode === 'small' && size[a]! >= minArea && size[b]! >= minArea) continue;
      if (mode === 'closest' && left <= MAX_REGIONS) break;
      parent[b] = a;
      size[a]! += size[b]!;
      left--;
      changed = true;
    }
    const ids = new Int32Array(count).fill(-1);
    let next = 0;
    const out = new Int32Array(n);
    for (let p = 0; p < n; p++) {
      const r = root(labels[p]!);
      if (ids[r] === -1) ids[r] = next++;
      out[p] = ids[r]!;
    }
    labels = out;
    count = next;
    return changed;
  };
  for (let i = 0; i < 4 && pass('similar'); i++);
  for (let i = 0; i < 4 && pass('small'); i++);
  for (let i = 0; i < 8 && count > MAX_REGIONS && pass('closest'); i++);
  return { labels: Uint16Array.from(labels), count };
}
