import type { RoomModel, Vec2 } from '@hds/stager/contract';
import { project, scaleCamera } from './projection.ts';

/**
 * Measures of a RoomModel against another (the estimate against the sample scenes' truth), for
 * bench:quality's camera part and the stager's tests.
 */

/** A polygon of pixel points filled into a w × h mask (pixel centres inside, even-odd). */
export function polygonMask(pts: { x: number; y: number }[], w: number, h: number): Uint8Array {
  const m = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const yc = y + 0.5;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const a = pts[i]!;
      const b = pts[j]!;
      if (a.y > yc === b.y > yc) continue;
      const xc = a.x + ((b.x - a.x) * (yc - a.y)) / (b.y - a.y);
      // Toggle every pixel right of the crossing: even-odd fill.
      for (let x = Math.max(0, Math.ceil(xc - 0.5)); x < w; x++) m[y * w + x] = 1 - m[y * w + x]!;
    }
  }
  return m;
}
/** The floor polygon of a room drawn into the picture at w × h. */
export function floorMask(room: RoomModel, w: number, h: number): Uint8Array {
  const cam = scaleCamera(room.camera, w, h);
  const pts = room.floor.map(([x, z]) => project(cam, [x, 0, z])).filter((p) => p !== null);
  return polygonMask(pts, w, h);
}
/** Mean distance (m) from points every 10 cm along the estimated walls to the nearest true wall. */
export function wallDistance(est: RoomModel, truth: RoomModel): number | null {
  const d: number[] = [];
  const toSegment = (p: Vec2, a: Vec2, b: Vec2) => {
    const [dx, dz] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(
      0,
      Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / (dx * dx + dz * dz)),
    );
    return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dz);
  };
  for (const wl of est.walls) {
    const len = Math.hypot(wl.end[0] - wl.start[0], wl.end[1] - wl.start[1]);
    for (let s = 0; s <= len; s += 0.1) {
      const p: Vec2 = [wl.start[0] + ((wl.end[0] - wl.start[0]) * s) / len, wl.start[1] + ((wl.end[1] - wl.start[1]) * s) / len]; // prettier-ignore
      d.push(Math.min(...truth.walls.map((t) => toSegment(p, t.start, t.end))));
    }
  }
  return d.length ? d.reduce((a, b) => a + b, 0) / d.length : null;
}

/** Intersection over union of two 0/1 masks (null when both are empty). */
export function maskIoU(a: Uint8Array, b: Uint8Array): number | null {
  let i = 0;
  let u = 0;
  for (let k = 0; k < a.length; k++) {
    const x = a[k]! > 0;
    const y = b[k]! > 0;
    if (x && y) i++;
    if (x || y) u++;
  }
  return u ? i / u : null;
}
