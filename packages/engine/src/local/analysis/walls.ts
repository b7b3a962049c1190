import type { DetectedObject } from '../../data.ts';
import { components, emptyMask, morph, type Mask, type Raster } from '../raster/raster.ts';
import {
  adjacency,
  graphSegment,
  labDistance,
  labEdges,
  lineMean,
  mergeRegions,
  toLab,
  type Regions,
} from './regions.ts';
import sharp from 'sharp';
import { rasterMemo, type RasterMemo } from './memo.ts';
import { layoutPath, lineEvidence, type LineEvidence } from './layout.ts';
import type { Layout } from '../../data.ts';
export type { Layout } from '../../data.ts';

/**
 * Walls from whole surfaces rather than pixels. The picture is over-segmented (graph-based, on a
 * median-filtered copy so brick and siding read as one colour) and neighbouring regions merge
 * across weak boundaries; then each surface is judged by where it sits. A level camera sees the
 * floor only below the horizon and the ceiling only above it, while a wall — a vertical plane —
 * spans it: so the surfaces that cross the horizon band are walls unless they are windows, sky
 * or a detected piece of furniture, and the pieces of wall that furniture, windows or pictures
 * cut off join them when they have the same colour and touch a wall.
 */

export interface WallInputs {
  windows: Mask;
  sky: Mask;
  exterior: boolean;
  /** Row of the horizon in the small picture (eye level). */
  horizon: number;
  /** Detected objects in small-picture pixels (furniture in front of the walls). */
  objects?: DetectedObject[];
}

export interface Surfaces {
  regions: Regions;
  lab: Float32Array;
  edges: Float32Array;
  /** Ceiling and floor lines (interiors), found before the regions so that none crosses them. */
  layout: Layout | null;
  /** Per pixel, how much lightness ripples across (x) and along (y) a small window: folds. */
  rippleX: Float32Array;
  rippleY: Float32Array;
  /** Per pixel, how often the lightness turns between rising and falling across the window. */
  turnsX: Float32Array;
}

/** `memo`: the job's Lab and blurs of `small` (the segmentation's), shared with the other stages. */
export async function surfaces(
  small: Raster,
  horizonGuess: number | null,
  memo: RasterMemo = rasterMemo(),
): Promise<Surfaces> {
  const { width: w, height: h } = small;
  const flat = new Uint8Array(
    await sharp(small.data, { raw: { width: w, height: h, channels: 3 } })
      .median(5)
      .blur(1)
      .raw()
      .toBuffer(),
  );
  const lab = toLab({ width: w, height: h, data: flat });
  const fine = await memo.blurredLab(small, 0.7);
  const edges = labEdges(fine, w, h);
  const { rippleX, rippleY, turnsX } = ripples(fine, w, h, RIPPLE_REACH);
  const layout =
    horizonGuess === null ? null : roomLayout(await memo.blurredLab(small, 1), w, h, horizonGuess); // prettier-ignore
  // The layout lines count as strong boundaries: a white wall and a white ceiling, or a pale wall
  // and a pale floor, stay apart even where the crease between them fades.
  const boundaries = new Float32Array(edges);
  if (layout)
    for (let x = 0; x < w; x++)
      for (const y0 of [layout.ceiling[x]!, layout.floor[x]!])
        for (let y = y0 - 1; y <= y0 + 1; y++)
          if (y >= 1 && y < h - 1) boundaries[y * w + x] = Math.max(boundaries[y * w + x]!, 4);
  const over = graphSegment(lab, w, h, 150, 20, edges);
  const regions = mergeRegions(over, lab, boundaries, {
    boundary: 1.2,
    textureRatio: 1.1,
    maxMeanDiff: 14,
  });
  return { regions, lab, edges, layout, rippleX, rippleY, turnsX };
}

const RIPPLE_REACH = 6;
/** Folds: lightness ripples across by more than this (L units)… */
const FOLD_RIPPLE = 2.5;
/** …and several times more than along. Brick ripples both ways, a painted wall neither. */
const FOLD_RATIO = 2.5;
/** …and its lightness turns at least this often across the window (a cord or a strip: once). */
const FOLD_TURNS = 1.8;
/** A curtain's mean ripple stays under this (a shelf's dark posts on a white wall: 80–130)… */
const CLOTH_RIPPLE = 45;
/** …and its lightness spreads less than this (sd, L units; posts and frames: 17–22). */
const CLOTH_SPREAD = 15;
/** How far (ΔE) a curtain's colour may drift below its folds and still be the curtain. */
const CURTAIN_DE = 8;

/**
 * Ripple: over a line of 2·reach + 1 pixels, the lightness's total variation less its net change
 * — near zero on an even wall and across a single edge, large where it goes up and down (the
 * folds of a curtain, the joints of brick). Across (x) it is averaged over the rows of the
 * window, along (y) over its columns.
 */
function ripples(lab: Float32Array, w: number, h: number, reach: number) {
  const line = (horizontal: boolean): Float32Array => {
    const out = new Float32Array(w * h);
    const n = horizontal ? w : h;
    const lines = horizontal ? h : w;
    const step = horizontal ? 1 : w;
    const tv = new Float64Array(n + 1);
    for (let j = 0; j < lines; j++) {
      const base = horizontal ? j * w : j;
      for (let k = 1; k < n; k++)
        tv[k] =
          tv[k - 1]! + Math.abs(lab[(base + k * step) * 3]! - lab[(base + (k - 1) * step) * 3]!);
      for (let k = 0; k < n; k++) {
        const a = Math.max(0, k - reach);
        const b = Math.min(n - 1, k + reach);
        const net = Math.abs(lab[(base + b * step) * 3]! - lab[(base + a * step) * 3]!);
        out[base + k * step] = tv[b]! - tv[a]! - net;
      }
    }
    return out;
  };
  // Turns across: how often the lightness's slope changes sign in the window (ignoring slopes
  // under 0.8 L). A thin strip or a cord turns once; folds turn again and again.
  const turns = new Float32Array(w * h);
  const ev = new Float64Array(w + 1);
  for (let y = 0; y < h; y++) {
    let last = 0;
    for (let x = 1; x < w; x++) {
      const d = lab[(y * w + x) * 3]! - lab[(y * w + x - 1) * 3]!;
      let turn = 0;
      if (Math.abs(d) > 0.8) {
        const sign = Math.sign(d);
        if (last && sign !== last) turn = 1;
        last = sign;
      }
      ev[x] = ev[x - 1]! + turn;
    }
    for (let x = 0; x < w; x++)
      turns[y * w + x] = ev[Math.min(w - 1, x + reach)]! - ev[Math.max(0, x - reach)]!;
  }
  // Each averaged across the other direction (over the window's rows or columns).
  return {
    rippleX: lineMean(line(true), w, h, reach, 'y'),
    rippleY: lineMean(line(false), w, h, reach, 'x'),
    turnsX: lineMean(turns, w, h, reach, 'y'),
  };
}

/** No ceiling, no floor line (an exterior): the horizon alone. */
export function flatLayout(w: number, h: number, horizon: number): Layout {
  return {
    ceiling: new Int32Array(w).fill(-1),
    floor: new Int32Array(w).fill(h),
    horizon,
    fitted: false,
  };
}

export function roomLayout(
  sharpLab: Float32Array,
  w: number,
  h: number,
  horizonGuess: number,
): Layout {
  const ev = lineEvidence(sharpLab, w, h, 2.5);
  const yMax = Math.min(h - 1, Math.round(horizonGuess * 0.9));
  const cost = verticalsAbove(ev);
  const top = layoutPath(ev, { yMin: 0, yMax, bend: 6, cost });
  const bottom = layoutPath(ev, { yMin: Math.round(horizonGuess + (h - horizonGuess) * 0.1), yMax: h - 1, bend: 6 }); // prettier-ignore
  const first = floorFromCeiling(top.rows, bottom.rows, ev.strength, w, h, horizonGuess);
  if (!first.fitted) return { ceiling: top.rows, floor: first.rows, horizon: first.horizon, fitted: false }; // prettier-ignore
  // Again, with the ceiling line and the wall's foot found together: a window's top no longer
  // passes for the ceiling where nothing at the mirrored row looks like the foot of a wall.
  const joint = layoutPath(ev, { yMin: 0, yMax, bend: 6, cost, mirror: { a: first.a, b: first.b, weight: 1 } }); // prettier-ignore
  const second = floorFromCeiling(joint.rows, bottom.rows, ev.strength, w, h, horizonGuess);
  return { ceiling: joint.rows, floor: second.rows, horizon: second.horizon, fitted: second.fitted }; // prettier-ignore
}

/** What a column's vertical edges above the ceiling line cost it, at most (evidence is 0…1 a pixel)… */
const VERTICAL_COST = 0.5;
/** …reached with this much vertical edge above the line (about three rows of a crisp one). */
const VERTICAL_FULL = 3;

/**
 * Per pixel, what the ceiling line pays for passing there: the vertical edges above it in its
 * column. Above the true ceiling line there is only ceiling; a line drawn along a window's top,
 * a curtain rod or a cabinet's top has the window's uprights, the curtains' folds or the room's
 * corner above it. Without this the line took the window tops of the bohemian bedroom and the
 * cabinet tops of the kitchens for the ceiling (figures in the README's module notes).
 */
function verticalsAbove(ev: LineEvidence): Float32Array {
  const { width: w, height: h, strength, nx } = ev;
  const out = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    let acc = 0;
    for (let y = 0; y < h; y++) {
      // Three rows of slack: the room's corner ends right at the ceiling line.
      if (y >= 3) {
        const i = (y - 3) * w + x;
        const v = nx[i]! * nx[i]!;
        if (v > 0.8) acc += strength[i]! * v;
      }
      out[y * w + x] = VERTICAL_COST * Math.min(1, acc / VERTICAL_FULL);
    }
  }
  return out;
}

/**
 * For a level camera a vertical line on any wall meets the ceiling at y_c and the floor at y_f
 * with (y_f − horizon) / (horizon − y_c) = camera height / (ceiling height − camera height), the
 * same for every wall of the room: so y_f = A + B·y_c. A and B are fitted (RANSAC, then least
 * squares) on the columns where the floor path runs on a clear edge, and the line then gives
 * the wall's foot behind the furniture too — where the path itself rode over a sofa.
 */
function floorFromCeiling(
  ceiling: Int32Array,
  floorPath: Int32Array,
  strength: Float32Array,
  w: number,
  h: number,
  horizonGuess: number,
): { rows: Int32Array; horizon: number; a: number; b: number; fitted: boolean } {
  const xs: number[] = [];
  for (let x = 2; x < w - 2; x++) {
    if (ceiling[x]! < 3) continue;
    let e = 0;
    for (let d = -2; d <= 2; d++) e += strength[floorPath[x + d]! * w + x + d]!;
    if (e / 5 > 0.5) xs.push(x);
  }
  let bestA = 0;
  let bestB = 0;
  let bestN = 0;
  if (xs.length > w * 0.1) {
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    for (let it = 0; it < 200; it++) {
      const i = xs[Math.floor(rand() * xs.length)]!;
      const j = xs[Math.floor(rand() * xs.length)]!;
      if (Math.abs(ceiling[i]! - ceiling[j]!) < 4) continue;
      const B = (floorPath[i]! - floorPath[j]!) / (ceiling[i]! - ceiling[j]!);
      if (B > -0.3 || B < -4) continue;
      const A = floorPath[i]! - B * ceiling[i]!;
      let n = 0;
      for (const x of xs) if (Math.abs(A + B * ceiling[x]! - floorPath[x]!) < 3) n++;
      if (n > bestN) {
        bestN = n;
        bestA = A;
        bestB = B;
      }
    }
  }
  const fitted = bestN >= Math.max(12, xs.length * 0.25);
  if (fitted) {
    // Least squares on the inliers.
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    let n = 0;
    for (const x of xs) {
      if (Math.abs(bestA + bestB * ceiling[x]! - floorPath[x]!) >= 3) continue;
      sx += ceiling[x]!;
      sy += floorPath[x]!;
      sxx += ceiling[x]! ** 2;
      sxy += ceiling[x]! * floorPath[x]!;
      n++;
    }
    const den = n * sxx - sx * sx;
    if (den > 0) {
      const B = (n * sxy - sx * sy) / den;
      if (B < -0.3 && B > -4) {
        bestB = B;
        bestA = (sy - B * sx) / n;
      }
    }
  } else {
    // No clear foot anywhere: a typical room, as the empty renders measure it (B −0.91…−1.19,
    // eye level at 39–46 % of the height; the camera about half way up the wall). The old guess
    // (B −1.25, eye level mid-frame) put the foot 50–63 px too low in two held-out rooms.
    bestB = -1.05;
    bestA = horizonGuess * 0.86 * (1 - bestB);
  }
  const horizon = bestA / (1 - bestB);
  const rows = new Int32Array(w);
  for (let x = 0; x < w; x++)
    rows[x] =
      ceiling[x]! >= 3
        ? Math.min(h, Math.round(bestA + bestB * ceiling[x]!))
        : Math.max(floorPath[x]!, Math.round(bestA + bestB * ceiling[x]!));
  return { rows, horizon, a: bestA, b: bestB, fitted };
}

export function segmentWalls(
  s: Surfaces,
  inputs: WallInputs,
  layout: Layout,
): { walls: Mask; curtains: Mask } {
  const { regions } = s;
  const { width: w, height: h, labels, count, stats } = regions;
  const { windows, sky } = inputs;
  const horizon = layout.horizon;
  const inBand = (i: number) => {
    const x = i % w;
    const y = (i - x) / w;
    return y > layout.ceiling[x]! + 1 && y < layout.floor[x]!;
  };
  // Per region: its area inside the band, the share that is window/sky or inside detected
  // furniture, and how many columns it meets the ceiling line in.
  const bandArea = new Float64Array(count);
  const blocked = new Float64Array(count);
  const inObject = new Float64Array(count);
  const contact = new Float64Array(count);
  const crossesUp = new Uint8Array(count);
  const crossesDown = new Uint8Array(count);
  const atFoot = new Uint8Array(count);
  const belowFoot = new Float64Array(count);
  const totalArea = new Float64Array(count);
  const rippleSumX = new Float64Array(count);
  const rippleSumY = new Float64Array(count);
  const objMask = new Uint8Array(w * h);
  for (const o of inputs.objects ?? []) {
    const x0 = Math.max(0, Math.round(o.box.x));
    const y0 = Math.max(0, Math.round(o.box.y));
    const x1 = Math.min(w, Math.round(o.box.x + o.box.width));
    const y1 = Math.min(h, Math.round(o.box.y + o.box.height));
    for (let y = y0; y < y1; y++) objMask.fill(1, y * w + x0, y * w + x1);
  }
  for (let i = 0; i < w * h; i++) {
    const l0 = labels[i]!;
    totalArea[l0]!++;
    rippleSumX[l0]! += s.rippleX[i]!;
    rippleSumY[l0]! += s.rippleY[i]!;
    if (Math.floor(i / w) > layout.floor[i % w]! + 3) belowFoot[l0]!++;
    if (!inBand(i)) continue;
    const l = labels[i]!;
    const y = Math.floor(i / w);
    bandArea[l]!++;
    if (windows.data[i]! >= 128 || sky.data[i]! >= 128) blocked[l]!++;
    if (objMask[i]) inObject[l]!++;
    if (y < horizon - 2) crossesUp[l] = 1;
    if (y >= layout.floor[i % w]! - 4) atFoot[l] = 1;
    if (y > horizon + 2) crossesDown[l] = 1;
  }
  for (let x = 0; x < w; x++) {
    const y = layout.ceiling[x]! + 4;
    if (y < h && y < layout.floor[x]!) contact[labels[y * w + x]!]!++;
  }
  // Curtains hang in vertical folds: lightness changes across them far more than along them,
  // while a painted wall is even and brick or tiles change both ways.
  const folds = (rx: number, ry: number) => rx > FOLD_RIPPLE && rx > ry * FOLD_RATIO;
  const draped = (id: number) =>
    folds(rippleSumX[id]! / totalArea[id]!, rippleSumY[id]! / totalArea[id]!);
  const role = new Int8Array(count); // 1 wall, −1 never
  for (let id = 0; id < count; id++) {
    const a = bandArea[id]!;
    if (!a) {
      role[id] = -1;
      continue;
    }
    // Whatever stands on the floor in front of a wall reaches lower than the wall's foot.
    const standing = belowFoot[id]! > totalArea[id]! * 0.04;
    if (standing || draped(id) || blocked[id]! > a * 0.3 || inObject[id]! > a * 0.6) {
      role[id] = -1;
      continue;
    }
    const seedByCeiling = contact[id]! >= w * 0.04 && a >= w * h * 0.008;
    const seedByHorizon = crossesUp[id] && crossesDown[id] && a >= w * h * 0.02;
    if (seedByCeiling || seedByHorizon) role[id] = 1;
  }
  // Pieces of wall cut off by furniture, windows or frames: same colour as a wall they touch.
  const adj = adjacency(regions);
  for (let round = 0; round < 3; round++) {
    for (const [key, len] of adj) {
      const a = Math.floor(key / count);
      const b = key % count;
      for (const [p, q] of [
        [a, b],
        [b, a],
      ] as const) {
        if (role[p] !== 1 || role[q] !== 0) continue;
        if (len < 4 || bandArea[q]! < w * h * 0.001) continue;
        // As plain (or as busy) as the wall, and placed like wall: reaching above eye level or
        // down to the wall's foot (a chair's back or a bed's cover of the wall's colour does
        // neither).
        const tp = stats[p]!.texture;
        const tq = stats[q]!.texture;
        if (Math.abs(tp - tq) > 1 + 0.5 * Math.max(tp, tq)) continue;
        if (!crossesUp[q] && !atFoot[q]) continue;
        if (labDistance(stats[p]!, stats[q]!) < 7) role[q] = 1;
      }
    }
  }
  const out = emptyMask(w, h);
  for (let i = 0; i < w * h; i++) if (role[labels[i]!] === 1 && inBand(i)) out.data[i] = 255;
  const closed = morph(morph(out, 1), -1);
  const curtains = inputs.exterior ? emptyMask(w, h) : hangingFolds(s, w, h, folds, windows);
  for (let i = 0; i < w * h; i++)
    if (windows.data[i] || sky.data[i] || !inBand(i) || curtains.data[i]) closed.data[i] = 0;
  return { walls: closed, curtains };
}

/**
 * Curtains the merge joined to the wall behind them, cut out pixel by pixel: the folded pixels,
 * kept where they form something tall (over a quarter of the picture's height) outside the
 * windows. A macramé or a shelf of books ripples as well but is short, a window's bars lie in
 * the window, and the wall around them keeps its paint.
 */
function hangingFolds(
  s: Surfaces,
  w: number,
  h: number,
  folds: (rx: number, ry: number) => boolean,
  windows: Mask,
): Mask {
  const drape = emptyMask(w, h);
  for (let i = 0; i < w * h; i++)
    if (folds(s.rippleX[i]!, s.rippleY[i]!) && s.turnsX[i]! >= FOLD_TURNS) drape.data[i] = 255;
  const opened = morph(morph(drape, -1), 1);
  const comp = components(w, h, (i) => opened.data[i]! >= 128);
  // A window's bars ripple too: what lies mostly in the window is not a curtain.
  const inWindow = new Float64Array(comp.count);
  for (let i = 0; i < w * h; i++)
    if (comp.labels[i]! >= 0 && windows.data[i]! >= 128) inWindow[comp.labels[i]!]!++;
  // Cloth: one colour in soft folds. A shelf's posts against the wall, or a window's frame
  // beside its bars, ripple much harder and swing from dark to light.
  const stat = new Float64Array(comp.count * 3);
  for (let i = 0; i < w * h; i++) {
    const id = comp.labels[i]!;
    if (id < 0) continue;
    stat[id * 3]! += s.rippleX[i]!;
    stat[id * 3 + 1]! += s.lab[i * 3]!;
    stat[id * 3 + 2]! += s.lab[i * 3]! ** 2;
  }
  const soft = (id: number) => {
    const n = comp.area[id]!;
    const sd = Math.sqrt(Math.max(0, stat[id * 3 + 2]! / n - (stat[id * 3 + 1]! / n) ** 2));
    return stat[id * 3]! / n < CLOTH_RIPPLE && sd < CLOTH_SPREAD;
  };
  const tall = (id: number) =>
    comp.maxY[id]! - comp.minY[id]! >= h * 0.25 && inWindow[id]! < comp.area[id]! * 0.4 && soft(id);
  // Each curtain's mean colour, to follow it where its folds fade (sunlit cloth, a plant in
  // front): a curtain hangs from the ceiling or a rail on to the floor or the sill.
  const mean = new Float64Array(comp.count * 4);
  for (let i = 0; i < w * h; i++) {
    const id = comp.labels[i]!;
    if (id < 0 || !tall(id)) continue;
    for (let c = 0; c < 3; c++) mean[id * 4 + c]! += s.lab[i * 3 + c]!;
    mean[id * 4 + 3]!++;
  }
  const out = emptyMask(w, h);
  const sameCloth = (i: number, id: number) => {
    const n = mean[id * 4 + 3]!;
    let d = 0;
    for (let c = 0; c < 3; c++) d += (s.lab[i * 3 + c]! - mean[id * 4 + c]! / n) ** 2;
    return d < CURTAIN_DE ** 2 && s.rippleX[i]! > 1;
  };
  // Down each column to the floor line, and up to the ceiling line: the cloth of the same
  // colour, still rippling a little, is curtain too (pixels of something else in front — a
  // plant's leaves — are passed over).
  for (let x = 0; x < w; x++) {
    const top = s.layout ? s.layout.ceiling[x]! : -1;
    const foot = s.layout ? s.layout.floor[x]! : h;
    for (const down of [true, false]) {
      let id = -1;
      for (let k = 0; k < h; k++) {
        const y = down ? k : h - 1 - k;
        const i = y * w + x;
        const here = comp.labels[i]!;
        if (here >= 0 && tall(here)) {
          id = here;
          out.data[i] = 255;
        } else if (id >= 0 && y > top && y < foot && sameCloth(i, id)) out.data[i] = 255;
      }
    }
  }
  return morph(out, 2);
}
