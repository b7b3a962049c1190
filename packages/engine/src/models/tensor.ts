import type { Raster } from '../data.ts';
import { resizeRaster } from '../local/raster/raster.ts';

/** The ImageNet statistics SegFormer, Depth Anything and SAM normalise with (0…1 scale). */
export const IMAGENET = { mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] } as const;
/** No normalisation beyond 0…1 (LaMa). */
export const UNIT = { mean: [0, 0, 0], std: [1, 1, 1] } as const;

export interface Norm {
  readonly mean: readonly number[];
  readonly std: readonly number[];
}

/**
 * The picture resized to width × height as a planar float tensor, [1, 3, H, W] (NCHW: all of
 * red, then green, then blue), each value (v / 255 − mean) / std.
 */
export async function toNCHW(
  image: Raster,
  width: number,
  height: number,
  norm: Norm,
): Promise<Float32Array> {
  const r = image.width === width && image.height === height ? image : await resizeRaster(image, width, height); // prettier-ignore
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    const m = norm.mean[c]!;
    const s = norm.std[c]!;
    for (let i = 0; i < plane; i++) out[c * plane + i] = (r.data[i * 3 + c]! / 255 - m) / s;
  }
  return out;
}

/** A planar [1, 3, H, W] tensor of 0…`scale` values back to an 8-bit RGB raster. */
export function fromNCHW(data: Float32Array, width: number, height: number, scale: number): Raster {
  const plane = width * height;
  const out = new Uint8Array(plane * 3);
  const k = 255 / scale;
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) {
      const v = Math.round(data[c * plane + i]! * k);
      out[i * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  return { width, height, data: out };
}

/**
 * Bilinear sample of a planar [C, h, w] map at the centre of each pixel of a W × H grid, and the
 * index of the largest channel there: a class map at the caller's size from a model's logits.
 */
export function argmaxResized(
  logits: Float32Array,
  channels: number,
  h: number,
  w: number,
  W: number,
  H: number,
): Uint8Array {
  const out = new Uint8Array(W * H);
  const plane = w * h;
  for (let Y = 0; Y < H; Y++) {
    const fy = Math.min(Math.max(((Y + 0.5) * h) / H - 0.5, 0), h - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, h - 1);
    const ty = fy - y0;
    for (let X = 0; X < W; X++) {
      const fx = Math.min(Math.max(((X + 0.5) * w) / W - 0.5, 0), w - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, w - 1);
      const tx = fx - x0;
      const a = y0 * w + x0, b = y0 * w + x1, c = y1 * w + x0, d = y1 * w + x1; // prettier-ignore
      let best = 0;
      let bestV = -Infinity;
      for (let k = 0; k < channels; k++) {
        const o = k * plane;
        const top = logits[o + a]! + (logits[o + b]! - logits[o + a]!) * tx;
        const bot = logits[o + c]! + (logits[o + d]! - logits[o + c]!) * tx;
        const v = top + (bot - top) * ty;
        if (v > bestV) {
          bestV = v;
          best = k;
        }
      }
      out[Y * W + X] = best;
    }
  }
  return out;
}
