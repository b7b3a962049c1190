import type { CameraModel } from '@hds/stager/contract';

/**
 * The engine's data types: pictures, masks, what analysis finds. A leaf module (it imports none
 * of the engine's modules), so the interfaces in types.ts and the modules that compute these values all depend on
 * it and never on each other through it.
 */

/** An 8-bit RGB picture held in memory (3 bytes a pixel, row-major). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A one-channel map the size of some raster: 0…255 (255 = inside). */
export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A colour, 0…255 a channel. */
export type RGB = [number, number, number];

/** A rectangle of pixels, bounds inclusive. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One detected object, in source-image pixels. */
export interface DetectedObject {
  /** Product category (couch, chair, table, bed, plant, lamp, tv…), not the raw COCO label. */
  category: string;
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

/** Whether an engine (or a stage) can run here, and why not. */
export type Availability = { available: true } | { available: false; reason: string };

/** The room's lines in a working copy of the picture (analysis/walls.ts). */
export interface Layout {
  /** Per column: the last ceiling row (−1 where the ceiling is out of the picture)… */
  ceiling: Int32Array;
  /** …and the first floor row (the wall's foot, behind furniture too). */
  floor: Int32Array;
  /** Eye level (row). */
  horizon: number;
  /**
   * False when no wall's foot was found on a clear edge and the floor line is a typical room's
   * guess: the walls' extent is then a guess too (the confidence check asks the user).
   */
  fitted?: boolean;
}

/** Which pixels are sky, window, wall, curtain, in a working copy (analysis/segment.ts). */
export interface Segmentation {
  /** The working copy the masks refer to. */
  small: Raster;
  sky: Mask;
  windows: Mask;
  walls: Mask;
  /** Curtains (cut out of the walls): cloth hanging in folds from a rail to the floor or sill. */
  curtains: Mask;
  /** True when the picture looks like an outdoor shot (sky over a large part of the top). */
  exterior: boolean;
  /** Ceiling and floor lines of an interior, and eye level. */
  layout: Layout;
  /** Indexes of the given objects that are part of the view: a tree the detector called a plant. */
  beyondGlass: Set<number>;
}

/**
 * The work several stages do on the same raster — its CIELAB, a Gaussian blur of it, a smaller
 * copy — done once and kept for the job. Entries are keyed by the raster object itself (and the
 * sigma or the size), so a crop or an intermediate result never meets another picture's Lab; the
 * engine never writes into a raster it has handed on, so a kept entry stays true.
 * The job's `SceneAnalysis` is one; a stage called on its own makes a fresh one.
 */
export interface RasterMemo {
  /** CIELAB of the raster's pixels (`toLab`). */
  lab(r: Raster): Float32Array;
  /** The raster blurred with a Gaussian of this sigma (`blurRaster`). */
  blurred(r: Raster, sigma: number): Promise<Raster>;
  /** CIELAB of the blurred raster. */
  blurredLab(r: Raster, sigma: number): Promise<Float32Array>;
  /** A copy whose longer side is at most `maxSide` (`downscale`: the raster itself when small). */
  downscaled(r: Raster, maxSide: number): Promise<Raster>;
}

/** What a segmenter may be given besides the picture. */
export interface SegmentOptions {
  /** Detected objects (full-resolution pixels): furniture that stands in front of the walls. */
  objects?: DetectedObject[];
  /**
   * The job's Lab, blurs and downscales (its `SceneAnalysis`), so that the work shared with other
   * stages (or with the segmentation with furniture and without) is done once.
   */
  memo?: RasterMemo;
}

/** What an inpainter may be given besides the picture and the hole. */
export interface InpaintOptions {
  signal?: AbortSignal;
  /** Seeds the random search (repeatable results). */
  seed?: number;
  /**
   * Surface id per full-resolution pixel (e.g. 1 wall, 2 floor, 3 window): the hole's wall part
   * is rebuilt from wall only and its floor part from floor, so the line where they meet runs on
   * behind the removed sofa and no garden is copied from a window onto a wall. 255 = any.
   */
  planes?: Uint8Array;
}

/**
 * How far the scene is from the camera at each pixel, on a grid of its own size (usually the
 * segmentation's working copy): distance along the viewing axis, 0 where unknown (the sky).
 */
export interface DepthMap {
  width: number;
  height: number;
  data: Float32Array;
  /** Metres when true; otherwise only the ratios hold (a relative-depth model's output). */
  metric: boolean;
  /**
   * The camera at this grid's size whose floor plane (y = 0) the depth's floor lies on: its
   * focal length, pitch, roll and eye height. The stager stands its furniture on this floor. Null
   * when no room is seen (an outdoor shot).
   */
  camera: CameraModel | null;
}

/** What a depth estimator may be given besides the picture. */
export interface DepthOptions {
  signal?: AbortSignal;
  /** The picture's segmentation, when the caller has it (the room-box estimator reads its lines). */
  segmentation?: Segmentation;
  /** The job's Lab, blurs and downscales (its `SceneAnalysis`). */
  memo?: RasterMemo;
}
