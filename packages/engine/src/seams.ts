import { watershedSegmenter } from './local/analysis/clickSegment.ts';
import { createObjectDetector } from './local/analysis/detect.ts';
import { roomBoxDepth } from './local/analysis/depth.ts';
import { classicalInpainter, classicalSegmenter } from './local/stages.ts';
import { defaultBackend } from './models/backend.ts';
import { samClick } from './models/click.ts';
import { modelDepth } from './models/depth.ts';
import { modelInpainter } from './models/inpainter.ts';
import { installCommand, type ModelKind } from './models/manifest.ts';
import { modelSegmenter } from './models/segmenter.ts';
import { kindPresent, modelsDir } from './models/store.ts';
import type {
  ClickSegmenter,
  DepthEstimator,
  Inpainter,
  ObjectDetector,
  Segmenter,
} from './types.ts';

/**
 * The local engine's seams and, for each, the implementations configuration can choose by name.
 * The first one listed is the default. A new implementation (OpenCV, a model) is one more entry
 * here: a name and a factory. Factories run once, when the engine starts; the detector's is
 * called lazily by the registry, which reports a detector that cannot load as unavailable.
 * `auto` is the model when MODELS_DIR holds it (README: "Models"), else the heuristics (the
 * click: the watershed); naming the model itself requires its files at start.
 */
export const SEAMS = {
  segmenter: {
    env: 'ENGINE_SEGMENTER',
    label: 'segmenter',
    implementations: {
      auto: (): Segmenter => modelSegmenter(),
      classical: (): Segmenter => classicalSegmenter,
      segformer: (): Segmenter => installed('segmentation', 'ENGINE_SEGMENTER=segformer', modelSegmenter), // prettier-ignore
    },
  },
  inpainter: {
    env: 'ENGINE_INPAINTER',
    label: 'inpainter',
    implementations: {
      auto: (): Inpainter => modelInpainter(),
      classical: (): Inpainter => classicalInpainter,
      lama: (): Inpainter => installed('inpaint', 'ENGINE_INPAINTER=lama', modelInpainter),
    },
  },
  detector: {
    env: 'ENGINE_DETECTOR',
    label: 'object detector',
    implementations: { centernet: (): ObjectDetector => createObjectDetector() },
  },
  depth: {
    env: 'ENGINE_DEPTH',
    label: 'depth estimator',
    implementations: {
      auto: (): DepthEstimator => modelDepth(),
      'room-box': (): DepthEstimator => roomBoxDepth,
      'depth-anything': (): DepthEstimator => installed('depth', 'ENGINE_DEPTH=depth-anything', modelDepth), // prettier-ignore
    },
  },
  clickSegmenter: {
    env: 'ENGINE_CLICK_SEGMENTER',
    label: 'click segmenter',
    implementations: {
      auto: (): ClickSegmenter => samClick(defaultBackend(), watershedSegmenter),
      watershed: (): ClickSegmenter => watershedSegmenter,
      sam: (): ClickSegmenter => installed('click', 'ENGINE_CLICK_SEGMENTER=sam', () => samClick()), // prettier-ignore
    },
  },
} satisfies SeamTable;

/** A model named by its seam's variable: its files must be in MODELS_DIR when the engine starts. */
function installed<T>(kind: ModelKind, setting: string, make: () => T): T {
  const status = kindPresent(kind, modelsDir());
  if (!status.active) {
    throw new SeamConfigError(
      `${setting} needs its model: ${status.reason} Run ${installCommand(kind)}.`,
    );
  }
  return make();
}

export type SeamName = 'segmenter' | 'inpainter' | 'detector' | 'depth' | 'clickSegmenter';

interface SeamTypes {
  segmenter: Segmenter;
  inpainter: Inpainter;
  detector: ObjectDetector;
  depth: DepthEstimator;
  clickSegmenter: ClickSegmenter;
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
  /** The mask editor's click, on the preview's grid. */
  clickSegmenter: ClickSegmenter;
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
 * ENGINE_DETECTOR, ENGINE_DEPTH, ENGINE_CLICK_SEGMENTER; unset or empty: the default). Throws a SeamConfigError that says
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
        `${variable}=${wanted} names no ${label} of this engine: choose ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)}.`,
      );
    }
    return [wanted, factory];
  };
  const [segmenter, makeSegmenter] = pick('segmenter');
  const [inpainter, makeInpainter] = pick('inpainter');
  const [detector, makeDetector] = pick('detector');
  const [depth, makeDepth] = pick('depth');
  const [clickSegmenter, makeClickSegmenter] = pick('clickSegmenter');
  return {
    segmenter: makeSegmenter(),
    inpainter: makeInpainter(),
    depth: makeDepth(),
    clickSegmenter: makeClickSegmenter(),
    detector: makeDetector,
    names: { segmenter, inpainter, detector, depth, clickSegmenter },
  };
}
