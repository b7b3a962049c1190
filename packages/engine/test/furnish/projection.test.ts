import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import type { CameraModel, Vec3 } from '@hds/stager/contract';
import {
  floorPoint,
  focalFromFov,
  fovDegrees,
  horizonRow,
  project,
  scaleCamera,
  wallPoint,
} from '../../src/local/furnish/projection.ts';

const W = 1600;
const H = 1067;

function camera(pitchDeg: number, rollDeg: number, eyeHeight = 1.42, fov = 56): CameraModel {
  return {
    width: W,
    imageHeight: H,
    focalPx: focalFromFov(fov, H),
    cx: W / 2,
    cy: H / 2,
    pitch: (pitchDeg * Math.PI) / 180,
    roll: (rollDeg * Math.PI) / 180,
    eyeHeight,
  };
}

/** The pixel three.js itself gives a world point, with the contract's camera set-up. */
function threePixel(cam: CameraModel, p: Vec3): { x: number; y: number } {
  const c = new PerspectiveCamera(fovDegrees(cam), cam.width / cam.imageHeight, 0.05, 100);
  c.position.set(0, cam.eyeHeight, 0);
  c.rotation.order = 'YXZ';
  c.rotation.set(-cam.pitch, 0, cam.roll);
  c.updateMatrixWorld(true);
  c.updateProjectionMatrix();
  const v = new Vector3(...p).project(c);
  return { x: ((v.x + 1) / 2) * cam.width, y: ((1 - v.y) / 2) * cam.imageHeight };
}

const cams = [camera(0, 0), camera(8.5, 0), camera(12, 3), camera(-4, -2.5, 1.6, 70)];
const points: Vec3[] = [
  [0, 0, -3],
  [1.2, 0, -2.5],
  [-2, 0.8, -4.2],
  [0.4, 2.5, -6],
  [-1.5, 0, -1.8],
];

describe('staging projection', () => {
  it('lands every point on the pixel three.js draws it at', () => {
    for (const cam of cams) {
      for (const p of points) {
        const ours = project(cam, p)!;
        const theirs = threePixel(cam, p);
        expect(Math.abs(ours.x - theirs.x)).toBeLessThan(1e-3);
        expect(Math.abs(ours.y - theirs.y)).toBeLessThan(1e-3);
      }
    }
  });

  it('round-trips floor points through the pixel and back', () => {
    for (const cam of cams) {
      for (const [x, , z] of points) {
        const px = project(cam, [x, 0, z])!;
        const back = floorPoint(cam, px.x, px.y)!;
        expect(back[0]).toBeCloseTo(x, 6);
        expect(back[1]).toBeCloseTo(z, 6);
      }
    }
  });

  it('round-trips wall points and knows what is behind the camera', () => {
    const cam = camera(10, 2);
    const a: [number, number] = [-3, -4];
    const b: [number, number] = [3, -4.5];
    const p: Vec3 = [0.5, 1.7, -4 - 0.5 * (3.5 / 6)];
    const px = project(cam, p)!;
    const back = wallPoint(cam, a, b, px.x, px.y)!;
    for (let i = 0; i < 3; i++) expect(back[i]).toBeCloseTo(p[i]!, 6);
    expect(project(cam, [0, 1, 2])).toBeNull();
    // The sky above the horizon never meets the floor.
    expect(floorPoint(cam, W / 2, horizonRow(cam, W / 2)! - 5)).toBeNull();
  });

  it('puts the horizon where far floor points converge, tilted with the roll', () => {
    for (const cam of cams) {
      for (const x of [100, 800, 1500]) {
        const row = horizonRow(cam, x)!;
        // A floor point 10 km away in the direction seen at column x sits on the horizon.
        const dir = floorPoint(cam, x, row + 0.01);
        expect(dir).not.toBeNull();
        const far = project(cam, [dir![0] * 1e5, 0, dir![1] * 1e5])!;
        expect(Math.abs(far.y - row)).toBeLessThan(0.05);
      }
    }
    // Level camera: horizon through the centre; looking down: above it by f·tan(pitch).
    expect(horizonRow(camera(0, 0), 123)).toBeCloseTo(H / 2, 9);
    const down = camera(8.5, 0);
    expect(horizonRow(down, 400)).toBeCloseTo(H / 2 - down.focalPx * Math.tan(down.pitch), 6);
    // Positive roll (three.js rotation.z) turns the camera counter-clockwise: the horizon falls
    // to the right in the picture (rows grow).
    const rolled = camera(0, 3);
    expect(horizonRow(rolled, 1500)!).toBeGreaterThan(horizonRow(rolled, 100)!);
  });

  it('scales a camera to the analysis size without moving what it sees', () => {
    const cam = camera(9, 1);
    const small = scaleCamera(cam, 400, 267);
    const p: Vec3 = [0.7, 0.3, -3.1];
    const big = project(cam, p)!;
    const s = project(small, p)!;
    expect(s.x).toBeCloseTo(big.x / 4, 6);
    expect(Math.abs(s.y - big.y * (267 / H))).toBeLessThan(0.05);
    expect(fovDegrees(cam)).toBeCloseTo(56, 9);
  });
});
