import type { EditOperation, OperationArgs } from '@hds/api-client/contract';
import {
  EngineError,
  type Availability,
  type EngineContext,
  type EngineResult,
  type ImageEngine,
} from '../types.ts';
import { sceneAnalysis } from './analysis/scene.ts';
import { refuseUnsure } from './confidence/index.ts';
import type { LocalOperation } from './operation.ts';
import { lighting } from './ops/lighting.ts';
import { declutter, emptyRoom, objectRemoval } from './ops/removal.ts';
import { skyReplacement } from './ops/sky.ts';
import { furnishOperation } from './ops/furnish.ts';
import { createStagingRenderer, type StagingRenderer } from './furnish/renderer.ts';
import { upscaleOperation } from './ops/upscale.ts';
import { wallColor } from './ops/wallColor.ts';
import { watermarkOperation } from './ops/watermark.ts';
import { watermarkRemoval } from './ops/watermarkRemoval.ts';
import { windowView } from './ops/windowView.ts';
import { checkAbort, encodeJpeg } from './raster/raster.ts';

/**
 * The default engine: real pixel work on the CPU with sharp and classical computer vision, no
 * keys and no network. Furniture staging places the sample scenes' 3D furniture in the photo's
 * own room, drawn by headless Chromium (ops/furnish.ts); style transfer is out of its reach.
 * Each operation is a composition of stages (ops/); the segmenter, inpainter and detector are
 * taken from the context when one is given there (README: "Seams").
 */
export interface LocalEngineOptions {
  /** JPEG quality of the results (default 92). */
  quality?: number;
  /**
   * The stages an edit runs with when its context gives none (seams.ts chooses them from the
   * configuration); the classical ones when absent.
   */
  seams?: Partial<Pick<EngineContext, 'segmenter' | 'inpainter' | 'depth'>>;
  /** The stager's renderer (default: headless Chromium, launched on the first staging). */
  stager?: StagingRenderer;
}

const GENERATIVE: Partial<Record<EditOperation, string>> = {
  style_transfer:
    'Style transfer needs a generative image engine (Replicate or ComfyUI); the built-in local engine can only edit existing pixels.',
};

const OPERATIONS: { [O in EditOperation]?: LocalOperation<O> } = {
  wall_color: wallColor,
  sky_replacement: skyReplacement,
  window_view: windowView,
  object_removal: objectRemoval,
  declutter,
  empty_room: emptyRoom,
  watermark_removal: watermarkRemoval,
  lighting,
  upscale: upscaleOperation,
  watermark: watermarkOperation,
};

export function createLocalEngine(options: LocalEngineOptions = {}): ImageEngine {
  const quality = options.quality ?? 92;
  const seams = options.seams ?? {};
  const stager = options.stager ?? createStagingRenderer();
  const operations: typeof OPERATIONS = { ...OPERATIONS, furniture: furnishOperation(stager) };
  return {
    name: 'local',
    availability(operation: EditOperation): Availability {
      const reason = GENERATIVE[operation];
      if (reason) return { available: false, reason };
      if (operation === 'furniture') return stager.availability();
      if (!operations[operation]) {
        return { available: false, reason: `The local engine cannot run ${operation}.` };
      }
      return { available: true };
    },
    async run<O extends EditOperation>(
      operation: O,
      source: Buffer,
      args: OperationArgs[O],
      ctx: EngineContext,
    ): Promise<EngineResult> {
      const op = operations[operation] as LocalOperation<O> | undefined;
      if (!op)
        throw new EngineError(GENERATIVE[operation] ?? `The local engine cannot run ${operation}.`);
      if (!source?.length) throw new EngineError('The image is empty.');
      checkAbort(ctx.signal);
      const stages = { ...seams, ...withoutUndefined(ctx) };
      const scene = sceneAnalysis(source, stages);
      // Not a guess on the user's credit: a region the engine is not sure of needs their mask.
      if (!ctx.mask) await refuseUnsure(scene, operation, args, stages);
      const out = await op(scene, args, stages);
      const data = Buffer.isBuffer(out) ? out : await encodeJpeg(out, quality);
      ctx.onProgress?.(1);
      return { data, format: 'jpeg' };
    },
  };
}

/** The context's stages that are set: they take precedence over the engine's configured ones. */
const withoutUndefined = (ctx: EngineContext): EngineContext =>
  Object.fromEntries(Object.entries(ctx).filter(([, v]) => v !== undefined)) as EngineContext;
