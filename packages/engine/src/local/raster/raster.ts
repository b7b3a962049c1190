import sharp from 'sharp';
import { EngineError } from '../../types.ts';
import type { Box, Mask, Raster } from '../../data.ts';
export type { Box, Mask, Raster } from '../../data.ts';

/** Largest source the engine accepts; beyond it a phone panorama would take minutes. */
const MAX_PIXELS = 60_000_000;

export async function decode(source: Buffer): Promise<Raster> {
  if (!source?.length) throw new EngineError('The image is empty.');
  try {
    const { data, info } = await sharp(source, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error('unexpected channels');
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch (err) {
    throw unreadable(err);
  }
}

/**
 * A picture decoded at most `maxSide` px a side, shrunk as it is read (a JPEG decodes at 1/2,
 * 1/4 or 1/8 of its size directly), so a 39 MP photo is never held at full size. `width` and
 * `height`: the picture's own size, upright.
 */
export async function decodeWithin(
  source: Buffer,
  maxSide: number,
): Promise<{ raster: Raster; width: number; height: number }> {
  if (!source?.length) throw new EngineError('The image is empty.');
  try {
    const meta = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
    const upright = (meta.orientation ?? 1) < 5;
    const width = (upright ? meta.width : meta.height) ?? 0;
    const height = (upright ? meta.height : meta.width) ?? 0;
    const { data, info } = await sharp(source, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({
        width: maxSide,
        height: maxSide,
        fit: 'inside',
        withoutEnlargement: true,
        fastShrinkOnLoad: true,
      })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || !width || !height) throw new Error('unexpected channels');
    const raster = {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
    return { raster, width, height };
  } catch (err) {
    throw unreadable(err);
  }
}

/** The refusal a picture sharp cannot read gets. */
function unreadable(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  const msg = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(msg))
    return new EngineError('The image is too large to edit (over 60 megapixels).');
  return new EngineError('The image could not be read (not a JPEG, PNG or WebP picture).');
}

/** A lossless copy, fast to write (the preview's working copy, read again by the analysis). */
export function encodePngFast(r: Raster): Promise<Buffer> {
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export function encodeJpeg(r: Raster, quality = 92): Promise<Buffer> {
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' })
    .toBuffer();
}

export async function resizeRaster(r: Raster, width: number, height: number): Promise<Raster> {
  const data = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Resize (and optionally blur) a mask; bilinear, so edges come out soft. */
export async function resizeMask(m: Mask, width: number, height: number, blur = 0): Promise<Mask> {
  let img = sharp(m.data, { raw: { width: m.width, height: m.height, channels: 1 } }).resize(
    width,
    height,
    { fit: 'fill', kernel: 'linear' },
  );
  if (blur >= 0.3) img = img.blur(blur);
  // Without the explicit colourspace sharp widens one-channel raw input to sRGB on output.
  const data = await img.toColourspace('b-w').raw().toBuffer();
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** A mask at the raster's size (a user's mask is drawn at the version's; a huge source shrinks). */
export async function fitMask(m: Mask, r: { width: number; height: number }): Promise<Mask> {
  return m.width === r.width && m.height === r.height ? m : resizeMask(m, r.width, r.height);
}

export async function blurMask(m: Mask, sigma: number): Promise<Mask> {
  if (sigma < 0.3) return m;
  const data = await sharp(m.data, { raw: { width: m.width, height: m.height, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return {
    width: m.width,
    height: m.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

export async function blurRaster(r: Raster, sigma: number): Promise<Raster> {
  const data = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  return {
    width: r.width,
    height: r.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}

/** A smaller copy whose longer side is at most `maxSide` (the same raster when already small). */
export async function downscale(r: Raster, maxSide: number): Promise<Raster> {
  const s = Math.min(1, maxSide / Math.max(r.width, r.height));
  if (s >= 1) return r;
  return resizeRaster(
    r,
    Math.max(1, Math.round(r.width * s)),
    Math.max(1, Math.round(r.height * s)),
  );
}

export function emptyMask(width: number, height: number): Mask {
  return { width, height, data: new Uint8Array(width * height) };
}

export function maskArea(m: Mask): number {
  let n = 0;
  for (let i = 0; i < m.data.length; i++) if (m.data[i]! >= 128) n++;
  return n;
}

/**
 * Running max (grow) or min (shrink) over a window of radius `rad` along one line of `len`
 * values read from `src` at `start + i * step`, written to `dst` the same way. Van Herk /
 * Gil-Werman: block prefix and suffix extremes, so the cost does not grow with the radius (a
 * per-pixel loop over the window made morphology a third of a window view's time).
 */
function lineFilter(
  src: Uint8Array,
  dst: Uint8Array,
  start: number,
  step: number,
  len: number,
  rad: number,
  grow: boolean,
  pre: Uint8Array,
  suf: Uint8Array,
): void {
  const k = 2 * rad + 1;
  const pad = grow ? 0 : 255;
  // The line padded with `rad` neutral values on each side, in blocks of k.
  const total = len + 2 * rad;
  const at = (j: number) => (j < rad || j >= rad + len ? pad : src[start + (j - rad) * step]!);
  for (let j = 0; j < total; j++) {
    const v = at(j);
    if (j % k === 0) pre[j] = v;
    else {
      const p = pre[j - 1]!;
      pre[j] = grow ? (v > p ? v : p) : v < p ? v : p;
    }
  }
  for (let j = total - 1; j >= 0; j--) {
    const v = at(j);
    if (j === total - 1 || (j + 1) % k === 0) suf[j] = v;
    else {
      const q = suf[j + 1]!;
      suf[j] = grow ? (v > q ? v : q) : v < q ? v : q;
    }
  }
  // Window [i, i + k - 1] of the padded line is centred on value i of the original.
  for (let i = 0; i < len; i++) {
    const a = suf[i]!;
    const b = pre[i + k - 1]!;
    dst[start + i * step] = grow ? (a > b ? a : b) : a < b ? a : b;
  }
}

/** Grow (r > 0) or shrink (r < 0) a mask by a square of radius |r| (separable max/min). */
export function morph(m: Mask, r: number): Mask {
  if (r === 0) return m;
  const grow = r > 0;
  const rad = Math.abs(r);
  const { width: w, height: h } = m;
  const tmp = new Uint8Array(w * h);
  const out = new Uint8Array(w * h);
  const longest = Math.max(w, h) + 2 * rad;
  const pre = new Uint8Array(longest);
  const suf = new Uint8Array(longest);
  for (let y = 0; y < h; y++) lineFilter(m.data, tmp, y * w, 1, w, rad, grow, pre, suf);
  for (let x = 0; x < w; x++) lineFilter(tmp, out, x, w, h, rad, grow, pre, suf);
  return { width: w, height: h, data: out };
}

export const clamp255 = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
export const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Throws the AbortSignal's reason when the job was cancelled. */
export function checkAbort(signal?: AbortSignal): void {
  if (signal?.aborted) throw new EngineError('The edit was cancelled.');
}

/**
 * Sharpens a soft (upsampled) mask at full resolution: in its blurry edge band, a pixel joins the
 * mask when its colour is close to the region's mean colour and leaves it otherwise, so a
 * recoloured wall or a new sky meets the ceiling or the roof line on the picture's own edge
 * instead of a 4-pixel smear (which shows as a halo).
 */
export function refineAlpha(image: Raster, alpha: Mask, tolerance = 45): Mask {
  const { width: w, height: h, data } = image;
  // The region's colour is taken locally (cells of about 1/12 of the picture): a terracotta
  // accent wall and a white one are both "wall", and one mean between them matched neither.
  const cell = Math.max(16, Math.round(Math.max(w, h) / 12));
  const gw = Math.ceil(w / cell);
  const gh = Math.ceil(h / cell);
  const sum = new Float64Array(gw * gh * 4);
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) {
      const p = y * w + x;
      if (alpha.data[p]! < 250) continue;
      const g = (Math.floor(y / cell) * gw + Math.floor(x / cell)) * 4;
      sum[g]! += data[p * 3]!;
      sum[g + 1]! += data[p * 3 + 1]!;
      sum[g + 2]! += data[p * 3 + 2]!;
      sum[g + 3]!++;
    }
  let any = false;
  for (let g = 0; g < gw * gh; g++) if (sum[g * 4 + 3]! > 0) any = true;
  if (!any) return alpha;
  /** Mean colour near (x, y): the cell's own, else the nearest cells that have some. */
  const meanAt = (cx: number, cy: number): [number, number, number] => {
    for (let r = 0; r < Math.max(gw, gh); r++) {
      let R = 0;
      let G = 0;
      let B = 0;
      let n = 0;
      for (let yy = Math.max(0, cy - r); yy <= Math.min(gh - 1, cy + r); yy++)
        for (let xx = Math.max(0, cx - r); xx <= Math.min(gw - 1, cx + r); xx++) {
          const g = (yy * gw + xx) * 4;
          R += sum[g]!;
          G += sum[g + 1]!;
          B += sum[g + 2]!;
          n += sum[g + 3]!;
        }
      if (n > 0) return [R / n, G / n, B / n];
    }
    return [0, 0, 0];
  };
  const means: [number, number, number][] = [];
  for (let cy = 0; cy < gh; cy++) for (let cx = 0; cx < gw; cx++) means.push(meanAt(cx, cy));
  const out = new Uint8Array(alpha.data);
  for (let p = 0; p < w * h; p++) {
    const a = alpha.data[p]!;
    if (a <= 8 || a >= 247) continue;
    const x = p % w;
    const y = (p - x) / w;
    const [r, g, b] = means[Math.floor(y / cell) * gw + Math.floor(x / cell)]!;
    const d =
      Math.abs(data[p * 3]! - r) + Math.abs(data[p * 3 + 1]! - g) + Math.abs(data[p * 3 + 2]! - b);
    out[p] = d < tolerance ? 255 : d > tolerance * 2 ? 0 : Math.round(255 * (2 - d / tolerance));
  }
  return { width: w, height: h, data: out };
}

export interface Components {
  labels: Int32Array;
  count: number;
  area: number[];
  minX: number[];
  maxX: number[];
  minY: number[];
  maxY: number[];
}

/** 4-connected components of the pixels where `inside` holds. */
export function components(w: number, h: number, inside: (i: number) => boolean): Components {
  const labels = new Int32Array(w * h).fill(-1);
  const area: number[] = [];
  const minX: number[] = [];
  const maxX: number[] = [];
  const minY: number[] = [];
  const maxY: number[] = [];
  const stack: number[] = [];
  let count = 0;
  for (let s = 0; s < w * h; s++) {
    if (labels[s] !== -1 || !inside(s)) continue;
    const id = count++;
    area.push(0);
    minX.push(w);
    maxX.push(0);
    minY.push(h);
    maxY.push(0);
    labels[s] = id;
    stack.push(s);
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      area[id]!++;
      if (x < minX[id]!) minX[id] = x;
      if (x > maxX[id]!) maxX[id] = x;
      if (y < minY[id]!) minY[id] = y;
      if (y > maxY[id]!) maxY[id] = y;
      const visit = (q: number) => {
        if (labels[q] === -1 && inside(q)) {
          labels[q] = id;
          stack.push(q);
        }
      };
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
  }
  return { labels, count, area, minX, maxX, minY, maxY };
}

/** Bounding rows/columns of a mask. */
export function bounds(m: Mask): Box | null {
  let x0 = m.width;
  let y0 = m.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < m.height; y++)
    for (let x = 0; x < m.width; x++)
      if (m.data[y * m.width + x]! >= 128) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

export async function upscaleRaster(r: Raster, w: number, h: number): Promise<Raster> {
  const data = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 3 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { width: w, height: h, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
