import { components, emptyMask, morph, type Mask, type Raster } from '../raster/raster.ts';
import type { DetectedObject } from '../../data.ts';
import { rasterMemo } from './memo.ts';
import { boundaryStrength, boxMean, labDistance, labEdges, paleSky } from './regions.ts';
import { flatLayout, segmentWalls, surfaces, type Layout, type Surfaces } from './walls.ts';
import type { SegmentOptions, Segmentation } from '../../data.ts';
export type { SegmentOptions, Segmentation } from '../../data.ts';

/**
 * Classical segmentation of room pictures into sky, windows and walls, at a working resolution
 * of about 400 px: colour rules, connected components, region growing on a smoothed copy and
 * position cues. Measured against the sample renders' ground-truth masks by bench/quality.ts.
 */
export const SEG_SIDE = 400;

function fillHoles(m: Mask): Mask {
  const { width: w, height: h } = m;
  // Non-mask regions that do not reach the left, right or bottom border are holes (clouds in the
  // sky, a lamp on a wall); the top border does not count, so clouds cut by the frame are filled.
  const comp = components(w, h, (i) => m.data[i]! < 128);
  const open = new Set<number>();
  for (let x = 0; x < w; x++) open.add(comp.labels[(h - 1) * w + x]!);
  for (let y = 0; y < h; y++) {
    open.add(comp.labels[y * w]!);
    open.add(comp.labels[y * w + w - 1]!);
  }
  const out = new Uint8Array(m.data);
  for (let i = 0; i < w * h; i++) {
    const l = comp.labels[i]!;
    if (l >= 0 && !open.has(l)) out[i] = 255;
  }
  return { width: w, height: h, data: out };
}

/**
 * Windows. Inside a room, a window is the rectangle around outdoor content (sky, foliage, lawn)
 * seen through it; on a facade, a window is a dark, compact, nearly rectangular pane.
 */
export function segmentWindows(small: Raster, sky: Mask, exterior: boolean): Mask {
  const { width: w, height: h, data } = small;
  const out = emptyMask(w, h);
  if (exterior) {
    const dark = (i: number) => {
      const mx = Math.max(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
      return mx < 70 && !sky.data[i];
    };
    const comp = components(w, h, dark);
    for (let id = 0; id < comp.count; id++) {
      const bw = comp.maxX[id]! - comp.minX[id]! + 1;
      const bh = comp.maxY[id]! - comp.minY[id]! + 1;
      const a = comp.area[id]!;
      if (a < 12 || a > w * h * 0.03) continue;
      if (a / (bw * bh) < 0.55 || bw > bh * 2.5 || bh > bw * 4) continue;
      // The shaded side of a tree or a bush is dark too, but green; glass is grey or blue.
      let gr = 0;
      let rr = 0;
      let bb = 0;
      for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
        for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++) {
          const i = y * w + x;
          if (comp.labels[i] !== id) continue;
          rr += data[i * 3]!;
          gr += data[i * 3 + 1]!;
          bb += data[i * 3 + 2]!;
        }
      if (gr > rr * 1.15 && gr >= bb) continue;
      for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
        for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++) out.data[y * w + x] = 255;
    }
    return morph(out, 1);
  }
  const outdoor = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    const foliage = g > r + 12 && g > b + 6;
    outdoor[i] = sky.data[i] || foliage ? 255 : 0;
  }
  // Mullions and frames split the view into panes: close the gaps before grouping.
  const closed = morph(morph({ width: w, height: h, data: outdoor }, 4), -2);
  const comp = components(w, h, (i) => closed.data[i]! > 0);
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * 0.004) continue;
    // A window's bottom sits above the floor line; a green rug or sofa does not count.
    if (comp.minY[id]! > h * 0.6) continue;
    const x0 = Math.max(0, comp.minX[id]! - 3);
    const x1 = Math.min(w - 1, comp.maxX[id]! + 3);
    const y0 = Math.max(0, comp.minY[id]! - 3);
    const y1 = Math.min(h - 1, comp.maxY[id]! + 4);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.data[y * w + x] = 255;
  }
  return out;
}

/** A sky colour: blue by day, pink-orange-violet at dusk (as CIELAB). */
function skyColour(L: number, a: number, b: number): boolean {
  return (b < -8 && L > 35 && a < 8) || (a > 8 && L < 80 && b < 40);
}

/**
 * An outdoor shot shows sky over much of the top of the frame: smooth pixels of a sky colour.
 * Ceilings are smooth too but near-neutral (a warm cast at golden hour is yellow, not pink).
 */
function looksExterior(lab: Float32Array, tex: Float32Array, w: number, h: number): boolean {
  let n = 0;
  let sky = 0;
  for (let y = 0; y < Math.round(h * 0.12); y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      n++;
      if (tex[i]! < 2 && skyColour(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!)) sky++;
    }
  return sky > n * 0.3;
}

/**
 * The sky of an outdoor shot: smooth regions of a sky colour that reach the top of the frame,
 * grown through smooth neighbours of a similar colour or cloud-white (a cloud is brighter than
 * the sky around it but as smooth); holes (clouds, birds, a lamp post's top) are filled.
 */
function exteriorSky(surf: Surfaces): Mask {
  const { regions } = surf;
  const { width: w, height: h, labels, count, stats } = regions;
  const isSky = new Uint8Array(count);
  const smooth = (id: number) => stats[id]!.texture < 1.6;
  for (let id = 0; id < count; id++) {
    const s = stats[id]!;
    // Once the shot is known to be outdoors, any smooth region at the top is sky unless it is
    // dark and grey (a roof in a close-up).
    const grey = Math.hypot(s.a, s.b) < 6 && s.L < 55;
    if (s.minY === 0 && s.area > w * h * 0.003 && smooth(id) && !grey) isSky[id] = 1;
  }
  const adj = boundaryStrength(regions, surf.edges);
  for (let round = 0; round < 6; round++)
    for (const [key, strength] of adj) {
      const a = Math.floor(key / count);
      const b = key % count;
      for (const [p, q] of [
        [a, b],
        [b, a],
      ] as const) {
        if (!isSky[p] || isSky[q] || !smooth(q)) continue;
        const t = stats[q]!;
        const cloud = t.L > 70 && Math.hypot(t.a, t.b) < 14 && t.cy < h * 0.6;
        // A dusk sky changes colour a lot from top to bottom, but smoothly.
        const seamless = strength < 1.5 && t.maxY < h * 0.85;
        if (labDistance(stats[p]!, t) < 10 || cloud || seamless) isSky[q] = 1;
      }
    }
  const out = emptyMask(w, h);
  for (let i = 0; i < w * h; i++) if (isSky[labels[i]!]) out.data[i] = 255;
  return fillHoles(out);
}

/** The row the sky comes down to at the sides of the frame: the far ground's line, eye level. */
function skyline(sky: Mask): number {
  const { width: w, height: h } = sky;
  const bottoms: number[] = [];
  for (let x = 0; x < w; x++) {
    let b = -1;
    for (let y = 0; y < h; y++) if (sky.data[y * w + x]) b = y;
    if (b >= 0) bottoms.push(b);
  }
  if (!bottoms.length) return Math.round(h * 0.5);
  bottoms.sort((a, b) => a - b);
  return bottoms[Math.floor(bottoms.length * 0.9)]!;
}

/**
 * Whether the rows under a "plant" box are mostly green: a tree seen through the glass (the
 * detector calls one a potted plant at 0.23 in a bathroom's small window) has the lawn beyond it
 * there, a potted plant stands on a floor, a sill or a shelf. On the renders the strip under a
 * tree is 64 % green, under every potted plant 13 % at most.
 */
function groundBelow(
  lab: Float32Array,
  w: number,
  h: number,
  x0: number,
  x1: number,
  y1: number,
  rows: number,
): boolean {
  let green = 0;
  let n = 0;
  for (let y = y1; y < Math.min(h, y1 + rows); y++)
    for (let x = x0; x < x1; x++, n++) {
      const i = y * w + x;
      if (lab[i * 3 + 1]! < -10 && lab[i * 3 + 2]! > 4) green++;
    }
  return n > 0 && green > n * 0.4;
}

/**
 * Interior windows: the rectangle around outdoor content seen through the wall — foliage (green,
 * busy) and sky (smooth and blue, or brighter than anything in the room) — between the ceiling
 * and floor lines, leaving out detected plants (but not a tree beyond the glass: the objects
 * read as such are returned too).
 */
function interiorWindows(
  lab: Float32Array,
  edges: Float32Array,
  tex: Float32Array,
  w: number,
  h: number,
  layout: Layout,
  objects: DetectedObject[],
): { windows: Mask; beyondGlass: Set<number> } {
  // Foliage: green and busy (dark trees in shade are less saturated than a sunlit lawn).
  const foliage = (i: number) =>
    lab[i * 3 + 1]! < -10 + Math.max(0, 40 - lab[i * 3]!) * 0.15 &&
    lab[i * 3 + 2]! > 4 &&
    tex[i]! > 2.5;
  const plant = new Uint8Array(w * h);
  const beyondGlass = new Set<number>();
  for (const [k, o] of objects.entries()) {
    if (o.category !== 'plant' && o.category !== 'vase') continue;
    const x0 = Math.max(0, Math.floor(o.box.x));
    const y0 = Math.max(0, Math.floor(o.box.y));
    const x1 = Math.min(w, Math.ceil(o.box.x + o.box.width));
    const y1 = Math.min(h, Math.ceil(o.box.y + o.box.height));
    if (groundBelow(lab, w, h, x0, x1, y1, Math.max(3, Math.round((y1 - y0) * 0.1)))) {
      beyondGlass.add(k);
      continue;
    }
    for (let y = y0; y < y1; y++) plant.fill(1, y * w + x0, y * w + x1);
  }
  const outdoor = new Uint8Array(w * h);
  const skyPx = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (y <= layout.ceiling[x]! || y >= layout.floor[x]! || plant[i]) continue;
      const L = lab[i * 3]!;
      const b = lab[i * 3 + 2]!;
      // A hazy sky near the horizon is paler than b* < −6: without it the windows of a white
      // bathroom and a kitchen were not found, and a bathroom's view was emptied as a picture.
      skyPx[i] = tex[i]! < 1.2 && ((b < -6 && L > 55) || paleSky(L, lab[i * 3 + 1]!, b)) ? 1 : 0;
      outdoor[i] = foliage(i) || skyPx[i] ? 255 : 0;
    }
  // Mullions and frames split the view into panes: close the gaps before grouping.
  const closed = morph(morph({ width: w, height: h, data: outdoor }, 4), -2);
  const comp = components(w, h, (i) => closed.data[i]! > 0);
  const out = emptyMask(w, h);
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * 0.004) continue;
    // The view fills its rectangle; a scatter of green things across the room does not.
    const bw = comp.maxX[id]! - comp.minX[id]! + 1;
    const bh = comp.maxY[id]! - comp.minY[id]! + 1;
    if (comp.area[id]! < bw * bh * 0.45) continue;
    const x0 = comp.minX[id]!;
    const x1 = comp.maxX[id]!;
    // Above the trees the view goes on as sky — smooth, bright rows — up to the frame's edge;
    // unless the view found reaches up as sky already (climbing on, it took the wall above a
    // window flanked by curtains, whose colour never matched the wall beside it).
    let top = comp.minY[id]!;
    let skyOnTop = false;
    // (The closing grew the view by 2 rows.)
    for (let y = top; y <= Math.min(h - 1, top + 3) && !skyOnTop; y++)
      for (let x = x0; x <= x1 && !skyOnTop; x++) skyOnTop = skyPx[y * w + x] === 1;
    for (let y = top - 1; !skyOnTop && y > layout.ceiling[Math.round((x0 + x1) / 2)]!; y--) {
      let open = 0;
      const inner = [0, 0, 0];
      let n = 0;
      for (let x = x0 + 2; x <= x1 - 2; x++) {
        const i = y * w + x;
        if (foliage(i)) open++;
        else if (edges[i]! < 2.5 && lab[i * 3]! > 60) {
          open++;
          for (let c = 0; c < 3; c++) inner[c]! += lab[i * 3 + c]!;
          n++;
        }
      }
      if (open < (x1 - x0 - 3) * 0.6) break;
      // Past the frame the row is wall again: the same colour as the wall beside the window.
      const outer = [0, 0, 0];
      let m = 0;
      for (const x of [x0 - 5, x0 - 4, x1 + 4, x1 + 5]) {
        if (x < 0 || x >= w) continue;
        for (let c = 0; c < 3; c++) outer[c]! += lab[(y * w + x) * 3 + c]!;
        m++;
      }
      if (n && m) {
        const d = Math.hypot(inner[0]! / n - outer[0]! / m, inner[1]! / n - outer[1]! / m, inner[2]! / n - outer[2]! / m); // prettier-ignore
        if (d < 3.5) break;
      }
      top = y;
    }
    // Trim columns at either side that are mostly not view (a plant's leaves that touched the
    // garden in the closing): the view fills the columns between the frame's uprights.
    const colView = (x: number) => {
      let v = 0;
      for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++) if (closed.data[y * w + x]) v++;
      return v / (comp.maxY[id]! - comp.minY[id]! + 1);
    };
    let cx0 = x0;
    let cx1 = x1;
    while (cx0 < cx1 && colView(cx0) < 0.3) cx0++;
    while (cx1 > cx0 && colView(cx1) < 0.3) cx1--;
    if (cx1 - cx0 < 4) continue;
    const rx0 = Math.max(0, cx0 - 3);
    const rx1 = Math.min(w - 1, cx1 + 3);
    const ry0 = Math.max(0, top - 3);
    // A window ends above the wall's foot.
    let foot = h - 1;
    for (let x = rx0; x <= rx1; x++) foot = Math.min(foot, layout.floor[x]! - 2);
    const ry1 = Math.min(foot, comp.maxY[id]! + 4);
    for (let y = ry0; y <= ry1; y++) for (let x = rx0; x <= rx1; x++) out.data[y * w + x] = 255;
  }
  return { windows: out, beyondGlass };
}

/**
 * The sky seen through interior windows: in each window, above the tree line of each column,
 * the smooth pixels that are about as bright as the brightest there — the view's sky is the
 * brightest thing in a room exposed for its interior — with thin mullions opened away.
 */
function interiorSky(lab: Float32Array, edges: Float32Array, windows: Mask): Mask {
  const { width: w, height: h } = windows;
  const out = emptyMask(w, h);
  const comp = components(w, h, (i) => windows.data[i]! > 0);
  const foliage = (i: number) => lab[i * 3 + 1]! < -6 && lab[i * 3 + 2]! > 5;
  for (let id = 0; id < comp.count; id++) {
    const x0 = comp.minX[id]!;
    const x1 = comp.maxX[id]!;
    const y0 = comp.minY[id]!;
    const y1 = comp.maxY[id]!;
    const Ls: number[] = [];
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * w + x;
        if (!foliage(i) && edges[i]! < 2.5) Ls.push(lab[i * 3]!);
      }
    if (!Ls.length) continue;
    Ls.sort((a, b) => a - b);
    const bright = Ls[Math.floor(Ls.length * 0.95)]! - 10;
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const i = y * w + x;
        if (foliage(i)) break; // the tree line
        if (edges[i]! < 2.5 && lab[i * 3]! > bright) out.data[i] = 255;
      }
    }
  }
  const sky = morph(morph(out, -1), 1);
  const parts = components(w, h, (i) => sky.data[i]! > 0);
  for (let i = 0; i < w * h; i++) {
    const l = parts.labels[i]!;
    if (l >= 0 && parts.area[l]! < 8) sky.data[i] = 0;
  }
  return sky;
}

export async function segment(image: Raster, opts: SegmentOptions = {}): Promise<Segmentation> {
  const memo = opts.memo ?? rasterMemo();
  const small = await memo.downscaled(image, SEG_SIDE);
  const { width: w, height: h } = small;
  const scale = w / image.width;
  const objects = (opts.objects ?? []).map((o) => ({
    ...o,
    box: { x: o.box.x * scale, y: o.box.y * scale, width: o.box.width * scale, height: o.box.height * scale }, // prettier-ignore
  }));
  const lab = await memo.blurredLab(small, 1);
  const edges = labEdges(lab, w, h);
  // Local busyness: the mean Lab edge strength over a 5 × 5 window.
  const tex = boxMean(edges, w, h, 2);
  const exterior = looksExterior(lab, tex, w, h);
  if (exterior) {
    const surf = await surfaces(small, null, memo);
    const sky = exteriorSky(surf);
    const horizon = skyline(sky);
    const windows = segmentWindows(small, sky, true);
    const layout = flatLayout(w, h, horizon);
    const { walls, curtains } = segmentWalls(surf, { windows, sky, exterior, horizon, objects }, layout); // prettier-ignore
    return { small, sky, windows, walls, curtains, exterior, layout, beyondGlass: new Set() };
  }
  const surf = await surfaces(small, Math.round(h * 0.5), memo);
  const layout = surf.layout!;
  const { windows, beyondGlass } = interiorWindows(lab, edges, tex, w, h, layout, objects);
  const sky = interiorSky(lab, edges, windows);
  const { walls, curtains } = segmentWalls(surf, { windows, sky, exterior, horizon: layout.horizon, objects }, layout); // prettier-ignore
  return { small, sky, windows, walls, curtains, exterior, layout, beyondGlass };
}
