import type { DepthMap, Raster } from '../data.ts';
import { roomBoxDepth } from '../local/analysis/depth.ts';
import type { DepthEstimator } from '../types.ts';
import { defaultBackend, withModel, type ModelBackend } from './backend.ts';
import { ort } from './runtime.ts';
import { IMAGENET, toNCHW } from './tensor.ts';

/** Depth Anything's input side (a multiple of its 14-pixel patches). */
export const DEPTH_SIDE = 518;

/** The model's relative disparity (larger = nearer), resampled to a w × h grid. */
export async function disparity(b: ModelBackend, image: Raster, w: number, h: number) {
  return withModel(b, 'depth', async (s, pool) => {
    const { Tensor } = await ort();
    const input = await toNCHW(image, DEPTH_SIDE, DEPTH_SIDE, IMAGENET);
    const out = await pool.run(s.model!, {
      pixel_values: new Tensor('float32', input, [1, 3, DEPTH_SIDE, DEPTH_SIDE]),
    });
    const t = out.predicted_depth!;
    const [mh, mw] = (t.dims as number[]).slice(-2) as [number, number];
    const src = t.data as Float32Array;
    const grid = new Float32Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        grid[y * w + x] = src[Math.min(mh - 1, Math.floor(((y + 0.5) * mh) / h)) * mw + Math.min(mw - 1, Math.floor(((x + 0.5) * mw) / w))]!; // prettier-ignore
    return grid;
  });
}

/**
 * The model's shape of the room at the room box's scale: distance = k / disparity, with k the
 * median over the pixels where the box has a depth of box × disparity. The camera (and so the
 * floor the stager stands its furniture on) stays the one the room's lines give; with no room
 * box (an outdoor shot) the depth is relative and there is no camera.
 */
export function scaleToBox(box: DepthMap, disp: Float32Array): DepthMap {
  const ks: number[] = [];
  for (let i = 0; i < disp.length; i++) if (box.data[i]! > 0 && disp[i]! > 0) ks.push(box.data[i]! * disp[i]!); // prettier-ignore
  ks.sort((a, b) => a - b);
  const k = ks.length ? ks[ks.length >> 1]! : 1;
  const data = Float32Array.from(disp, (d) => (d > 0 ? k / d : 0));
  return { ...box, data, metric: box.metric && ks.length > 0 };
}

/** The `depth-anything` DepthEstimator: the model where installed, else the room box alone. */
export function modelDepth(
  b: ModelBackend = defaultBackend(),
  box: DepthEstimator = roomBoxDepth,
): DepthEstimator {
  return {
    async estimate(image, opts) {
      const base = await box.estimate(image, opts);
      const d = await disparity(b, image, base.width, base.height);
      return d.ok ? scaleToBox(base, d.value) : base;
    },
  };
}
