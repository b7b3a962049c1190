import type { DepthEstimator, EngineContext, Inpainter, Segmenter } from '../types.ts';
import { roomBoxDepth } from './analysis/depth.ts';
import { segment } from './analysis/segment.ts';
import { inpaint } from './fill/inpaint.ts';

/** The classical segmentation: colour regions, the room's lines, windows and sky (analysis/). */
export const classicalSegmenter: Segmenter = { segment: (image, opts) => segment(image, opts) };

/** The classical fill: a patch search constrained to each surface (fill/inpaint.ts). */
export const classicalInpainter: Inpainter = {
  inpaint: (image, hole, opts) => inpaint(image, hole, opts),
};

/** The stages an operation runs with: the context's, or the classical defaults. */
export function stagesOf(ctx: EngineContext): {
  segmenter: Segmenter;
  inpainter: Inpainter;
  depth: DepthEstimator;
} {
  return {
    segmenter: ctx.segmenter ?? classicalSegmenter,
    inpainter: ctx.inpainter ?? classicalInpainter,
    depth: ctx.depth ?? roomBoxDepth,
  };
}
