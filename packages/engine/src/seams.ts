import { createObjectDetector } from './local/analysis/detect.ts';
import { roomBoxDepth } from './local/analysis/depth.ts';
import { classicalInpainter, classicalSegmenter } from './local/stages.ts';
import type { DepthEstimator, Inpainter, ObjectDetector, Segmenter } from './types.ts';

/**
 * The local engine's seams and, for each, the implementations configuration can choose by name.
 * The first one listed is the default. A new implementation (OpenCV, a model) is one more entry
 * here: a name and a factory. Factories run once, when the engine starts; the detector's is
 * called lazily by the registry, which reports a detector that cannot load as unavailable.
 */
export const SEAMS = {
  segmenter: {
    env: 'ENGINE_SEGMENTER',
    label: 'segmenter',
    implementations: { classical: (): Segmenter => classicalSegmenter },
  },
  inpainter: {
    env: 'ENGINE_INPAINTER',
    label: 'inpainter',
    implementations: { classical: (): Inpainter => classicalInpainter },
  },
  detector: {
    env: 'ENGINE_DETECTOR',
    label: 'object detector',
    implementations: { centernet: (): ObjectDetector => createObjectDetector() },
  },
  depth: {
    env: 'ENGINE_DEPTH',
    label: 'depth estimator',
    implementations: { 'room-box': (): DepthEstimator => roomBoxDepth },
  },
} satisfies SeamTable;

export type SeamName = 'segmenter' | 'inpainter' | 'detector' | 'depth';

interface SeamTypes {
  segmenter: Segmenter;
  inpainter: Inpainter;
  detector: ObjectDetector;
  depth: DepthEstimator;
}

/** Each seam's variable and its implementations by name (SEAMS, or a test's own table). */
export type SeamTable = {
  [K in SeamName]: {
    env: string;
    label: string;
    implementations: Record<string, () => SeamTypes[K]>;
  };
};

/** The chosen implementations; the detector as its factory (its model loads on first use). */
export interface Seams {
  segmenter: Segmenter;
  inpainter: Inpainter;
  depth: DepthEstimator;
  detector: () => ObjectDetector;
  /** The name chosen for each seam. */
  names: Record<SeamName, string>;
}

/** A seam configured with a name no implementation has: the server does not start. */
export class SeamConfigError extends Error {
  override name = 'SeamConfigError';
}

/**
 * The implementation of each seam that `env` names (ENGINE_SEGMENTER, ENGINE_INPAINTER,
 * ENGINE_DETECTOR, ENGINE_DEPTH; unset or empty: the default). Throws a SeamConfigError that says
 * which variable, the value and the choices when a name is unknown.
 */
export function seamsFromEnv(
  env: Record<string, string | undefined> = process.env,
  table: SeamTable = SEAMS,
): Seams {
  const pick = <K extends SeamName>(seam: K): [string, () => SeamTypes[K]] => {
    const { env: variable, label, implementations } = table[seam];
    const names = Object.keys(implementations);
    const wanted = (env[variable] ?? '').trim().toLowerCase() || names[0]!;
    const factory = implementations[wanted];
    if (!factory) {
      throw new SeamConfigError(
        `${variable}=${wanted} names no ${label} of this engine: choose ${names.join(' or ')}.`,
      );
    }
    return [wanted, factory];
  };
  const [segmenter, makeSegmenter] = pick('segmenter');
  const [inpainter, makeInpainter] = pick('inpainter');
  const [detector, makeDetector] = pick('detector');
  const [depth, makeDepth] = pick('depth');
  return {
    segmenter: makeSegmenter(),
    inpainter: makeInpainter(),
    depth: makeDepth(),
    detector: makeDetector,
    names: { segmenter, inpainter, detector, depth },
  };
}
