import {
  MASK_GRID_MAX_SIDE,
  operationArgs,
  type MaskOperation,
  type OperationArgs,
} from '@hds/api-client/contract';
import type { DetectedObject, EngineContext } from '../../types.ts';
import { maskRegions } from '../analysis/maskRegions.ts';
import { sceneAnalysis, type SceneAnalysis } from '../analysis/scene.ts';
import { declutterCategories, emptyRoomPick, removalWanted } from '../analysis/categories.ts';
import { removalHole } from '../analysis/removalHole.ts';
import { skyRegion } from '../analysis/skyRegion.ts';
import { wallRegion } from '../analysis/wallRegion.ts';
import { windowRegion } from '../analysis/windowRegion.ts';
import {
  decodeWithin,
  emptyMask,
  encodePngFast,
  resizeMask,
  resizeRaster,
  type Mask,
} from '../raster/raster.ts';

/**
 * Issue #28's preview: the region an operation of the local engine would change, worked out by
 * the very functions the operation paints or fills through (wallRegion, skyRegion, windowRegion,
 * removalHole), and the regions a click in the mask editor selects, on a grid of at most
 * MASK_GRID_MAX_SIDE px a side.
 */

/**
 * The preview works on a copy at most this many px a side, decoded shrunk (issue #44: a 39 MP
 * photo took 14 s at full size). The segmentation works at 400 px and a removal's at 1600, and
 * the answer is a 640 px grid, so a larger copy would change nothing the preview shows.
 */
export const PREVIEW_WORK_SIDE = 1600;

/** The picture as the preview analyses it, and how it relates to the picture itself. */
async function workingCopy(source: Buffer) {
  const { raster, width, height } = await decodeWithin(source, PREVIEW_WORK_SIDE);
  const scale = raster.width / width;
  // Small enough already: the analysis reads the file itself, as the job does.
  if (scale === 1) return { source, width, height, scale };
  return { source: await encodePngFast(raster), width, height, scale };
}

const scaled = (objects: DetectedObject[], s: number): DetectedObject[] =>
  objects.map((o) => ({
    ...o,
    box: { x: o.box.x * s, y: o.box.y * s, width: o.box.width * s, height: o.box.height * s },
  }));

/**
 * The automatic mask of `operation` at the picture's full size (0…255). A removal that picks
 * nothing (no objects chosen yet, none of them found) is an empty mask: the user brushes one.
 */
export async function automaticMask<O extends MaskOperation>(
  scene: SceneAnalysis,
  operation: O,
  args: OperationArgs[O],
  ctx: EngineContext,
): Promise<Mask> {
  const img = await scene.image();
  const removal = async (pick: (category: string) => boolean, emptyRoom = false) => {
    const found = await scene.detections();
    const hole = await removalHole(img, found, (o) => pick(o.category), ctx, {
      emptyRoom,
      memo: scene,
    });
    return hole?.mask ?? emptyMask(img.width, img.height);
  };
  switch (operation) {
    case 'wall_color':
      return wallRegion(scene, ctx.signal);
    case 'sky_replacement':
      return skyRegion(scene, ctx.signal);
    case 'window_view':
      return windowRegion(scene, ctx.signal);
    case 'object_removal': {
      const wanted = removalWanted(args as OperationArgs['object_removal']);
      if (!wanted.size) return emptyMask(img.width, img.height);
      return removal((c) => wanted.has(c));
    }
    case 'declutter': {
      const cats = declutterCategories((args as OperationArgs['declutter']).strength);
      return removal((c) => cats.has(c));
    }
    case 'empty_room': {
      const found = await scene.detections();
      const pick = emptyRoomPick(found);
      const hole = await removalHole(img, found, pick, ctx, { emptyRoom: true, memo: scene });
      return hole?.mask ?? emptyMask(img.width, img.height);
    }
  }
  throw new Error(`No automatic mask for ${String(operation)}`);
}

/**
 * The arguments that change an operation's region, in a stable form: the cache key's part. Wall
 * colour, sky and view paint the same region whatever the colour; a removal depends on what it
 * picks.
 */
export function regionArgs(operation: MaskOperation, args: Record<string, unknown>): string {
  if (operation === 'object_removal') {
    const parsed = operationArgs.object_removal.parse(args);
    return [...removalWanted(parsed)].sort().join(',');
  }
  if (operation === 'declutter') {
    const parsed = operationArgs.declutter.parse(args);
    return [...declutterCategories(parsed.strength)].sort().join(',');
  }
  return '';
}

export interface ComputedPreview {
  width: number;
  height: number;
  grid_width: number;
  grid_height: number;
  /** 255 inside the automatic mask, 0 outside, a byte a grid cell. */
  mask: Uint8Array;
  /** A region id a grid cell. */
  regions: Uint16Array;
  region_count: number;
  coverage: number;
  /** What the detector found for this preview, when it ran (the version had none cached). */
  detected?: DetectedObject[];
}

/**
 * The preview of one operation on one picture: its automatic mask and its regions on the grid.
 * `known`: the version's detections (in the picture's pixels); without them `ctx.detector`, if
 * any, detects on the working copy, and what it finds comes back as `detected`, in the
 * picture's pixels.
 */
export async function computeMaskPreview(
  source: Buffer,
  operation: MaskOperation,
  args: Record<string, unknown>,
  ctx: EngineContext,
  opts: { known?: DetectedObject[] } = {},
): Promise<ComputedPreview> {
  const parsed = operationArgs[operation].parse(args) as OperationArgs[MaskOperation];
  const work = await workingCopy(source);
  let detected: DetectedObject[] | undefined;
  const live = ctx.detector;
  const detector = opts.known
    ? { detect: () => Promise.resolve(scaled(opts.known!, work.scale)) }
    : live
      ? {
          detect: async (image: Buffer, signal?: AbortSignal) => {
            const found = await live.detect(image, signal);
            detected = scaled(found, 1 / work.scale);
            return found;
          },
        }
      : undefined;
  const c: EngineContext = { ...ctx, ...(detector ? { detector } : {}) };
  const scene = sceneAnalysis(work.source, c);
  const img = await scene.image();
  const full = await automaticMask(scene, operation, parsed, c);
  const s = Math.min(1, MASK_GRID_MAX_SIDE / Math.max(work.width, work.height));
  const gw = Math.max(1, Math.round(work.width * s));
  const gh = Math.max(1, Math.round(work.height * s));
  let inside = 0;
  for (let p = 0; p < full.data.length; p++) if (full.data[p]! >= 128) inside++;
  const sameSize = (r: { width: number; height: number }) => r.width === gw && r.height === gh;
  const small = sameSize(full) ? full : await resizeMask(full, gw, gh);
  const mask = new Uint8Array(gw * gh);
  for (let p = 0; p < mask.length; p++) mask[p] = small.data[p]! >= 128 ? 255 : 0;
  const grid = sameSize(img) ? img : await resizeRaster(img, gw, gh);
  // The room's lines from the segmentation the operation used (wall colour and view: with the
  // furniture; it is the job's, worked out once).
  const seg = await scene.segmentation({
    withFurniture: operation === 'wall_color' || operation === 'window_view',
  });
  const lines = { layout: seg.layout, width: seg.small.width, height: seg.small.height };
  const regions = await maskRegions(grid, { width: gw, height: gh, data: mask }, lines);
  return {
    width: work.width,
    height: work.height,
    grid_width: gw,
    grid_height: gh,
    mask: regions.mask?.data ?? mask,
    regions: regions.labels,
    region_count: regions.count,
    coverage: inside / full.data.length,
    ...(detected ? { detected } : {}),
  };
}
