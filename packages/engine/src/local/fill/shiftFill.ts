import {
  blurMask,
  blurRaster,
  checkAbort,
  morph,
  resizeRaster,
  type Mask,
  type Raster,
} from '../raster/raster.ts';

/** Known pixels this close to the hole judge how well a shift continues them. */
const RING = 10;
/** Rows nearer the camera (frame rows) that copies come from when a row has no bare floor. */
const NEARER = [24, 48, 96, 192];
/** A shift must cover at least this share of what the best one covers to be chosen. */
const NEAR_BEST = 0.4;
/** Floor this much brighter than the floor's median is sunlit: no source for the grain… */
const SUNLIT = 1.3;
/** …nor this many pixels around it. */
const SUNLIT_EDGE = 6;
/** Targets and rim pixels a shift is judged on, at most (a sample). */
const SAMPLE = 1500;
/** Shifts are first tried this many pixels apart. */
const COARSE = 4;
/** The fill's shading comes from the hole's rim, smoothed over this many pixels (sigma)… */
const SHADING_SIGMA = 6;
/** …and carried in on cells of this many pixels a side. */
const SHADING_CELL = 4;

/**
 * Fills a hole in a texture that repeats along rows — the floor in its own frame, where a row is
 * one depth and moving along it changes nothing but the position — by copying the same row from
 * a whole-hole shift: the shift whose copy best continues the known floor around the hole, among
 * those that cover the most of it. Planks stay straight and of one width across the fill. What
 * one shift cannot cover takes the next. The copy keeps its own grain, with the shading of the
 * hole's rim laid under it, so sunlight copied from elsewhere does not come along. Returns the
 * pixels it could not fill (no shift finds bare floor for them).
 */
export async function shiftFill(
  frame: Raster,
  hole: Mask,
  source: Uint8Array,
  signal?: AbortSignal,
): Promise<Mask> {
  const { width: w, height: h, data } = frame;
  source = withoutSunlit(data, source, w);
  const left = new Uint8Array(hole.data);
  // Each copied pixel brings its grain — itself less the bare floor's local mean where it was
  // taken — and not its light: taken per source, seams between shifts leave no halo.
  const base = await localMean(data, source, w, h);
  const grain = new Float32Array(w * h * 3);
  const grown = morph(hole, RING).data;
  let targets: number[] = [];
  const rim: number[] = [];
  for (let i = 0; i < w * h; i++)
    if (left[i]) targets.push(i);
    else if (grown[i] && source[i]) rim.push(i);
  // Along the row first (the same depth: exact); then from rows nearer the camera, for floor
  // whose row holds no bare floor at all (behind a sofa that stood against the wall).
  for (const dy of [0, 0, 0, 0, ...NEARER]) {
    checkAbort(signal);
    if (!targets.length) break;
    const dx = bestShift(frame, targets, rim, source, dy);
    if (dx === null) continue;
    const off = dy * w + dx;
    const rest: number[] = [];
    for (const i of targets) {
      const sx = (i % w) + dx;
      const j = i + off;
      if (sx < 0 || sx >= w || j >= w * h || !source[j]) {
        rest.push(i);
        continue;
      }
      for (let c = 0; c < 3; c++) grain[i * 3 + c] = data[j * 3 + c]! - base[j * 3 + c]!;
      left[i] = 0;
    }
    const filled = targets.length - rest.length;
    targets = rest;
    if (!filled && !dy) break;
  }
  // The light: the rim's, smoothly carried in on a grid a quarter the size, then brought back.
  const rimSmall = pushPull(data, source, w, h, SHADING_CELL);
  const rimBlur = (await blurRaster(await resizeRaster(rimSmall, w, h), SHADING_SIGMA)).data;
  for (let i = 0; i < w * h; i++) {
    if (!hole.data[i] || left[i]) continue;
    for (let c = 0; c < 3; c++) {
      const v = grain[i * 3 + c]! + rimBlur[i * 3 + c]!;
      data[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return { width: w, height: h, data: Uint8Array.from(left, (v) => (v ? 255 : 0)) };
}

/** The mean of the known pixels around each pixel (Gaussian, SHADING_SIGMA), the rest ignored. */
async function localMean(data: Uint8Array, known: Uint8Array, w: number, h: number) {
  const masked = new Uint8Array(w * h * 3);
  const weight = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++)
    if (known[i]) {
      weight[i] = 255;
      for (let c = 0; c < 3; c++) masked[i * 3 + c] = data[i * 3 + c]!;
    }
  const sum = (await blurRaster({ width: w, height: h, data: masked }, SHADING_SIGMA)).data;
  const wt = (await blurMask({ width: w, height: h, data: weight }, SHADING_SIGMA)).data;
  const out = new Float32Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const k = wt[i]! > 8 ? 255 / wt[i]! : 0;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = k ? sum[i * 3 + c]! * k : data[i * 3 + c]!;
  }
  return out;
}

/** The sources less the sunlit floor (a window's light and its bars' shadows would be copied). */
function withoutSunlit(data: Uint8Array, source: Uint8Array, w: number): Uint8Array {
  const lum = (i: number) => data[i * 3]! * 0.3 + data[i * 3 + 1]! * 0.59 + data[i * 3 + 2]! * 0.11;
  const hist = new Array<number>(256).fill(0);
  let n = 0;
  for (let i = 0; i < source.length; i++)
    if (source[i]) {
      hist[Math.round(lum(i))]!++;
      n++;
    }
  let median = 0;
  for (let acc = 0; median < 255 && acc + hist[median]! < n / 2; median++) acc += hist[median]!;
  const lit = new Uint8Array(source.length);
  for (let i = 0; i < source.length; i++) if (source[i] && lum(i) > median * SUNLIT) lit[i] = 255;
  // With its edge: the grain beside a sunlit patch carries the patch's edge.
  const edge = morph({ width: w, height: source.length / w, data: lit }, SUNLIT_EDGE).data;
  const out = new Uint8Array(source);
  for (let i = 0; i < source.length; i++) if (edge[i]) out[i] = 0;
  return out;
}

/**
 * The row shift for what is left of the hole: among the shifts that bring bare floor to nearly
 * as much of it as the best, the one whose copy of the rim around the hole matches the rim.
 */
function bestShift(
  frame: Raster,
  targets: number[],
  rim: number[],
  source: Uint8Array,
  dy: number,
): number | null {
  const { width: w, height: h, data } = frame;
  let minX = w;
  let maxX = -1;
  for (const i of targets) {
    const x = i % w;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
  }
  const off = dy * w;
  // Coarse shifts first, on a sample of the targets and the rim, then the neighbours of the best.
  const stepT = Math.max(1, Math.floor(targets.length / SAMPLE));
  const stepR = Math.max(1, Math.floor(rim.length / SAMPLE));
  const score = (d: number) => {
    let cover = 0;
    for (let k = 0; k < targets.length; k += stepT) {
      const i = targets[k]!;
      const x = (i % w) + d;
      if (x >= 0 && x < w && i + off < w * h && source[i + off + d]) cover++;
    }
    let err = 0;
    let n = 0;
    for (let k = 0; k < rim.length; k += stepR) {
      const i = rim[k]!;
      const x = (i % w) + d;
      if (x < 0 || x >= w || i + off >= w * h || !source[i + off + d]) continue;
      const j = i + off + d;
      err +=
        Math.abs(data[i * 3]! - data[j * 3]!) +
        Math.abs(data[i * 3 + 1]! - data[j * 3 + 1]!) +
        Math.abs(data[i * 3 + 2]! - data[j * 3 + 2]!);
      n++;
    }
    return { cover, err: n ? err / n : Infinity };
  };
  const candidates: { d: number; cover: number; err: number }[] = [];
  const reach = Math.max(8, maxX - minX + 1) * 3;
  for (let d = -Math.min(w, reach); d <= Math.min(w, reach); d += COARSE)
    if (Math.abs(d) >= 4 || dy) candidates.push({ d, ...score(d) });
  const most = Math.max(...candidates.map((c) => c.cover));
  // A shift that covers less pays for it: what it leaves takes another shift and another seam.
  const cost = (c: { cover: number; err: number }) => c.err / Math.sqrt(c.cover / most);
  if (most <= 0) return null;
  let best = candidates
    .filter((c) => c.cover >= most * NEAR_BEST)
    .reduce((a, b) => (cost(b) < cost(a) ? b : a));
  const around = best.d;
  for (let d = around - COARSE + 1; d < around + COARSE; d++) {
    if (d === around) continue;
    const s = score(d);
    if (s.cover >= most * NEAR_BEST && cost(s) < cost(best)) best = { d, ...s };
  }
  return best.d;
}

/**
 * Known pixels carried smoothly into the hole, on a grid of `cell`-pixel cells: each coarser
 * level averages the known pixels under it, and the hole takes the nearest coarser level that
 * knows its place.
 */
function pushPull(data: Uint8Array, known: Uint8Array, w: number, h: number, cell: number): Raster {
  type Level = { w: number; h: number; v: Float32Array; wt: Float32Array };
  const bw = Math.max(1, Math.ceil(w / cell));
  const bh = Math.max(1, Math.ceil(h / cell));
  const base: Level = { w: bw, h: bh, v: new Float32Array(bw * bh * 3), wt: new Float32Array(bw * bh) }; // prettier-ignore
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!known[i]) continue;
      const o = Math.floor(y / cell) * bw + Math.floor(x / cell);
      base.wt[o]!++;
      for (let c = 0; c < 3; c++) base.v[o * 3 + c]! += data[i * 3 + c]!;
    }
  const levels = [base];
  while (levels.at(-1)!.w > 1 || levels.at(-1)!.h > 1) {
    const a = levels.at(-1)!;
    const nw = Math.max(1, Math.ceil(a.w / 2));
    const nh = Math.max(1, Math.ceil(a.h / 2));
    const b: Level = { w: nw, h: nh, v: new Float32Array(nw * nh * 3), wt: new Float32Array(nw * nh) }; // prettier-ignore
    for (let y = 0; y < a.h; y++)
      for (let x = 0; x < a.w; x++) {
        const i = y * a.w + x;
        const o = (y >> 1) * nw + (x >> 1);
        b.wt[o]! += a.wt[i]!;
        for (let c = 0; c < 3; c++) b.v[o * 3 + c]! += a.v[i * 3 + c]!;
      }
    levels.push(b);
  }
  // Pull: from the coarsest up, a level's empty (or thin) cells take the coarser mean.
  for (let l = levels.length - 2; l >= 0; l--) {
    const a = levels[l]!;
    const b = levels[l + 1]!;
    for (let y = 0; y < a.h; y++)
      for (let x = 0; x < a.w; x++) {
        const i = y * a.w + x;
        const o = (y >> 1) * b.w + (x >> 1);
        const wa = Math.min(1, a.wt[i]!);
        const wb = b.wt[o]! || 1;
        for (let c = 0; c < 3; c++) {
          const own = a.wt[i]! ? a.v[i * 3 + c]! / a.wt[i]! : 0;
          a.v[i * 3 + c] = own * wa + (b.v[o * 3 + c]! / wb) * (1 - wa);
        }
        a.wt[i] = 1;
      }
  }
  const out = new Uint8Array(bw * bh * 3);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(base.v[i]!);
  return { width: bw, height: bh, data: out };
}
