import { describe, expect, it } from 'vitest';
import { trueCamera, type SampleRoom } from '@hds/sample-scenes/staging/truth';
import { roomBoxDepth } from '../../src/local/analysis/depth.ts';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { floorPoint, scaleCamera, toCamera } from '../../src/local/furnish/projection.ts';
import { estimateRoom } from '../../src/local/furnish/roomModel.ts';
import type { DepthEstimator } from '../../src/types.ts';
import { ctx, groundTruth, render, sampleBuffer } from '../local/samples.ts';

const sceneOf = (id: string) => sceneAnalysis(sampleBuffer(id), ctx());

/** Median relative error of the map's floor depth against the true camera's, on the true floor. */
async function floorError(room: SampleRoom): Promise<number> {
  const id = `${room}/empty_daylight`;
  const scene = sceneOf(id);
  const seg = await scene.segmentation();
  const d = await roomBoxDepth.estimate(await scene.image(), { segmentation: seg, memo: scene });
  const cam = scaleCamera(trueCamera(room), d.width, d.height);
  const floor = await groundTruth(render(id).masks.floor, d.width, d.height);
  const errs: number[] = [];
  for (let y = 0; y < d.height; y++)
    for (let x = 0; x < d.width; x++) {
      const i = y * d.width + x;
      const f = floor[i] && d.data[i] ? floorPoint(cam, x + 0.5, y + 0.5) : null;
      if (!f) continue;
      const truth = -toCamera(cam, [f[0], 0, f[1]])[2];
      errs.push(Math.abs(d.data[i]! - truth) / truth);
    }
  expect(errs.length).toBeGreaterThan(d.width * d.height * 0.2);
  return errs.sort((a, b) => a - b)[errs.length >> 1]!;
}

describe(
  'depth: the room box, and the stager standing on the depth’s floor',
  { timeout: 90_000 },
  () => {
    // Measured: 2.3 %, 2.7 % and 0.8 % (the kitchen's camera estimate is further off: 26 %).
    it.each(['living_room', 'bedroom', 'office'] as const)(
      'the %s floor is as far as the scene’s true camera sees it (median within 6 %%)',
      async (room) => {
        expect(await floorError(room)).toBeLessThan(0.06);
      },
    );

    it('grows towards the horizon on the floor and gives no camera outdoors', async () => {
      const scene = sceneOf('living_room/empty_daylight');
      const seg = await scene.segmentation();
      const d = await roomBoxDepth.estimate(await scene.image(), {
        segmentation: seg,
        memo: scene,
      });
      expect(d.metric).toBe(true);
      expect(d.camera).not.toBeNull();
      const x = d.width >> 1;
      const near = d.data[(d.height - 1) * d.width + x]!;
      const farther = d.data[(d.height - 40) * d.width + x]!;
      expect(near).toBeGreaterThan(0.5);
      expect(farther).toBeGreaterThan(near);
      const outdoors = sceneOf('exterior/empty_daylight');
      const e = await roomBoxDepth.estimate(await outdoors.image(), {
        segmentation: await outdoors.segmentation(),
        memo: outdoors,
      });
      expect(e.camera).toBeNull();
      expect(e.data.every((v) => v === 0)).toBe(true);
    });

    it('the stager’s room takes its camera and floor from the depth estimator', async () => {
      const scene = sceneOf('living_room/empty_daylight');
      const room = (await estimateRoom(scene))!;
      // A depth twice as deep: the same picture, the camera twice as high over the floor.
      const deeper: DepthEstimator = {
        async estimate(image, opts) {
          const d = await roomBoxDepth.estimate(image, opts);
          return { ...d, camera: d.camera && { ...d.camera, eyeHeight: d.camera.eyeHeight * 2 } };
        },
      };
      const scaled = (await estimateRoom(scene, deeper))!;
      expect(scaled.camera.eyeHeight).toBeCloseTo(room.camera.eyeHeight * 2, 6);
      expect(scaled.floor.length).toBe(room.floor.length);
      scaled.floor.forEach((p, i) => {
        expect(p[0]).toBeCloseTo(room.floor[i]![0] * 2, 4);
        expect(p[1]).toBeCloseTo(room.floor[i]![1] * 2, 4);
      });
      const none: DepthEstimator = {
        estimate: async (image, opts) => ({ ...(await roomBoxDepth.estimate(image, opts)), camera: null }), // prettier-ignore
      };
      expect(await estimateRoom(scene, none)).toBeNull();
    });
  },
);
