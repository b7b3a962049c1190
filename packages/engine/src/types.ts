import type { EditOperation, OperationArgs } from '@hds/api-client/contract';
import type {
  Availability,
  DepthMap,
  DepthOptions,
  DetectedObject,
  InpaintOptions,
  Mask,
  Raster,
  SegmentOptions,
  Segmentation,
} from './data.ts';

// The engine's interfaces: what an engine and each seam implement. They import only the data
// types (data.ts), so the modules that compute those never import back through here in a circle.
export type { Availability, DetectedObject } from './data.ts';

/**
 * The stages of the local engine a model can replace one at a time (README: "Seams"). Each is
 * given through the `EngineContext`; the classical implementations are the defaults.
 */
export interface ObjectDetector {
  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedObject[]>;
}

/** Which pixels are wall, floor, ceiling, window, sky, curtain, and the room's lines. */
export interface Segmenter {
  segment(image: Raster, opts?: SegmentOptions): Promise<Segmentation>;
}

/** Fills a hole (mask 255) from the rest of the picture, each surface from its own kind. */
export interface Inpainter {
  inpaint(image: Raster, hole: Mask, opts?: InpaintOptions): Promise<Raster>;
}

/** How far each pixel is, and the camera and floor plane that go with it (the stager's room). */
export interface DepthEstimator {
  estimate(image: Raster, opts?: DepthOptions): Promise<DepthMap>;
}

/** A click in the mask editor, on the preview's grid: positive adds what is under it, negative removes. */
export interface MaskClick {
  x: number;
  y: number;
  positive: boolean;
}

/**
 * The mask editor's click: the picture (the preview's grid), the mask as it is now on the same
 * grid, and the clicks so far in order (the last is the new one; the earlier ones still hold)
 * → the new mask (0 or 255 a cell).
 */
export interface ClickSegmenter {
  select(picture: Raster, mask: Mask, clicks: readonly MaskClick[]): Promise<Mask>;
}

export interface EngineContext {
  /** Aborted when the job is cancelled or its worker shuts down; engines stop promptly. */
  signal: AbortSignal;
  /** Detection shared by the operations that need masks (object removal, declutter, empty room). */
  detector?: ObjectDetector;
  /** Replaces the classical segmentation (local engine). */
  segmenter?: Segmenter;
  /** Replaces the classical patch-based fill (local engine). */
  inpainter?: Inpainter;
  /** Replaces the room-box depth the stager stands its furniture on (local engine). */
  depth?: DepthEstimator;
  /**
   * The region the user drew or corrected (issue #28), the source's size, 255 = may change. An
   * operation that works on a region uses it instead of finding its own.
   */
  mask?: Mask;
  /** 0…1; optional, for the job's progress. */
  onProgress?: (fraction: number) => void;
}

export interface EngineResult {
  data: Buffer;
  format: 'jpeg' | 'png' | 'webp';
}

/**
 * The one interface every image engine implements (local CPU engine, Replicate, ComfyUI).
 * The job runner picks an engine per operation from configuration, hands it the source version's
 * full-resolution file and the parsed args, and stores what it returns as the new version.
 */
export interface ImageEngine {
  readonly name: string;
  availability(operation: EditOperation): Availability;
  run<O extends EditOperation>(
    operation: O,
    source: Buffer,
    args: OperationArgs[O],
    ctx: EngineContext,
  ): Promise<EngineResult>;
}

/** An engine failure a user may read (becomes the job's error_message as is). */
export class EngineError extends Error {
  override name = 'EngineError';
}
