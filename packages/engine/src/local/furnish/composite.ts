/**
 * The stager's last step: the rendered furniture onto the photo. First the shadow pass is
 * multiplied into the photo (in linear light, softened by a small blur so contact shadows have
 * no hard pixel edge), then the colour pass goes over it with its alpha (feathered by one pixel
 * so the cut-out edge does not ring), its white balance nudged towards the photo's (photoLight).
 * Pixels where the shadow pass is 0 after the blur and the alpha 0 are the photo's bytes, exactly.
 */
import type { StagingRenderResult } from '@hds/stager/contract';
import type { Raster } from '../raster/raster.ts';
import { SRGB_TO_LINEAR, type PhotoLight } from './photoLight.ts';

/**
 * How much light full occlusion (shadow 255) takes away. The sample renders' own contact shadows
 * (furnished vs empty renders of one room, floor pixels, linear light) darken the floor to
 * 0.27…0.35 of its light at the darkest 0.5–1 % (bohemian living room), and the stager's shadow
 * pass peaks near 210: with 0.85 its darkest contact shadows keep 0.3 of the light (0.42…0.54 at
 * the darkest 0.5 % of the staged floor, measured on the living room and bedroom).
 */
export const SHADOW_STRENGTH = 0.85;
/** Share of the photo's colour cast given to the furniture (the renderer's light did the rest). */
export const COLOUR_MATCH = 0.35;

export interface CompositeOptions {
  /** The photo's light (photoLight); without it no colour match is made. */
  light?: Pick<PhotoLight, 'tint'>;
  /** 0…1, default COLOUR_MATCH. */
  match?: number;
  /** 0…1, default SHADOW_STRENGTH. */
  shadowStrength?: number;
  /** Gaussian sigma of the shadow's softening in pixels; default 1.2 px per 1600 px of width. */
  shadowBlur?: number;
  /** The 1-px alpha feather (default on). */
  feather?: boolean;
}

/** Linear light (0…1) → sRGB byte through a 4096-step table. */
const LINEAR_TO_SRGB: Uint8Array = (() => {
  const t = new Uint8Array(4096);
  for (let i = 0; i < 4096; i++) {
    const v = i / 4095;
    const c = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
    t[i] = Math.round(Math.max(0, Math.min(1, c)) * 255);
  }
  return t;
})();

function toSrgb(v: number): number {
  return LINEAR_TO_SRGB[v <= 0 ? 0 : v >= 1 ? 4095 : Math.round(v * 4095)]!;
}

/** Bilinear resample of a `channels`-channel byte image (premultiplying by alpha when RGBA). */
function resample(
  src: Uint8Array,
  sw: number,
  sh: number,
  channels: 1 | 4,
  dw: number,
  dh: number,
): Uint8Array {
  const out = new Uint8Array(dw * dh * channels);
  const sx = sw / dw;
  const sy = sh / dh;
  for (let y = 0; y < dh; y++) {
    const fy = Math.max(0, Math.min(sh - 1, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < dw; x++) {
      const fx = Math.max(0, Math.min(sw - 1, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = fx - x0;
      const taps: [number, number][] = [
        [(y0 * sw + x0) * channels, (1 - wx) * (1 - wy)],
        [(y0 * sw + x1) * channels, wx * (1 - wy)],
        [(y1 * sw + x0) * channels, (1 - wx) * wy],
        [(y1 * sw + x1) * channels, wx * wy],
      ];
      const o = (y * dw + x) * channels;
      if (channels === 1) {
        let v = 0;
        for (const [i, w] of taps) v += src[i]! * w;
        out[o] = Math.round(v);
        continue;
      }
      let a = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [i, w] of taps) {
        const aw = src[i + 3]! * w;
        a += aw;
        r += src[i]! * aw;
        g += src[i + 1]! * aw;
        b += src[i + 2]! * aw;
      }
      out[o + 3] = Math.round(a);
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
    }
  }
  return out;
}

/** Box widths whose three passes approximate a Gaussian of `sigma` (Kutskir's formula). */
function boxesForGauss(sigma: number): number[] {
  const n = 3;
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let wl = Math.floor(wIdeal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4);
  const m = Math.round(mIdeal);
  return [0, 1, 2].map((i) => ((i < m ? wl : wu) - 1) / 2);
}

/** One box pass along each row of a w × h float map (running sums, edges clamped). */
function boxRows(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    let acc = src[o]! * (r + 1);
    for (let i = 0; i < r; i++) acc += src[o + Math.min(w - 1, i)]!;
    for (let x = 0; x < w; x++) {
      acc += src[o + Math.min(w - 1, x + r)]! - src[o + Math.max(0, x - r - 1)]!;
      dst[o + x] = acc * inv;
    }
  }
}

/** One box pass down each column. */
function boxCols(src: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  for (let x = 0; x < w; x++) {
    let acc = src[x]! * (r + 1);
    for (let i = 0; i < r; i++) acc += src[Math.min(h - 1, i) * w + x]!;
    for (let y = 0; y < h; y++) {
      acc += src[Math.min(h - 1, y + r) * w + x]! - src[Math.max(0, y - r - 1) * w + x]!;
      dst[y * w + x] = acc * inv;
    }
  }
}

/** A blurred shadow: levels 0…255 over the region (x0, y0, rw × rh) of the picture; 0 elsewhere. */
interface ShadowRegion {
  x0: number;
  y0: number;
  rw: number;
  rh: number;
  level: Uint8Array;
}

/**
 * Gaussian blur (three box passes each way) of a one-channel byte map, computed only over the
 * box round its non-zero pixels grown by the blur's reach (the map is exactly 0 beyond it).
 */
function blurMap(src: Uint8Array, w: number, h: number, sigma: number): ShadowRegion | null {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      if (src[o + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  if (x1 < 0) return null;
  const boxes = sigma >= 0.3 ? boxesForGauss(sigma) : [];
  const reach = boxes.reduce((acc, r) => acc + r, 0) + (boxes.length ? 1 : 0);
  const rx0 = Math.max(0, x0 - reach);
  const ry0 = Math.max(0, y0 - reach);
  const rw = Math.min(w - 1, x1 + reach) - rx0 + 1;
  const rh = Math.min(h - 1, y1 + reach) - ry0 + 1;
  const a = new Float32Array(rw * rh);
  for (let y = 0; y < rh; y++) {
    for (let x = 0; x < rw; x++) a[y * rw + x] = src[(y + ry0) * w + x + rx0]!;
  }
  const b = new Float32Array(rw * rh);
  for (const r of boxes) {
    boxRows(a, b, rw, rh, r);
    boxCols(b, a, rw, rh, r);
  }
  const level = new Uint8Array(rw * rh);
  for (let i = 0; i < level.length; i++) level[i] = Math.round(Math.min(255, a[i]!));
  return { x0: rx0, y0: ry0, rw, rh, level };
}

/** The photo with the furniture: same size as the photo (the render's passes are resampled). */
export function composite(
  photo: Raster,
  render: StagingRenderResult,
  opts: CompositeOptions = {},
): Raster {
  const { width: w, height: h } = photo;
  if (render.color.length !== render.width * render.height * 4)
    throw new Error('The stager render has a colour pass of the wrong size.');
  if (render.shadow.length !== render.width * render.height)
    throw new Error('The stager render has a shadow pass of the wrong size.');
  const same = render.width === w && render.height === h;
  const color = same ? render.color : resample(render.color, render.width, render.height, 4, w, h);
  const shadowPass = same
    ? render.shadow
    : resample(render.shadow, render.width, render.height, 1, w, h);
  const out = new Uint8Array(photo.data);

  // 1. Shadows, multiplied in linear light (a table per shadow level).
  const strength = Math.max(0, Math.min(1, opts.shadowStrength ?? SHADOW_STRENGTH));
  const sigma = opts.shadowBlur ?? Math.max(0.6, (1.2 * w) / 1600);
  const shadow = blurMap(shadowPass, w, h, sigma);
  if (shadow) {
    const table = new Uint8Array(256 * 256);
    for (let q = 0; q < 256; q++) {
      const keep = 1 - (strength * q) / 255;
      for (let v = 0; v < 256; v++) table[(q << 8) | v] = toSrgb(SRGB_TO_LINEAR[v]! * keep);
    }
    for (let y = 0; y < shadow.rh; y++) {
      for (let x = 0; x < shadow.rw; x++) {
        const q = shadow.level[y * shadow.rw + x]!;
        if (q === 0) continue;
        const i = ((y + shadow.y0) * w + x + shadow.x0) * 3;
        out[i] = table[(q << 8) | out[i]!]!;
        out[i + 1] = table[(q << 8) | out[i + 1]!]!;
        out[i + 2] = table[(q << 8) | out[i + 2]!]!;
      }
    }
  }

  // 2. The furniture over it, its white balance nudged towards the photo's.
  const m = Math.max(0, Math.min(1, opts.match ?? COLOUR_MATCH));
  const tint = opts.light?.tint ?? [1, 1, 1];
  const g = tint.map((t) => Math.max(0.05, t) ** m);
  const gy = 0.2126 * g[0]! + 0.7152 * g[1]! + 0.0722 * g[2]!;
  const gain = g.map((v) => v / gy);
  // Per channel: the furniture's byte → its matched linear light, and → the opaque result.
  const fgLin = gain.map((k) => Float32Array.from(SRGB_TO_LINEAR, (v) => Math.min(1, v * k)));
  const fgOpaque = fgLin.map((t) => Uint8Array.from(t, (v) => toSrgb(v)));
  const feather = opts.feather ?? true;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      let a = color[p * 4 + 3]!;
      if (a === 0) continue;
      if (feather) {
        // The 3×3 mean, when lower: the cut-out's outermost pixel turns partly transparent.
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
            sum += color[(yy * w + xx) * 4 + 3]!;
          }
        }
        a = Math.min(a, sum / 9);
      }
      const i = p * 3;
      if (a >= 255) {
        for (let c = 0; c < 3; c++) out[i + c] = fgOpaque[c]![color[p * 4 + c]!]!;
        continue;
      }
      const al = a / 255;
      for (let c = 0; c < 3; c++) {
        const fg = fgLin[c]![color[p * 4 + c]!]!;
        out[i + c] = toSrgb(fg * al + SRGB_TO_LINEAR[out[i + c]!]! * (1 - al));
      }
    }
  }
  return { width: w, height: h, data: out };
}
