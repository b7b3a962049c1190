import type { CameraModel, Vec2 } from '@hds/stager/contract';
import type { DepthMap } from '../../data.ts';
import type { DepthEstimator } from '../../types.ts';
import { floorPoint, pixelRay, toCamera, wallPoint } from '../furnish/projection.ts';
import { checkAbort } from '../raster/raster.ts';
import type { CameraEstimate } from './camera.ts';
import { rasterMemo } from './memo.ts';
import { roomLines } from './roomLines.ts';
import { segment } from './segment.ts';

/** The ceiling's height (metres) when its line was not seen: a common room's. */
const CEILING = 2.6;

/**
 * The default depth: the room as a box from its lines (roomLines.ts). Below each wall's foot the
 * floor plane (y = 0) seen by the estimated camera; above it the wall, a vertical plane through
 * the foot; over the ceiling line the ceiling plane. Metric, at the segmentation's working size.
 * Furniture is not in it (it stands on the floor and hides it), nor is anything outdoors: an
 * exterior gives an empty map and no camera.
 */
export const roomBoxDepth: DepthEstimator = {
  async estimate(image, opts = {}) {
    const memo = opts.memo ?? rasterMemo();
    const seg = opts.segmentation ?? (await segment(image, { memo }));
    const { width: w, height: h } = seg.small;
    const empty: DepthMap = { width: w, height: h, data: new Float32Array(w * h), metric: true, camera: null }; // prettier-ignore
    if (seg.exterior) return empty;
    const est = await roomLines(image, seg, memo);
    checkAbort(opts.signal);
    if (!est.walls.length) return empty;
    return { ...empty, data: boxDepth(est, seg.layout.ceiling, w, h), camera: est.camera };
  },
};

/** Distance along the viewing axis of the camera to a world point. */
const along = (camera: CameraModel, p: [number, number, number]) => -toCamera(camera, p)[2];

function boxDepth(est: CameraEstimate, ceilingRows: Int32Array, w: number, h: number) {
  const cam = est.camera;
  const top = est.ceilingRatio ? est.ceilingRatio * cam.eyeHeight : CEILING;
  const depth = new Float32Array(w * h);
  // Each wall's foot as a line on the floor, from its ends' columns.
  const feet = est.walls.map((wall) => {
    const row = (x: number) => wall.foot.a * x + wall.foot.b;
    const a = floorPoint(cam, wall.x0, row(wall.x0));
    const b = floorPoint(cam, wall.x1, row(wall.x1));
    return { wall, row, line: a && b ? ([a, b] as [Vec2, Vec2]) : null };
  });
  for (let x = 0; x < w; x++) {
    const px = x + 0.5;
    const foot = feet.find((f) => px >= f.wall.x0 && px < f.wall.x1) ?? nearest(feet, px);
    const footRow = foot.row(px);
    for (let y = 0; y < h; y++) {
      const py = y + 0.5;
      let p: [number, number, number] | null = null;
      if (py >= footRow) {
        const f = floorPoint(cam, px, py);
        p = f && [f[0], 0, f[1]];
      } else if (foot.line) {
        p = wallPoint(cam, foot.line[0], foot.line[1], px, py);
        // Over the ceiling line (or above the ceiling's height), the ceiling plane.
        if ((p && p[1] > top) || y <= ceilingRows[x]!) p = ceilingPoint(cam, px, py, top) ?? p;
      }
      const d = p ? along(cam, p) : 0;
      depth[y * w + x] = d > 0 && Number.isFinite(d) ? d : 0;
    }
  }
  return depth;
}

function nearest<T extends { wall: { x0: number; x1: number } }>(feet: T[], x: number): T {
  const gap = (f: T) => (x < f.wall.x0 ? f.wall.x0 - x : x - f.wall.x1);
  return feet.reduce((best, f) => (gap(f) < gap(best) ? f : best));
}

/** The point seen at (px, py) on the ceiling plane y = top; null when the ray does not go up. */
function ceilingPoint(
  cam: CameraModel,
  px: number,
  py: number,
  top: number,
): [number, number, number] | null {
  const d = pixelRay(cam, px, py);
  if (!(d[1] > 1e-9)) return null;
  const t = (top - cam.eyeHeight) / d[1];
  return [d[0] * t, top, d[2] * t];
}
