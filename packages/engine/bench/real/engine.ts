import { operationArgs, type EditOperation, type MaskOperation } from '@hds/api-client/contract';
import sharp from 'sharp';
import {
  EngineError,
  createLocalEngine,
  createObjectDetector,
  type DetectedObject,
  type EngineContext,
  type Mask,
  type ObjectDetector,
  modelStates,
  seamsFromEnv,
} from '../../src/index.ts';
import { computeMaskPreview } from '../../src/local/preview/maskPreview.ts';
import type { MaskGrid } from './clicks.ts';

/**
 * The benchmark's only doorway into the engine: the local engine as the job runner calls it, and
 * the mask preview the studio's mask editor shows (its automatic mask and click regions). Kept
 * to this file so the engine's restructuring moves one import, not the benchmark.
 */

/** Where a run got to: its result decoded, or the refusal a user would read. */
export type RunResult =
  | { kind: 'completed'; data: Buffer; rgb: Uint8Array; seconds: number }
  | { kind: 'refused'; reason: string; seconds: number };

export interface BenchEngine {
  run(
    operation: EditOperation,
    source: Buffer,
    args: Record<string, unknown>,
    mask?: Mask,
  ): Promise<RunResult>;
  /** The operation's automatic mask and regions on the editor's grid, or why there is none. */
  preview(
    operation: MaskOperation,
    source: Buffer,
    args: Record<string, unknown>,
  ): Promise<MaskGrid | { refused: string }>;
}

/**
 * Detections of a picture are cached, as the server caches them per version
 * (`reusingDetections` in apps/api/src/features/edits/execute.ts): the detector runs once a photo.
 */
function cachedDetector(detector: ObjectDetector): ObjectDetector {
  const cache = new Map<Buffer, Promise<DetectedObject[]>>();
  return {
    detect(image, signal) {
      let found = cache.get(image);
      if (!found) {
        found = detector.detect(image, signal);
        cache.set(image, found);
        found.catch(() => cache.delete(image));
      }
      return found;
    },
  };
}

/**
 * Whether the models ran (the seams chose them: MODELS_DIR holds them), so the report fills the
 * "models" column; otherwise the figures are the heuristics' and that column says why it is empty.
 */
/** The checkpoints the operations ran (the click's apart: it has its own columns); none: heuristics. */
export async function modelsInUse(): Promise<string[]> {
  const states = await modelStates(seamsFromEnv().names);
  return Object.values(states)
    .filter((m) => m.active && m.kind !== 'click')
    .map((m) => `${m.kind}: ${m.checkpoint}`);
}

/** The results' JPEG quality; the benchmark encodes its baseline the same way. */
export const JPEG_QUALITY = 100;

export function benchEngine(): BenchEngine {
  // The seams the server would choose (ENGINE_SEGMENTER…; `auto`: the models MODELS_DIR holds).
  const seams = seamsFromEnv();
  // Quality 100: the figures measure the operations, not the encoder's rounding.
  const engine = createLocalEngine({ quality: JPEG_QUALITY, seams });
  let detector: ObjectDetector | undefined;
  try {
    detector = cachedDetector(createObjectDetector());
  } catch {
    detector = undefined;
  }
  const context = (mask?: Mask): EngineContext => ({
    signal: new AbortController().signal,
    segmenter: seams.segmenter,
    inpainter: seams.inpainter,
    depth: seams.depth,
    ...(detector ? { detector } : {}),
    ...(mask ? { mask } : {}),
  });
  return {
    async run(operation, source, args, mask) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      const availability = engine.availability(operation);
      if (!availability.available) {
        return { kind: 'refused', reason: availability.reason, seconds: 0 };
      }
      try {
        const parsed = operationArgs[operation].parse(args);
        const out = await engine.run(operation, source, parsed, context(mask));
        const { data } = await sharp(out.data).removeAlpha().raw().toBuffer({
          resolveWithObject: true,
        });
        return {
          kind: 'completed',
          data: out.data,
          rgb: new Uint8Array(data.buffer, data.byteOffset, data.length),
          seconds: seconds(),
        };
      } catch (err) {
        if (err instanceof EngineError) {
          return { kind: 'refused', reason: err.message, seconds: seconds() };
        }
        throw err;
      }
    },
    async preview(operation, source, args) {
      try {
        const p = await computeMaskPreview(source, operation, args, context());
        return { width: p.grid_width, height: p.grid_height, mask: p.mask, regions: p.regions };
      } catch (err) {
        if (err instanceof EngineError) return { refused: err.message };
        throw err;
      }
    },
  };
}
