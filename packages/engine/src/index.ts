/**
 * @hds/engine's public API: what the server, its job workers and the scripts use. The engine's
 * own tests and benches reach into the modules directly.
 */
export {
  ENGINE_NAMES,
  createEngineRegistry,
  type EngineChoice,
  type EngineName,
  type EngineRegistry,
} from './registry.ts';
export {
  EngineError,
  type DepthEstimator,
  type EngineContext,
  type EngineResult,
  type ImageEngine,
  type Inpainter,
  type ObjectDetector,
  type Segmenter,
} from './types.ts';
export type {
  Availability,
  DepthMap,
  DepthOptions,
  DetectedObject,
  InpaintOptions,
  Layout,
  Mask,
  Raster,
  SegmentOptions,
  Segmentation,
} from './data.ts';
export { createLocalEngine, type LocalEngineOptions } from './local/index.ts';
export {
  SEAMS,
  SeamConfigError,
  seamsFromEnv,
  type SeamName,
  type SeamTable,
  type Seams,
} from './seams.ts';
export { createObjectDetector, detectorBackend } from './local/analysis/detect.ts';
export { watermark, watermarkBox } from './local/fill/watermark.ts';
export { chromiumAvailability, defaultChromiumPath } from './local/furnish/renderer.ts';
export { regionArgs, type ComputedPreview } from './local/preview/maskPreview.ts';
export {
  maskPreviewPool,
  PreviewTimeoutError,
  type MaskPreviewPool,
} from './local/preview/pool.ts';
export { LOCAL_LIMITS, isConfidenceOperation, type Assessment } from './local/confidence/index.ts';
export { MANIFEST, MODEL_KINDS, installCommand, type ModelKind } from './models/manifest.ts';
export { modelStates, OPERATION_MODELS, type ModelState } from './models/status.ts';
export { sharedPool, type ModelPool } from './models/runtime.ts';
export { modelsDir } from './models/store.ts';
