import type { Mask, Raster } from '../src/data.ts';
import { opencv, withMats } from '../src/local/cv/opencv.ts';

/** OpenCV's inpainting methods: Telea's fast marching, or Navier–Stokes. */
export type TeleaMethod = 'telea' | 'ns';

/**
 * bench:holes' challenger to the patch search (docs/opencv.md: it lost, so the engine does not
 * use it). The hole (mask ≥ 128) filled by OpenCV's `inpaint`: each hole pixel is propagated inwards from
 * the rim's colours and gradients within `radius` px. A smooth continuation, not a texture: it
 * is what the surroundings would look like with the object gone, at a glance.
 */
export async function teleaInpaint(
  image: Raster,
  hole: Mask,
  opts: { radius?: number; method?: TeleaMethod } = {},
): Promise<Raster> {
  const { cv } = await opencv();
  const { width: w, height: h } = image;
  return withMats((keep) => {
    const src = keep(new cv.Mat(h, w, cv.CV_8UC3));
    src.data.set(image.data);
    const mask = keep(new cv.Mat(h, w, cv.CV_8UC1));
    const m = mask.data;
    for (let i = 0; i < m.length; i++) m[i] = hole.data[i]! >= 128 ? 255 : 0;
    const dst = keep(new cv.Mat());
    const flag = opts.method === 'ns' ? cv.INPAINT_NS : cv.INPAINT_TELEA;
    cv.inpaint(src, mask, dst, opts.radius ?? 3, flag);
    return { width: w, height: h, data: new Uint8Array(dst.data) };
  });
}
