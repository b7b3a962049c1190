import { EngineError, type DetectedObject, type EngineContext } from '../../types.ts';
import { checkAbort, decode, type Raster } from '../raster/raster.ts';
import { stagesOf } from '../stages.ts';
import { rasterMemo, type RasterMemo } from './memo.ts';
import type { Segmentation } from './segment.ts';

/**
 * What a job knows about its picture, each part worked out once, when a stage first asks for it:
 * the decoded pixels, the detections, the segmentation, and (as a `RasterMemo`) the Lab, blurs
 * and downscales that several stages take of the same raster — the segmentation's working copy,
 * the removal's ≤ 1600 px copy. Every operation reads the scene instead of decoding, detecting,
 * segmenting or converting on its own; it hands the scene to the stages as their `memo`.
 */
export interface SceneAnalysis extends RasterMemo {
  readonly source: Buffer;
  image(): Promise<Raster>;
  /** The detections; fails with a message a user can read when detection cannot run. */
  detections(): Promise<DetectedObject[]>;
  /**
   * The detections when there are any, else none: they help the segmentation (furniture is not
   * wall, a potted plant is not the garden outside) but it works from the picture alone too.
   */
  furniture(): Promise<DetectedObject[]>;
  /** The segmentation of the whole picture, with the furniture or without. */
  segmentation(opts?: { withFurniture?: boolean }): Promise<Segmentation>;
}

export function sceneAnalysis(source: Buffer, ctx: EngineContext): SceneAnalysis {
  const once = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => (value ??= make());
  };
  const image = once(() => decode(source));
  const detections = once(async () => {
    if (!ctx.detector) throw new EngineError('Object detection is not available on this server.');
    return ctx.detector.detect(source, ctx.signal);
  });
  const furniture = once(async () => {
    if (!ctx.detector) return [];
    try {
      return await detections();
    } catch (err) {
      checkAbort(ctx.signal);
      if (err instanceof EngineError && /read/.test(err.message)) throw err;
      return [];
    }
  });
  const memo = rasterMemo();
  const { segmenter } = stagesOf(ctx);
  // Both segmentations share the memo: the working copy, its blurs and their Lab are made once.
  const bare = once(async () => segmenter.segment(await image(), { memo }));
  const furnished = once(async () =>
    segmenter.segment(await image(), { objects: await furniture(), memo }),
  );
  return {
    ...memo,
    source,
    image,
    detections,
    furniture,
    segmentation: (opts = {}) => (opts.withFurniture ? furnished() : bare()),
  };
}
