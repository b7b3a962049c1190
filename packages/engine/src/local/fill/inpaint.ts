import sharp from 'sharp';
import { checkAbort, type Mask, type Raster } from '../raster/raster.ts';
import type { InpaintOptions } from '../../data.ts';
export type { InpaintOptions } from '../../data.ts';

/**
 * Exemplar inpainting after PatchMatch (Barnes et al. 2009) with the multi-scale
 * expectation–maximisation of Wexler et al.: at each pyramid level, find for every patch that
 * touches the hole its nearest known patch (propagation + random search), then rebuild the hole
 * as the weighted vote of those patches. The work happens on a crop around the hole, reduced to
 * at most WORK_SIDE px; the fill is brought back to full resolution by copying full-resolution
 * pixels along the found offsets, so the texture stays sharp.
 */

const PATCH = 3; // radius: 7 × 7 patches
const WORK_SIDE = 360;
const MIN_LEVEL_SIDE = 48;
const VERTICAL = Number(process.env.INPAINT_VERTICAL ?? 60);
const HORIZONTAL = Number(process.env.INPAINT_HORIZONTAL ?? 6);

interface Level {
  w: number;
  h: number;
  img: Float32Array; // RGB
  hole: Uint8Array; // 1 inside the hole
  valid: Uint8Array; // 1 where a whole patch centred here is known (a source)
  /** Full-crop pixels per level pixel, so the vertical penalty is the same at every level. */
  unit: number;
  /** Surface id per pixel (wall, floor, window…), or null: a patch is only taken from its own. */
  plane: Uint8Array | null;
  byPlane?: Map<number, Int32Array>;
}

function rng(seed: number) {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

async function resizeRaw(
  data: Uint8Array,
  w: number,
  h: number,
  channels: 1 | 3,
  nw: number,
  nh: number,
): Promise<Uint8Array> {
  let img = sharp(data, { raw: { width: w, height: h, channels } }).resize(nw, nh, {
    fit: 'fill',
    kernel: channels === 1 ? 'linear' : 'lanczos3',
  });
  if (channels === 1) img = img.toColourspace('b-w');
  const out = await img.raw().toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

function makeValid(hole: Uint8Array, w: number, h: number): Uint8Array {
  const valid = new Uint8Array(w * h);
  // A source patch must lie inside the picture and contain no hole pixel.
  const rowBad = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let bad = 0;
      for (let k = Math.max(0, x - PATCH); k <= Math.min(w - 1, x + PATCH); k++)
        bad |= hole[y * w + k]!;
      rowBad[y * w + x] = bad;
    }
  }
  for (let y = PATCH; y < h - PATCH; y++) {
    for (let x = PATCH; x < w - PATCH; x++) {
      let bad = 0;
      for (let k = y - PATCH; k <= y + PATCH; k++) bad |= rowBad[k * w + x]!;
      valid[y * w + x] = bad ? 0 : 1;
    }
  }
  return valid;
}

/** Fills the hole by repeated averaging of known neighbours, from its rim inwards. */
function onionFill(lv: Level): void {
  const { w, h, img } = lv;
  const known = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) known[i] = lv.hole[i] ? 0 : 1;
  let remaining = true;
  let guard = 0;
  while (remaining && guard++ < w + h) {
    remaining = false;
    const next = new Uint8Array(known);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (known[i]) continue;
        let n = 0;
        let r = 0;
        let g = 0;
        let b = 0;
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
          [1, 1],
          [-1, -1],
          [1, -1],
          [-1, 1],
        ] as const) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          const j = yy * w + xx;
          if (!known[j]) continue;
          n++;
          r += img[j * 3]!;
          g += img[j * 3 + 1]!;
          b += img[j * 3 + 2]!;
        }
        if (n) {
          img[i * 3] = r / n;
          img[i * 3 + 1] = g / n;
          img[i * 3 + 2] = b / n;
          next[i] = 1;
        } else remaining = true;
      }
    }
    known.set(next);
  }
}

function patchDistance(
  lv: Level,
  tx: number,
  ty: number,
  sx: number,
  sy: number,
  limit: number,
): number {
  const { w, h, img } = lv;
  if (lv.plane) {
    const pt = lv.plane[ty * w + tx]!;
    const ps = lv.plane[sy * w + sx]!;
    if (pt !== ps && pt !== 255 && ps !== 255) return 1e12;
  }
  // Rooms are layered horizontally (ceiling, wall, floor): a source far above or below the
  // target pays for it, so the wall behind a sofa is rebuilt from wall, not from floor.
  const dy0 = (sy - ty) * lv.unit;
  const dx0 = (sx - tx) * lv.unit;
  let d = VERTICAL * dy0 * dy0 + HORIZONTAL * dx0 * dx0;
  for (let dy = -PATCH; dy <= PATCH; dy++) {
    const ty2 = ty + dy;
    if (ty2 < 0 || ty2 >= h) continue;
    const trow = ty2 * w;
    const srow = (sy + dy) * w;
    for (let dx = -PATCH; dx <= PATCH; dx++) {
      const tx2 = tx + dx;
      if (tx2 < 0 || tx2 >= w) continue;
      const a = (trow + tx2) * 3;
      const b = (srow + sx + dx) * 3;
      const e0 = img[a]! - img[b]!;
      const e1 = img[a + 1]! - img[b + 1]!;
      const e2 = img[a + 2]! - img[b + 2]!;
      d += e0 * e0 + e1 * e1 + e2 * e2;
    }
    if (d > limit) return d;
  }
  return d;
}

interface Field {
  /** Target pixel indices (patches touching the hole). */
  targets: Int32Array;
  /** Source pixel index for each target. */
  src: Int32Array;
  dist: Float64Array;
}

function targetsOf(lv: Level): Int32Array {
  const { w, h, hole } = lv;
  const list: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let touch = 0;
      for (let dy = -PATCH; dy <= PATCH && !touch; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -PATCH; dx <= PATCH; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < w && hole[yy * w + xx]) {
            touch = 1;
            break;
          }
        }
      }
      if (touch) list.push(y * w + x);
    }
  }
  return Int32Array.from(list);
}

/** A random source patch, of the target's own surface when there are surfaces. */
function randomValid(lv: Level, rand: () => number, sources: Int32Array, target = -1): number {
  const own = lv.plane && target >= 0 ? lv.byPlane?.get(lv.plane[target]!) : undefined;
  const list = own?.length ? own : sources;
  return list[Math.floor(rand() * list.length)]!;
}

function search(lv: Level, f: Field, rand: () => number, sources: Int32Array, iterations: number) {
  const { w, h, valid } = lv;
  const index = new Int32Array(w * h).fill(-1);
  for (let k = 0; k < f.targets.length; k++) index[f.targets[k]!] = k;
  const n = f.targets.length;
  for (let it = 0; it < iterations; it++) {
    const forward = it % 2 === 0;
    const step = forward ? -1 : 1;
    for (let kk = 0; kk < n; kk++) {
      const k = forward ? kk : n - 1 - kk;
      const t = f.targets[k]!;
      const tx = t % w;
      const ty = (t - tx) / w;
      let best = f.src[k]!;
      let bestD = f.dist[k]!;
      // Propagation: the neighbour's match, shifted by one.
      for (const [nx, ny] of [
        [tx + step, ty],
        [tx, ty + step],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = index[ny * w + nx]!;
        if (j < 0) continue;
        const s = f.src[j]!;
        const sx = (s % w) - (nx - tx);
        const sy = Math.floor(s / w) - (ny - ty);
        if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
        const c = sy * w + sx;
        if (!valid[c] || c === best) continue;
        const d = patchDistance(lv, tx, ty, sx, sy, bestD);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      // Random search around the current best, halving the radius.
      let radius = Math.max(w, h);
      const bx = best % w;
      const by = Math.floor(best / w);
      while (radius >= 1) {
        const sx = Math.round(bx + (rand() * 2 - 1) * radius);
        const sy = Math.round(by + (rand() * 2 - 1) * radius);
        radius = Math.floor(radius / 2);
        if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
        const c = sy * w + sx;
        if (!valid[c]) continue;
        const d = patchDistance(lv, tx, ty, sx, sy, bestD);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (rand() < 0.05) {
        // An occasional global jump keeps whole regions from locking onto one bad source.
        const c = randomValid(lv, rand, sources, t);
        const d = patchDistance(lv, tx, ty, c % w, Math.floor(c / w), bestD);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      f.src[k] = best;
      f.dist[k] = bestD;
    }
  }
}

/** Rebuilds hole pixels as the similarity-weighted vote of the patches covering them. */
function vote(lv: Level, f: Field): void {
  const { w, h, img, hole } = lv;
  const acc = new Float64Array(w * h * 4);
  const area = (2 * PATCH + 1) ** 2 * 3;
  // Weights fall with the patch's mean squared error; the scale follows the median error so
  // a level full of poor matches still averages rather than picking one at random.
  const sorted = Float64Array.from(f.dist).sort();
  const median = Math.max(1, sorted[Math.floor(sorted.length / 2)]! / area);
  for (let k = 0; k < f.targets.length; k++) {
    const t = f.targets[k]!;
    const s = f.src[k]!;
    const tx = t % w;
    const ty = (t - tx) / w;
    const sx = s % w;
    const sy = (s - sx) / w;
    const wgt = Math.exp(-(f.dist[k]! / area) / (2 * median));
    for (let dy = -PATCH; dy <= PATCH; dy++) {
      const yy = ty + dy;
      if (yy < 0 || yy >= h) continue;
      for (let dx = -PATCH; dx <= PATCH; dx++) {
        const xx = tx + dx;
        if (xx < 0 || xx >= w) continue;
        const p = yy * w + xx;
        if (!hole[p]) continue;
        const q = ((sy + dy) * w + sx + dx) * 3;
        acc[p * 4]! += img[q]! * wgt;
        acc[p * 4 + 1]! += img[q + 1]! * wgt;
        acc[p * 4 + 2]! += img[q + 2]! * wgt;
        acc[p * 4 + 3]! += wgt;
      }
    }
  }
  for (let p = 0; p < w * h; p++) {
    const wt = acc[p * 4 + 3]!;
    if (!hole[p] || wt <= 0) continue;
    img[p * 3] = acc[p * 4]! / wt;
    img[p * 3 + 1] = acc[p * 4 + 1]! / wt;
    img[p * 3 + 2] = acc[p * 4 + 2]! / wt;
  }
}

function initField(
  lv: Level,
  rand: () => number,
  sources: Int32Array,
  prev?: { lv: Level; f: Field },
): Field {
  const targets = targetsOf(lv);
  const src = new Int32Array(targets.length);
  const dist = new Float64Array(targets.length);
  let prevIndex: Int32Array | null = null;
  if (prev) {
    prevIndex = new Int32Array(prev.lv.w * prev.lv.h).fill(-1);
    for (let k = 0; k < prev.f.targets.length; k++) prevIndex[prev.f.targets[k]!] = k;
  }
  const { w, h, valid } = lv;
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k]!;
    const tx = t % w;
    const ty = (t - tx) / w;
    let s = -1;
    if (prev && prevIndex) {
      const px = Math.min(prev.lv.w - 1, Math.floor((tx * prev.lv.w) / w));
      const py = Math.min(prev.lv.h - 1, Math.floor((ty * prev.lv.h) / h));
      const j = prevIndex[py * prev.lv.w + px]!;
      if (j >= 0) {
        const ps = prev.f.src[j]!;
        const sx = Math.round(((ps % prev.lv.w) - px) * (w / prev.lv.w)) + tx;
        const sy = Math.round((Math.floor(ps / prev.lv.w) - py) * (h / prev.lv.h)) + ty;
        if (sx >= 0 && sy >= 0 && sx < w && sy < h && valid[sy * w + sx]) s = sy * w + sx;
      }
    }
    if (s < 0) s = randomValid(lv, rand, sources, t);
    src[k] = s;
    dist[k] = patchDistance(lv, tx, ty, s % w, Math.floor(s / w), Infinity);
  }
  return { targets, src, dist };
}

/**
 * Inpaints `mask` (≥ 128 = fill) in `image`, returning a new raster. Pixels outside the mask are
 * left untouched; the fill is blended over a 2-pixel feather at the mask's edge.
 */
export async function inpaint(
  image: Raster,
  mask: Mask,
  opts: InpaintOptions = {},
): Promise<Raster> {
  const { width: W, height: H } = image;
  // Bounding box of the hole, then a context margin around it to draw patches from.
  let x0 = W;
  let y0 = H;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (mask.data[y * W + x]! >= 128) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return { width: W, height: H, data: new Uint8Array(image.data) };
  const margin = Math.max(48, Math.round(Math.max(x1 - x0, y1 - y0) * 0.75));
  const cx0 = Math.max(0, x0 - margin);
  const cy0 = Math.max(0, y0 - margin);
  const cx1 = Math.min(W - 1, x1 + margin);
  const cy1 = Math.min(H - 1, y1 + margin);
  const cw = cx1 - cx0 + 1;
  const ch = cy1 - cy0 + 1;
  const crop = new Uint8Array(cw * ch * 3);
  const cropMask = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    crop.set(
      image.data.subarray(((cy0 + y) * W + cx0) * 3, ((cy0 + y) * W + cx0 + cw) * 3),
      y * cw * 3,
    );
    cropMask.set(mask.data.subarray((cy0 + y) * W + cx0, (cy0 + y) * W + cx0 + cw), y * cw);
  }

  let cropPlanes: Uint8Array | null = null;
  if (opts.planes) {
    cropPlanes = new Uint8Array(cw * ch);
    for (let y = 0; y < ch; y++)
      cropPlanes.set(opts.planes.subarray((cy0 + y) * W + cx0, (cy0 + y) * W + cx0 + cw), y * cw);
  }
  // Pyramid sizes, finest (work resolution) first.
  const s0 = Math.min(1, WORK_SIDE / Math.max(cw, ch));
  const sizes: [number, number][] = [];
  for (let s = s0; ; s /= 2) {
    const w = Math.max(8, Math.round(cw * s));
    const h = Math.max(8, Math.round(ch * s));
    sizes.push([w, h]);
    if (Math.max(w, h) / 2 < MIN_LEVEL_SIDE || sizes.length >= 5) break;
  }
  const levels: Level[] = [];
  for (const [w, h] of sizes) {
    const img8 = w === cw && h === ch ? crop : await resizeRaw(crop, cw, ch, 3, w, h);
    const m8 = w === cw && h === ch ? cropMask : await resizeRaw(cropMask, cw, ch, 1, w, h);
    const hole = new Uint8Array(w * h);
    // Any trace of the hole counts at coarse levels, or object colour leaks into the fill.
    for (let i = 0; i < w * h; i++) hole[i] = m8[i]! > 8 ? 1 : 0;
    const img = Float32Array.from(img8);
    let plane: Uint8Array | null = null;
    if (cropPlanes) {
      plane = new Uint8Array(w * h);
      for (let y = 0; y < h; y++) {
        const yy = Math.min(ch - 1, Math.floor(((y + 0.5) * ch) / h));
        for (let x = 0; x < w; x++)
          plane[y * w + x] = cropPlanes[yy * cw + Math.min(cw - 1, Math.floor(((x + 0.5) * cw) / w))]!; // prettier-ignore
      }
    }
    levels.push({
      w,
      h,
      img,
      hole,
      valid: makeValid(hole, w, h),
      unit: (cw / w) * (WORK_SIDE / Math.max(cw, ch, WORK_SIDE)),
      plane,
    });
  }

  const rand = rng(opts.seed ?? 1);
  let prev: { lv: Level; f: Field } | undefined;
  for (let li = levels.length - 1; li >= 0; li--) {
    checkAbort(opts.signal);
    const lv = levels[li]!;
    const sources: number[] = [];
    for (let i = 0; i < lv.w * lv.h; i++) if (lv.valid[i]) sources.push(i);
    if (!sources.length) {
      // No whole known patch at this scale (the hole covers nearly everything): blend only.
      onionFill(lv);
      continue;
    }
    const srcList = Int32Array.from(sources);
    if (lv.plane) {
      const groups = new Map<number, number[]>();
      for (const i of sources) {
        const p = lv.plane[i]!;
        if (!groups.has(p)) groups.set(p, []);
        groups.get(p)!.push(i);
      }
      lv.byPlane = new Map([...groups].map(([k, v]) => [k, Int32Array.from(v)]));
    }
    if (!prev) onionFill(lv);
    else {
      // Start from the coarser level's result, upsampled.
      const up = await resizeRaw(
        Uint8Array.from(prev.lv.img, (v) => Math.max(0, Math.min(255, Math.round(v)))),
        prev.lv.w,
        prev.lv.h,
        3,
        lv.w,
        lv.h,
      );
      for (let i = 0; i < lv.w * lv.h; i++)
        if (lv.hole[i]) for (let c = 0; c < 3; c++) lv.img[i * 3 + c] = up[i * 3 + c]!;
    }
    const f = initField(lv, rand, srcList, prev);
    const em = li === 0 ? 3 : 4;
    for (let it = 0; it < em; it++) {
      search(lv, f, rand, srcList, 2);
      vote(lv, f);
      checkAbort(opts.signal);
      // Distances were measured against the previous estimate; refresh them for the next round.
      for (let k = 0; k < f.targets.length; k++) {
        const t = f.targets[k]!;
        const s = f.src[k]!;
        f.dist[k] = patchDistance(
          lv,
          t % lv.w,
          Math.floor(t / lv.w),
          s % lv.w,
          Math.floor(s / lv.w),
          Infinity,
        );
      }
    }
    prev = { lv, f };
  }

  // Back to full resolution: the work-level fill, upsampled, gives the colour; full-resolution
  // pixels copied along the work level's offsets give the texture.
  const top = levels[0]!;
  const upFill = await resizeRaw(
    Uint8Array.from(top.img, (v) => Math.max(0, Math.min(255, Math.round(v)))),
    top.w,
    top.h,
    3,
    cw,
    ch,
  );
  const out = new Uint8Array(image.data);
  const feather = await resizeRaw(cropMask, cw, ch, 1, cw, ch);
  const soft = await sharp(feather, { raw: { width: cw, height: ch, channels: 1 } })
    .blur(1.2)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const scale = top.w / cw;
  let offX: Int32Array | null = null;
  let offY: Int32Array | null = null;
  if (prev && scale < 1) {
    offX = new Int32Array(top.w * top.h);
    offY = new Int32Array(top.w * top.h);
    for (let k = 0; k < prev.f.targets.length; k++) {
      const t = prev.f.targets[k]!;
      const s = prev.f.src[k]!;
      offX[t] = (s % top.w) - (t % top.w);
      offY[t] = Math.floor(s / top.w) - Math.floor(t / top.w);
    }
  }
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const i = y * cw + x;
      const a = Math.max(soft[i]!, cropMask[i]!) / 255;
      if (a <= 0) continue;
      let r = upFill[i * 3]!;
      let g = upFill[i * 3 + 1]!;
      let b = upFill[i * 3 + 2]!;
      if (offX && offY) {
        const tx = Math.min(top.w - 1, Math.floor(x * scale));
        const ty = Math.min(top.h - 1, Math.floor(y * scale));
        const sx = x + Math.round(offX[ty * top.w + tx]! / scale);
        const sy = y + Math.round(offY[ty * top.w + tx]! / scale);
        if (sx >= 0 && sy >= 0 && sx < cw && sy < ch && cropMask[sy * cw + sx]! < 128) {
          // Keep the copied texture's detail but the voted fill's low frequencies, so patch
          // seams do not show as steps in shading.
          const q = (sy * cw + sx) * 3;
          const base = (sy * cw + sx) * 3;
          const up2 = upFill;
          r = r + (crop[q]! - up2[base]!) * 0.8;
          g = g + (crop[q + 1]! - up2[base + 1]!) * 0.8;
          b = b + (crop[q + 2]! - up2[base + 2]!) * 0.8;
        }
      }
      const o = ((cy0 + y) * W + cx0 + x) * 3;
      out[o] = Math.round(out[o]! * (1 - a) + Math.max(0, Math.min(255, r)) * a);
      out[o + 1] = Math.round(out[o + 1]! * (1 - a) + Math.max(0, Math.min(255, g)) * a);
      out[o + 2] = Math.round(out[o + 2]! * (1 - a) + Math.max(0, Math.min(255, b)) * a);
    }
  }
  return { width: W, height: H, data: out };
}
