import type { EditOperation, OperationArgs } from '@hds/api-client/contract';
import type { EngineContext } from '../types.ts';
import type { SceneAnalysis } from './analysis/scene.ts';
import type { Raster } from './raster/raster.ts';

/**
 * One operation of the local engine: a short composition of stages over the job's scene. It
 * returns pixels (the engine encodes them) or, for the operations that work on the file itself
 * (upscale, watermark), the encoded JPEG.
 */
export type LocalOperation<O extends EditOperation> = (
  scene: SceneAnalysis,
  args: OperationArgs[O],
  ctx: EngineContext,
) => Promise<Raster | Buffer>;
