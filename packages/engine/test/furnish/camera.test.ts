import { describe, expect, it } from 'vitest';
import {
  ROOM_TRUTH,
  toContract,
  trueCamera,
  type SampleRoom,
} from '@hds/sample-scenes/staging/truth';
import type { CameraModel, Vec2 } from '@hds/stager/contract';
import { estimateCamera } from '../../src/local/analysis/camera.ts';
import { sceneAnalysis } from '../../src/local/analysis/scene.ts';
import { wallCorners } from '../../src/local/analysis/wallCorners.ts';
import type { Layout } from '../../src/local/analysis/walls.ts';
import { estimateRoom } from '../../src/local/furnish/roomModel.ts';
import { horizonRow, pixelRay, scaleCamera } from '../../src/local/furnish/projection.ts';
import { ctx, sampleBuffer } from '../local/samples.ts';

const deg = (r: number) => (r * 180) / Math.PI;

/** Whether (x, z) lies in the sample room's box, in the contract's frame. */
function inRoom(room: SampleRoom, p: Vec2): boolean {
  const t = ROOM_TRUTH[room];
  const c = [
    [0, 0],
    [0, t.d],
    [t.w, t.d],
    [t.w, 0],
  ].map(([x, z]) => toContract(room, [x!, z!]));
  // Convex, counter-clockwise from above: inside is on the same side of every edge.
  const sides = c.map((a, i) => {
    const b = c[(i + 1) % 4]!;
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  });
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
}

/**
 * The layout lines the true camera sees in the sample room's box, at w × h: per column the
 * first floor row (the wall's foot) and the last ceiling row, found by bisection on the rays.
 */
function trueLayout(room: SampleRoom, cam: CameraModel): Layout {
  const { width: w, imageHeight: h } = cam;
  const H = ROOM_TRUTH[room].h;
  const hits = (x: number, y: number, plane: number) => {
    const d = pixelRay(cam, x, y);
    const t = (plane - cam.eyeHeight) / d[1];
    return t > 0 && inRoom(room, [d[0] * t, d[2] * t]);
  };
  const edge = (x: number, lo: number, hi: number, plane: number) => {
    // `lo` is off the plane's part in the room, `hi` on it (or the other way round for the ceiling).
    for (let i = 0; i < 30; i++) {
      const m = (lo + hi) / 2;
      if (hits(x, m, plane) === hits(x, hi, plane)) hi = m;
      else lo = m;
    }
    return hi;
  };
  const horizon = horizonRow(cam, w / 2)!;
  const floor = new Int32Array(w);
  const ceiling = new Int32Array(w);
  for (let x = 0; x < w; x++) {
    floor[x] = Math.min(h, Math.ceil(edge(x + 0.5, horizon + 1, h, 0)));
    ceiling[x] = Math.ceil(edge(x + 0.5, horizon - 1, 0, H)) - 1;
  }
  return { floor, ceiling, horizon };
}

describe('camera from the layout lines', () => {
  for (const room of ['living_room', 'bedroom'] as SampleRoom[]) {
    it(`recovers the ${room}'s camera from its true lines (400 px)`, () => {
      const truth = trueCamera(room, 400, 267);
      const layout = trueLayout(room, truth);
      const corners = wallCorners(layout.ceiling);
      expect(corners).toHaveLength(1);
      const est = estimateCamera(layout, corners, 400, 267);
      expect(est.focalFrom).toBe('vanishing-points');
      expect(Math.abs(horizonRow(est.camera, 200)! - horizonRow(truth, 200)!)).toBeLessThan(1.5);
      expect(Math.abs(est.camera.focalPx / truth.focalPx - 1)).toBeLessThan(0.04);
      expect(Math.abs(deg(est.camera.roll))).toBeLessThan(0.5);
      // The ceiling's height over the eye's: the room's over the camera's.
      const ratio = ROOM_TRUTH[room].h / ROOM_TRUTH[room].camera.pos[1];
      expect(Math.abs(est.ceilingRatio! / ratio - 1)).toBeLessThan(0.04);
    });
  }

  it('falls back to a 24 mm-equivalent focal length when one wall alone is seen', () => {
    const truth = trueCamera('living_room', 400, 267);
    const layout = trueLayout('living_room', truth);
    const est = estimateCamera(layout, [], 400, 267);
    expect(est.focalFrom).toBe('default');
    expect(est.camera.focalPx).toBeCloseTo((24 / Math.hypot(36, 24)) * Math.hypot(400, 267), 6);
  });

  // The goals of issue #25: the horizon within a few pixels, the focal length within ~10 %. The
  // tolerances are what the estimate reaches on the renders (bench:quality --part=camera).
  for (const [room, horizonPx] of [
    ['living_room', 8],
    ['bedroom', 14],
  ] as const) {
    it(`estimates the ${room} empty render's camera within tolerance of the scene's`, async () => {
      const scene = sceneAnalysis(sampleBuffer(`${room}/empty_daylight`), ctx());
      const est = (await estimateRoom(scene))!;
      const truth = trueCamera(room);
      const cam = scaleCamera(est.camera, truth.width, truth.imageHeight);
      expect(cam.width).toBe(1600);
      expect(Math.abs(horizonRow(cam, 800)! - horizonRow(truth, 800)!)).toBeLessThan(horizonPx);
      expect(Math.abs(cam.focalPx / truth.focalPx - 1)).toBeLessThan(0.1);
      expect(Math.abs(deg(cam.pitch - truth.pitch))).toBeLessThan(1);
      expect(Math.abs(deg(cam.roll))).toBeLessThan(1);
      expect(Math.abs(cam.eyeHeight - truth.eyeHeight)).toBeLessThan(0.1);
    }, 60_000);
  }
});
