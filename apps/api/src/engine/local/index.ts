import type { EditOperation, OperationArgs } from '@hds/api-client';
import {
  EngineError,
  type Availability,
  type DetectedObject,
  type EngineContext,
  type EngineResult,
  type ImageEngine,
} from '../types.ts';
import { grade, RECIPES, twilight } from './lighting.ts';
import { checkAbort, decode, encodeJpeg, type Raster } from './raster.ts';
import { recolorWalls } from './recolor.ts';
import {
  categoriesFromDescription,
  CLUTTER,
  detectOrFail,
  emptyRoomPick,
  removeObjects,
} from './removal.ts';
import { segment } from './segment.ts';
import { replaceSky, replaceWindowView } from './sky.ts';
import { upscale } from './upscale.ts';
import { watermark } from './watermark.ts';
import { removeWatermark } from './watermarkRemoval.ts';

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

/**
 * Detections help the segmentation (furniture is not wall, a potted plant is not the garden
 * outside); without a detector, or if it fails, the segmentation works from the picture alone.
 */
async function furnitureIfAny(source: Buffer, ctx: EngineContext): Promise<DetectedObject[]> {
  if (!ctx.detector) return [];
  try {
    return await ctx.detector.detect(source, ctx.signal);
  } catch (err) {
    checkAbort(ctx.signal);
    if (err instanceof EngineError && /read/.test(err.message)) throw err;
    return [];
  }
}

type Runner = (source: Buffer, args: never, ctx: EngineContext) => Promise<EngineResult>;

export function createLocalEngine(options: LocalEngineOptions = {}): ImageEngine {
  const quality = options.quality ?? 92;

  const jpeg = async (r: Raster): Promise<EngineResult> => ({
    data: await encodeJpeg(r, quality),
    format: 'jpeg',
  });

  const runners: Partial<Record<EditOperation, Runner>> = {
    wall_color: (async (source: Buffer, args: OperationArgs['wall_color'], ctx: EngineContext) => {
      const img = await decode(source);
      const seg = await segment(img, { objects: await furnitureIfAny(source, ctx) });
      checkAbort(ctx.signal);
      return jpeg(await recolorWalls(img, seg, args.color, args.strength));
    }) as Runner,
    sky_replacement: (async (
      source: Buffer,
      args: OperationArgs['sky_replacement'],
      ctx: EngineContext,
    ) => {
      const img = await decode(source);
      const seg = await segment(img);
      checkAbort(ctx.signal);
      return jpeg(await replaceSky(img, seg, args.sky_type, args.seed));
    }) as Runner,
    window_view: (async (
      source: Buffer,
      args: OperationArgs['window_view'],
      ctx: EngineContext,
    ) => {
      const img = await decode(source);
      const objects = await furnitureIfAny(source, ctx);
      const seg = await segment(img, { objects });
      checkAbort(ctx.signal);
      return jpeg(await replaceWindowView(img, seg, args.view, args.seed, objects));
    }) as Runner,
    object_removal: (async (
      source: Buffer,
      args: OperationArgs['object_removal'],
      ctx: EngineContext,
    ) => {
      const wanted = new Set([
        ...(args.categories ?? []).map((c) => c.toLowerCase()),
        ...(args.description ? categoriesFromDescription(args.description) : []),
      ]);
      if (!wanted.size) {
        throw new EngineError(
          args.description
            ? `Nothing in "${args.description}" matches an object the detector knows.`
            : 'Choose the objects to remove.',
        );
      }
      const img = await decode(source);
      const found = await detectOrFail(source, ctx);
      ctx.onProgress?.(0.3);
      const out = await removeObjects(img, found, (o) => wanted.has(o.category), ctx, args.seed);
      // None found, or all of it part of the view (a tree beyond the glass called a plant).
      if (out === img) {
        throw new EngineError(`No ${[...wanted].join(', ')} was found in this picture.`);
      }
      return jpeg(out);
    }) as Runner,
    declutter: (async (source: Buffer, args: OperationArgs['declutter'], ctx: EngineContext) => {
      const img = await decode(source);
      // A stronger declutter also takes plants and lamps; the default clears the small things.
      const cats = new Set(CLUTTER);
      if (args.strength >= 0.9) for (const c of ['plant', 'lamp', 'tv']) cats.add(c);
      const found = await detectOrFail(source, ctx);
      ctx.onProgress?.(0.3);
      return jpeg(await removeObjects(img, found, (o) => cats.has(o.category), ctx, args.seed));
    }) as Runner,
    empty_room: (async (source: Buffer, args: OperationArgs['empty_room'], ctx: EngineContext) => {
      const img = await decode(source);
      const found = await detectOrFail(source, ctx);
      ctx.onProgress?.(0.3);
      const remove = emptyRoomPick(found);
      return jpeg(await removeObjects(img, found, remove, ctx, args.seed, { emptyRoom: true }));
    }) as Runner,
    watermark_removal: (async (
      source: Buffer,
      args: OperationArgs['watermark_removal'],
      ctx: EngineContext,
    ) => jpeg(await removeWatermark(await decode(source), args.region, ctx.signal))) as Runner,
    lighting: (async (source: Buffer, args: OperationArgs['lighting'], ctx: EngineContext) => {
      const img = await decode(source);
      checkAbort(ctx.signal);
      const graded = grade(img, RECIPES[args.type], args);
      ctx.onProgress?.(0.5);
      const result =
        args.type === 'twilight'
          ? await twilight(
              graded,
              await segment(img, { objects: await furnitureIfAny(source, ctx) }),
            )
          : graded;
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
