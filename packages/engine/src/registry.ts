import { OPERATIONS, type EditOperation } from '@hds/api-client/contract';
import { createComfyUiEngine } from './comfyui/index.ts';
import { createLocalEngine } from './local/index.ts';
import { createReplicateEngine } from './replicate/index.ts';
import { seamsFromEnv, type SeamName } from './seams.ts';
import type { Availability, ImageEngine, ObjectDetector } from './types.ts';

/**
 * Picks the engine that runs each operation. Configuration (environment):
 * - `ENGINE_DEFAULT`: `auto` (default: the first of local, replicate, comfyui that can run the
 *   operation — for virtual staging the generative ones first, the local stager as their
 *   fallback), or one engine name for every operation;
 * - `ENGINE_<OPERATION>` (e.g. `ENGINE_FURNITURE=replicate`): that operation only;
 * - `REPLICATE_API_TOKEN`, `REPLICATE_BASE_URL`; `COMFYUI_URL` for the hosted/self-hosted adapters;
 * - `ENGINE_SEGMENTER`, `ENGINE_INPAINTER`, `ENGINE_DETECTOR`, `ENGINE_DEPTH`: the local engine's
 *   seams (seams.ts); an unknown name fails the start with a SeamConfigError.
 */
export const ENGINE_NAMES = ['local', 'replicate', 'comfyui'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];
/** Where a configured generative engine keeps precedence over the local one. */
const GENERATIVE_FIRST: EngineName[] = ['replicate', 'comfyui', 'local'];
const PREFERS_GENERATIVE: readonly EditOperation[] = ['furniture'];

export interface EngineChoice {
  operation: EditOperation;
  engine: ImageEngine | null;
  availability: Availability;
}

export interface EngineRegistry {
  /** The engine for an operation, or why none can run it. */
  choose(operation: EditOperation): EngineChoice;
  capabilities(): EngineChoice[];
  /** The object detector, or why detection cannot run. */
  detector(): { detector: ObjectDetector | null; reason: string | null };
  /** The implementation chosen for each of the local engine's seams. */
  readonly seams: Record<SeamName, string>;
}

const missing = (name: string, why: string): ImageEngine => ({
  name,
  availability: () => ({
    available: false,
    reason: `The ${name} engine is not installed on this server (${why}).`,
  }),
  run: () => Promise.reject(new Error(`The ${name} engine is not installed`)),
});

export async function createEngineRegistry(
  env: NodeJS.ProcessEnv = process.env,
  /** Engines to use instead of loading the real ones (tests of queue mechanics only). */
  override?: Partial<Record<EngineName, ImageEngine>>,
): Promise<EngineRegistry> {
  // First: a seam configured with an unknown name stops the start here, before anything loads.
  const seams = seamsFromEnv(env);
  const engines = new Map<EngineName, ImageEngine>();
  // An engine whose construction fails (a bad URL, a missing native module) is reported as
  // missing with the reason, and the others still start.
  const make = (name: EngineName, factory: () => ImageEngine) => {
    if (override?.[name]) return engines.set(name, override[name]);
    try {
      engines.set(name, factory());
    } catch (err) {
      engines.set(name, missing(name, err instanceof Error ? err.message : String(err)));
    }
  };
  make('local', () => createLocalEngine({ seams }));
  make('replicate', () =>
    createReplicateEngine({
      token: env.REPLICATE_API_TOKEN || undefined,
      baseUrl: env.REPLICATE_BASE_URL || undefined,
    }),
  );
  make('comfyui', () => createComfyUiEngine({ url: env.COMFYUI_URL || undefined }));

  let detector: ObjectDetector | null = null;
  let detectorReason: string | null = null;
  try {
    detector = seams.detector();
  } catch (err) {
    detectorReason = `Object detection is not installed on this server (${err instanceof Error ? err.message : String(err)}).`;
  }

  const configured = (operation: EditOperation): string => {
    const own = env[`ENGINE_${operation.toUpperCase()}`];
    return (own || env.ENGINE_DEFAULT || 'auto').trim().toLowerCase();
  };

  function choose(operation: EditOperation): EngineChoice {
    const wanted = configured(operation);
    if (wanted === 'none') {
      return {
        operation,
        engine: null,
        availability: { available: false, reason: 'This edit is turned off on this server.' },
      };
    }
    const auto = PREFERS_GENERATIVE.includes(operation) ? GENERATIVE_FIRST : ENGINE_NAMES;
    const names: EngineName[] =
      wanted === 'auto' ? [...auto] : ENGINE_NAMES.filter((n) => n === wanted);
    if (!names.length) {
      return {
        operation,
        engine: null,
        availability: {
          available: false,
          reason: `Unknown engine '${wanted}' configured for ${operation}.`,
        },
      };
    }
    const reasons = new Map<EngineName, string>();
    for (const name of names) {
      const engine = engines.get(name)!;
      const a = engine.availability(operation);
      if (a.available) return { operation, engine, availability: a };
      reasons.set(name, a.reason);
    }
    // The default install's own reason (the local engine's) before an unconfigured adapter's.
    const reason = reasons.get('local') ?? reasons.get(names[0]!)!;
    return { operation, engine: null, availability: { available: false, reason } };
  }

  return {
    choose,
    capabilities: () => OPERATIONS.map(choose),
    detector: () => ({ detector, reason: detectorReason }),
    seams: seams.names,
  };
}
