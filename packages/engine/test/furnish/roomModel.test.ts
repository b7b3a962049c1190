import { describe, expect, it } from 'vitest';
import { trueRoom, type SampleRoom } from '@hds/sample-scenes/staging/truth';
import type { RoomModel, Vec2 } from '@hds/stager/contract';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { estimateRoom } from '../../src/local/furnish/roomModel.ts';
import { floorMask, maskIoU, wallDistance } from '../../src/local/furnish/roomMetrics.ts';
import { ctx, groundTruth, render, sampleBuffer } from '../local/samples.ts';

/** Signed shoelace sum of a floor polygon in (x, z): negative when counter-clockwise from above. */
const shoelace = (p: Vec2[]) =>
  p.reduce((s, a, i) => s + a[0] * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * a[1], 0);

/** The window centres of a room in the world frame (x, height, z). */
function windowCentres(room: RoomModel): [number, number, number][] {
  return room.walls.flatMap((w) => {
    const len = Math.hypot(w.end[0] - w.start[0], w.end[1] - w.start[1]);
    const d = [(w.end[0] - w.start[0]) / len, (w.end[1] - w.start[1]) / len];
    return w.openings
      .filter((o) => o.kind === 'window')
      .map((o) => {
        const m = (o.from + o.to) / 2;
        return [w.start[0] + d[0]! * m, (o.bottom + o.top) / 2, w.start[1] + d[1]! * m] as [number, number, number]; // prettier-ignore
      });
  });
}

describe('the room from one photo', () => {
  for (const room of ['living_room', 'bedroom'] as SampleRoom[]) {
    it(`puts the ${room}'s walls, floor and windows about where the scene has them`, async () => {
      const est = (await estimateRoom(sceneAnalysis(sampleBuffer(`${room}/empty_daylight`), ctx())))!; // prettier-ignore
      const truth = trueRoom(room);
      expect(est.walls).toHaveLength(2);
      // Each wall's foot within 30 cm of the true walls on average, facing into the room.
      expect(wallDistance(est, truth)!).toBeLessThan(0.3);
      for (const w of est.walls) {
        const mid: Vec2 = [(w.start[0] + w.end[0]) / 2, (w.start[1] + w.end[1]) / 2];
        // The camera (the origin) is inside the room: on the side the normal points to.
        expect(-mid[0] * w.normal[0] - mid[1] * w.normal[1]).toBeGreaterThan(0);
        const best = Math.max(...truth.walls.map((t) => w.normal[0] * t.normal[0] + w.normal[1] * t.normal[1])); // prettier-ignore
        expect(best).toBeGreaterThan(Math.cos((8 * Math.PI) / 180));
      }
      expect(shoelace(est.floor)).toBeLessThan(0);
      const mask = await groundTruth(render(`${room}/empty_daylight`).masks.floor, 400, 267);
      expect(maskIoU(floorMask(est, 400, 267), mask)!).toBeGreaterThan(0.95);
      // Every window found is near a true window (centre within 60 cm).
      const found = windowCentres(est);
      expect(found.length).toBeGreaterThan(0);
      const real = windowCentres(truth);
      for (const c of found)
        expect(Math.min(...real.map((r) => Math.hypot(c[0] - r[0], c[1] - r[1], c[2] - r[2])))).toBeLessThan(0.6); // prettier-ignore
      expect(est.ceilingHeight! / truth.ceilingHeight!).toBeGreaterThan(0.9);
      expect(est.ceilingHeight! / truth.ceilingHeight!).toBeLessThan(1.1);
      // Daylight comes from behind the walls, not from the camera's side.
      expect(est.lightDirection![2]).toBeLessThan(0);
    }, 60_000);
  }

  it('has the true rooms land on the renders: their floors fill the floor masks', async () => {
    for (const room of ['living_room', 'bedroom', 'office'] as SampleRoom[]) {
      const mask = await groundTruth(render(`${room}/empty_daylight`).masks.floor, 400, 267);
      expect(maskIoU(floorMask(trueRoom(room), 400, 267), mask)!).toBeGreaterThan(0.99);
    }
  });

  it('finds no room outdoors', async () => {
    expect(
      await estimateRoom(sceneAnalysis(sampleBuffer('exterior/empty_daylight'), ctx())),
    ).toBeNull();
  });
});
