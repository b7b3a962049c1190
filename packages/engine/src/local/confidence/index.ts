import {
  CONFIDENCE_OPERATIONS,
  confidenceMessages,
  type EditOperation,
  OPERATION_LABELS,
  type ConfidenceOperation,
  type OperationArgs,
  LOCAL_MAX_HOLE_DEPTH,
} from '@hds/api-client/contract';
import { EngineError, type EngineContext } from '../../types.ts';
import { emptyRoomPick } from '../analysis/categories.ts';
import type { SceneAnalysis } from '../analysis/scene.ts';
import { declutterCategories } from '../analysis/categories.ts';
import { removalHole } from '../analysis/removalHole.ts';
import { wallRegion } from '../analysis/wallRegion.ts';
import { windowRegion } from '../analysis/windowRegion.ts';
import { maskArea } from '../raster/raster.ts';
import { stagesOf } from '../stages.ts';
import {
  furnishing,
  holeDepth,
  MAX_WINDOW_ON_OBJECTS,
  shareOnObjects,
  skyEvidence,
  wallsOnLines,
} from './evidence.ts';
import { MIN_VISIBLE_CHANGE, visibleChange } from './visibleChange.ts';

export { MIN_VISIBLE_CHANGE, visibleChange } from './visibleChange.ts';
export { furnishing, holeDepth, shareOnObjects, skyEvidence, wallsOnLines } from './evidence.ts';

/**
 * The deepest hole the local fill takes, as a share of the shorter side. bench:quality's
 * empty_room figures: on the renders' whole-sofa holes the fill is no better than a blur
 * (PSNR ≈ 8–10 dB against the empty render, the blur's own 7–9 dB); on the bathroom's narrow
 * holes it is (14.8 dB against 10.4 dB). A hole deeper than this is a sofa's or a bed's.
 */
export const MAX_HOLE_DEPTH = LOCAL_MAX_HOLE_DEPTH;
/** The walls' share of the picture under which the wall mask is a guess. */
export const MIN_WALL_SHARE = 0.05;

export interface Assessment {
  operation: ConfidenceOperation;
  /** False: the engine would guess; the edit needs a confirmed mask (or cannot run at all). */
  confident: boolean;
  /** What the check measured (share of the picture, hole depth…), for tests and the bench. */
  measure: number;
  reason: string | null;
}

const sure = (operation: ConfidenceOperation, measure: number): Assessment => ({
  operation,
  confident: true,
  measure,
  reason: null,
});
const unsure = (operation: ConfidenceOperation, measure: number, reason: string): Assessment => ({
  operation,
  confident: false,
  measure,
  reason,
});

/**
 * Whether the local engine is sure enough of what it finds in this picture to spend a credit
 * on `operation` without a mask the user confirmed. Runs the same analysis the operation does
 * (the scene memoises it, so a job that follows in the same scene pays for it once).
 */
export async function assessOperation<O extends ConfidenceOperation>(
  scene: SceneAnalysis,
  operation: O,
  args: OperationArgs[O],
  ctx: EngineContext,
): Promise<Assessment> {
  const img = await scene.image();
  const area = img.width * img.height;
  const found = <T extends { share: number }>(pass: () => Promise<T>) =>
    pass().catch((err: unknown): Partial<T> & { share: number } => {
      if (err instanceof EngineError) return { share: 0 } as Partial<T> & { share: number };
      throw err;
    });
  switch (operation) {
    case 'sky_replacement': {
      const sky = skyEvidence(await scene.segmentation(), await scene.furniture(), img.width);
      return sky.visible ? sure(operation, sky.share) : unsure(operation, sky.share, confidenceMessages.noSky); // prettier-ignore
    }
    case 'window_view': {
      // A façade's windows need the shot to be outdoors: one taken for outdoors whose "sky" is
      // no sky (a white wall, a ceiling) is an interior the segmentation misread.
      const seg = await scene.segmentation();
      if (seg.exterior && !skyEvidence(seg).visible) return unsure(operation, 0, confidenceMessages.noWindow); // prettier-ignore
      const { share, onObjects } = await found(async () => {
        const win = await windowRegion(scene, ctx.signal);
        return { share: maskArea(win) / area, onObjects: shareOnObjects(win, await scene.furniture()) }; // prettier-ignore
      });
      // A window is in a wall: one found mostly on the things in the room is not a window.
      const isWindow = share > 0 && (onObjects ?? 0) <= MAX_WINDOW_ON_OBJECTS;
      return isWindow ? sure(operation, share) : unsure(operation, share, confidenceMessages.noWindow); // prettier-ignore
    }
    case 'wall_color': {
      // Without the room's lines the walls' foot and top are a typical room's, not this one's:
      // on real photos such masks ran onto floors, ceilings and cabinets (bench:real).
      if (!wallsOnLines(await scene.segmentation({ withFurniture: true }))) return unsure(operation, 0, confidenceMessages.unsureWalls); // prettier-ignore
      const { share } = await found(async () => ({ share: maskArea(await wallRegion(scene, ctx.signal)) / area })); // prettier-ignore
      return share >= MIN_WALL_SHARE ? sure(operation, share) : unsure(operation, share, confidenceMessages.unsureWalls); // prettier-ignore
    }
    case 'furniture': {
      // Without a detector the room cannot be seen to be furnished: the stager decides alone.
      if (!ctx.detector) return sure(operation, 0);
      const f = furnishing(await scene.detections(), img.width, img.height);
      return f.furnished ? unsure(operation, f.share, confidenceMessages.furnished) : sure(operation, f.share); // prettier-ignore
    }
    case 'declutter':
    case 'empty_room': {
      const objects = await scene.detections();
      const label = OPERATION_LABELS[operation];
      const pick =
        operation === 'empty_room'
          ? emptyRoomPick(objects)
          : (
              (cats) => (o: { category: string }) =>
                cats.has(o.category)
            )(declutterCategories((args as OperationArgs['declutter']).strength));
      const hole = await removalHole(img, objects, pick, ctx, {
        emptyRoom: operation === 'empty_room',
        memo: scene,
      });
      if (!hole || !maskArea(hole.mask)) return unsure(operation, 0, confidenceMessages.nothingToRemove[operation as 'declutter' | 'empty_room']); // prettier-ignore
      const depth = holeDepth(hole.mask);
      if (depth > MAX_HOLE_DEPTH) return unsure(operation, depth, confidenceMessages.holeTooLarge(label)); // prettier-ignore
      // A few specks found (a bottle in a cluttered room), or things the colour of their
      // background: the result would look like the photo, and the user would pay for nothing.
      const seen = await visibleChange(img, hole.mask, scene, stagesOf(ctx).inpainter, ctx.signal);
      return seen >= MIN_VISIBLE_CHANGE ? sure(operation, depth) : unsure(operation, seen, confidenceMessages.tooLittleToRemove(label)); // prettier-ignore
    }
  }
  return sure(operation, 0);
}

/** Throws the refusal when the engine is not sure of `operation` on this scene. */
export async function refuseUnsure<O extends EditOperation>(
  scene: SceneAnalysis,
  operation: O,
  args: OperationArgs[O],
  ctx: EngineContext,
): Promise<void> {
  if (!isConfidenceOperation(operation)) return;
  const a = await assessOperation(scene, operation, args as OperationArgs[typeof operation], ctx);
  if (!a.confident) throw new EngineError(a.reason!);
}

export const isConfidenceOperation = (o: string): o is ConfidenceOperation =>
  (CONFIDENCE_OPERATIONS as readonly string[]).includes(o);

/** What the local engine does per operation and where it refuses (`/capabilities/`). */
export { LOCAL_LIMITS } from '@hds/api-client/contract';
