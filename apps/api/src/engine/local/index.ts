import type { EditOperation, OperationArgs } from '@hds/api-client';
import {
  EngineError,
  type Availability,
  type EngineContext,
  type EngineResult,
  type ImageEngine,
} from '../types.ts';
import { grade, RECIPES, twilight } from './lighting.ts';
import { checkAbort, decode, encodeJpeg } from './raster.ts';
import { segment } from './segment.ts';
import { upscale } from './upscale.ts';
import { watermark } from './watermark.ts';

/**
 * The default engine: real pixel work on the CPU with sharp and classical computer vision, no
 * keys and no network. Generative edits (furniture staging, style transfer) are out of its reach.
 */
export interface LocalEngineOptions {
  /** JPEG quality of the results (default 92). */
  quality?: number;
}

const GENERATIVE: Partial<Record<EditOperation, string>> = {
  furniture:
    'Virtual staging needs a generative image engine (Replicate or ComfyUI); the built-in local engine can only edit existing pixels.',
  style_transfer:
    'Style transfer needs a generative image engine (Replicate or ComfyUI); the built-in local engine can only edit existing pixels.',
};

type Runner = (source: Buffer, args: never, ctx: EngineContext) => Promise<EngineResult>;

export function createLocalEngine(options: LocalEngineOptions = {}): ImageEngine {
  const quality = options.quality ?? 92;

  const runners: Partial<Record<EditOperation, Runner>> = {
    lighting: (async (source: Buffer, args: OperationArgs['lighting'], ctx: EngineContext) => {
      const img = await decode(source);
      checkAbort(ctx.signal);
      const graded = grade(img, RECIPES[args.type], args);
      ctx.onProgress?.(0.5);
      const result = args.type === 'twilight' ? await twilight(graded, await segment(img)) : graded;
      return { data: await encodeJpeg(result, quality), format: 'jpeg' as const };
    }) as Runner,
    upscale: (async (source: Buffer, args: OperationArgs['upscale']) => ({
      data: await upscale(source, args.scale),
      format: 'jpeg' as const,
    })) as Runner,
    watermark: (async (source: Buffer, args: OperationArgs['watermark']) => ({
      data: await watermark(source, args.text),
      format: 'jpeg' as const,
    })) as Runner,
  };

  return {
    name: 'local',
    availability(operation: EditOperation): Availability {
      const reason = GENERATIVE[operation];
      if (reason) return { available: false, reason };
      if (!runners[operation]) {
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
      const runner = runners[operation];
      if (!runner)
        throw new EngineError(GENERATIVE[operation] ?? `The local engine cannot run ${operation}.`);
      if (!source?.length) throw new EngineError('The image is empty.');
      checkAbort(ctx.signal);
      const result = await runner(source, args as never, ctx);
      ctx.onProgress?.(1);
      return result;
    },
  };
}
