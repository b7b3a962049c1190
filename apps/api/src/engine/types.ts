import type { EditOperation, OperationArgs } from '@hds/api-client';

/**
 * The one interface every image engine implements (local CPU engine, Replicate, ComfyUI).
 * The job runner picks an engine per operation from configuration, hands it the source version's
 * full-resolution file and the parsed args, and stores what it returns as the new version.
 */
export type Availability = { available: true } | { available: false; reason: string };

/** One detected object, in source-image pixels. */
export interface DetectedObject {
  /** Product category (couch, chair, table, bed, plant, lamp, tv…), not the raw COCO label. */
  category: string;
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

export interface ObjectDetector {
  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedObject[]>;
}

export interface EngineContext {
  /** Aborted when the job is cancelled or its worker shuts down; engines stop promptly. */
  signal: AbortSignal;
  /** Detection shared by the operations that need masks (object removal, declutter, empty room). */
  detector?: ObjectDetector;
  /** 0…1; optional, for the job's progress. */
  onProgress?: (fraction: number) => void;
}

export interface EngineResult {
  data: Buffer;
  format: 'jpeg' | 'png' | 'webp';
}

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
