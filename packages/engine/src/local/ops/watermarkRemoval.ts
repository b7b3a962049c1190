import { EngineError, type Inpainter } from '../../types.ts';
import { findWatermarkAtAnySize, type Region } from '../analysis/watermarkRegion.ts';
import type { LocalOperation } from '../operation.ts';
import { classicalInpainter, stagesOf } from '../stages.ts';
import { emptyMask, morph, type Mask, type Raster } from '../raster/raster.ts';

/** Removes a watermark from `region` (or the detected one) by inpainting it. */
export async function removeWatermark(
  image: Raster,
  region: Region | undefined,
  signal?: AbortSignal,
  inpainter: Inpainter = classicalInpainter,
): Promise<Raster> {
  const { width: w, height: h } = image;
  const r = region ?? (await findWatermarkAtAnySize(image));
  if (!r) throw new EngineError('No watermark was found; select the region to remove.');
  if (r.x >= w || r.y >= h) throw new EngineError('The watermark region lies outside the image.');
  const pad = Math.max(4, Math.round(Math.min(w, h) * (region ? 0.004 : 0.015)));
  const m: Mask = emptyMask(w, h);
  const x0 = Math.max(0, r.x - pad);
  const y0 = Math.max(0, r.y - pad);
  const x1 = Math.min(w, r.x + r.width + pad);
  const y1 = Math.min(h, r.y + r.height + pad);
  for (let y = y0; y < y1; y++) m.data.fill(255, y * w + x0, y * w + x1);
  return inpainter.inpaint(image, morph(m, 0), { signal });
}

/** watermark_removal: the given (or found) region filled by the inpainter. */
export const watermarkRemoval: LocalOperation<'watermark_removal'> = async (scene, args, ctx) =>
  removeWatermark(await scene.image(), args.region, ctx.signal, stagesOf(ctx).inpainter);
