import { EngineError } from '../../types.ts';
import type { Segmentation } from '../../data.ts';
import {
  checkAbort,
  maskArea,
  refineAlpha,
  resizeMask,
  type Mask,
  type Raster,
} from '../raster/raster.ts';
import type { SceneAnalysis } from './scene.ts';

/**
 * The sky the engine finds, at full size (0…255): where replaceSky paints the new sky, and
 * sky_replacement's automatic mask (issue #28). (The new light's colour cast tints the rest.)
 */
export async function skyAlpha(image: Raster, seg: Segmentation): Promise<Mask> {
  const { width: w, height: h } = image;
  if (maskArea(seg.sky) < 20) throw new EngineError('No sky was found in this picture.');
  return refineAlpha(image, await resizeMask(seg.sky, w, h, Math.max(1.5, w / 500)), 40);
}

/** sky_replacement's region on a scene: the sky of the segmentation without the furniture. */
export async function skyRegion(scene: SceneAnalysis, signal?: AbortSignal): Promise<Mask> {
  const img = await scene.image();
  const seg = await scene.segmentation();
  checkAbort(signal);
  return skyAlpha(img, seg);
}
