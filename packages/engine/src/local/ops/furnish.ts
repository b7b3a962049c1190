import type { StagingRoomType } from '@hds/stager/contract';
import { EngineError, type Availability } from '../../types.ts';
import type { LocalOperation } from '../operation.ts';
import { stagesOf } from '../stages.ts';
import { checkAbort } from '../raster/raster.ts';
import { arrangeRoom } from '../furnish/arrange.ts';
import { composite } from '../furnish/composite.ts';
import { photoLight } from '../furnish/photoLight.ts';
import { scaleCamera } from '../furnish/projection.ts';
import type { StagingRenderer } from '../furnish/renderer.ts';
import { estimateRoom } from '../furnish/roomModel.ts';

/** The stager renders at most this wide; the passes are resampled to the photo's size. */
const RENDER_SIDE = 1600;

export const STAGING_ROOMS_ONLY =
  'Virtual staging on this server furnishes living rooms, bedrooms, dining rooms, offices and kitchens.';
export const NO_ROOM_FOUND =
  'No room to stage was found in this picture: the floor and the foot of a wall must be in view.';
export const NO_FREE_FLOOR = 'There is not enough free floor in this picture to stage.';

const STAGED: readonly string[] = ['living_room', 'bedroom', 'dining_room', 'office', 'kitchen'];

/**
 * `furniture` on the local engine: the photo's camera and room (furnish/roomModel.ts, standing on
 * the floor of the context's depth estimator), pieces arranged by a stager's rules
 * (furnish/arrange.ts), rendered with the photo's camera and light in headless Chromium
 * (furnish/renderer.ts) and composited with their shadows.
 */
export function furnishOperation(renderer: StagingRenderer): LocalOperation<'furniture'> {
  return async (scene, args, ctx) => {
    if (!STAGED.includes(args.room_type)) throw new EngineError(STAGING_ROOMS_ONLY);
    const roomType = args.room_type as StagingRoomType;
    const image = await scene.image();
    const room = await estimateRoom(scene, stagesOf(ctx).depth);
    if (!room) throw new EngineError(NO_ROOM_FOUND);
    checkAbort(ctx.signal);
    ctx.onProgress?.(0.3);
    const seed = args.seed ?? 1;
    const { placements, notes } = arrangeRoom(room, roomType, args.style, seed);
    if (!placements.length) throw new EngineError(notes[0] ?? NO_FREE_FLOOR);
    const light = photoLight(image);
    const side = Math.min(1, RENDER_SIDE / Math.max(image.width, image.height));
    const camera = scaleCamera(
      room.camera,
      Math.round(image.width * side),
      Math.round(image.height * side),
    );
    const render = await renderer.render(
      {
        camera,
        style: args.style,
        placements,
        light: {
          direction: room.lightDirection ?? [0.3, 0.8, 0.5],
          kelvin: light.kelvin,
          exposure: light.exposure,
        },
        seed,
      },
      ctx.signal,
    );
    ctx.onProgress?.(0.9);
    return composite(image, render, { light });
  };
}

export function stagingAvailability(renderer: StagingRenderer): Availability {
  return renderer.availability();
}
