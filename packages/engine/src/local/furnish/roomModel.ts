import type { RoomModel, Vec2, Vec3, WallModel, WallOpening } from '@hds/stager/contract';
import type { DepthEstimator } from '../../types.ts';
import type { CameraEstimate } from '../analysis/camera.ts';
import { roomBoxDepth } from '../analysis/depth.ts';
import { roomLines } from '../analysis/roomLines.ts';
import type { SceneAnalysis } from '../analysis/scene.ts';
import type { Segmentation } from '../analysis/segment.ts';
import { components, luma } from '../raster/raster.ts';
import { floorPoint, scaleCamera, wallPoint } from './projection.ts';

/** Windows smaller than this share of the picture are not openings (a reflection, a picture). */
const MIN_WINDOW = 0.003;

/**
 * The room of one interior photo for the stager: the walls' feet (roomLines.ts) met with the
 * floor (y = 0) of the depth estimator's camera, the visible floor between them and the frame's
 * bottom, the windows on the walls, the ceiling's height and the light's direction. The default
 * depth (the room box) takes its camera from the same lines. Null for an outdoor shot or when no
 * wall's foot is seen. Doors are not found (the windows mask holds only openings with the
 * outdoors behind them).
 */
export async function estimateRoom(
  scene: SceneAnalysis,
  depth: DepthEstimator = roomBoxDepth,
): Promise<RoomModel | null> {
  const seg = await scene.segmentation();
  if (seg.exterior) return null;
  const image = await scene.image();
  const est = await roomLines(image, seg, scene);
  const { camera } = await depth.estimate(image, { segmentation: seg, memo: scene });
  if (!camera) return null;
  const { width: w, height: h } = seg.small;
  return roomFromLines(
    { ...est, camera: scaleCamera(camera, w, h) },
    seg,
    image.width,
    image.height,
  );
}

type Px = { x: number; y: number };

/**
 * The room from the camera estimate and the segmentation (both at the segmentation's scale),
 * its camera scaled to the photo's `width` × `height`.
 */
export function roomFromLines(
  est: CameraEstimate,
  seg: Pick<Segmentation, 'small' | 'windows'>,
  width: number,
  height: number,
): RoomModel | null {
  const cam = est.camera;
  const { width: w, height: h } = seg.small;
  const walls = est.walls;
  if (!walls.length) return null;
  const row = (k: number, x: number) => walls[k]!.foot.a * x + walls[k]!.foot.b;
  // The foot's polyline in the picture, left to right: its ends on the frame, the corners where
  // two neighbouring walls' feet cross.
  const ends: { left: Px; right: Px; leftFrame: boolean; rightFrame: boolean }[] = [];
  for (let k = 0; k < walls.length; k++) {
    const wl = walls[k]!;
    const prev = k > 0 && walls[k - 1]!.x1 === wl.x0 ? walls[k - 1]! : null;
    const next = k + 1 < walls.length && walls[k + 1]!.x0 === wl.x1 ? walls[k + 1]! : null;
    const meet = (o: typeof wl, at: number): Px => {
      const da = wl.foot.a - o.foot.a;
      const x = Math.abs(da) > 1e-6 ? (o.foot.b - wl.foot.b) / da : at;
      // Lines meeting far from the fitted corner (nearly parallel feet): the corner's column.
      const cx = Math.abs(x - at) < 20 ? x : at;
      return { x: cx, y: wl.foot.a * cx + wl.foot.b };
    };
    const left = prev ? meet(prev, wl.x0) : { x: 0, y: row(k, 0) };
    const right = next ? meet(next, wl.x1) : { x: w, y: row(k, w) };
    ends.push({ left, right, leftFrame: !prev, rightFrame: !next });
  }
  // Cut each wall's foot where it leaves the frame's bottom.
  const clip = (p: Px, q: Px): [Px, Px] | null => {
    if (p.y >= h && q.y >= h) return null;
    const at = (a: Px, b: Px): Px => ({ x: a.x + ((b.x - a.x) * (h - a.y)) / (b.y - a.y), y: h });
    return [p.y > h ? at(p, q) : p, q.y > h ? at(q, p) : q];
  };
  const outline: Px[] = [];
  const wallModels: WallModel[] = [];
  /** The wall model of each of the camera estimate's walls (by index), when made. */
  const byLine: (WallModel | null)[] = walls.map(() => null);
  for (let k = 0; k < walls.length; k++) {
    const e = ends[k]!;
    const seen = clip(e.left, e.right);
    if (!seen) continue;
    const [l, r] = seen;
    const a = floorPoint(cam, l.x, l.y);
    const b = floorPoint(cam, r.x, r.y);
    if (!a || !b) continue;
    if (!outline.length || Math.hypot(outline.at(-1)!.x - l.x, outline.at(-1)!.y - l.y) > 1e-6)
      outline.push(l);
    outline.push(r);
    // Counter-clockwise seen from above runs right to left across the picture.
    const start = b;
    const end = a;
    const len = Math.hypot(end[0] - start[0], end[1] - start[1]);
    if (len < 0.05) continue;
    const dir: Vec2 = [(end[0] - start[0]) / len, (end[1] - start[1]) / len];
    const cutByFrame = e.leftFrame || e.rightFrame || l !== e.left || r !== e.right;
    const model: WallModel = {
      start,
      end,
      normal: [dir[1], -dir[0]],
      openings: windowsOn(est, seg, k, start, end, len),
      visible: !cutByFrame,
    };
    wallModels.push(model);
    byLine[k] = model;
  }
  if (!outline.length) return null;
  // Close along the frame: down the right edge, along the bottom, up the left edge.
  const last = outline.at(-1)!;
  if (last.y < h) outline.push({ x: w, y: h });
  if (outline[0]!.y < h) outline.push({ x: 0, y: h });
  let floor = outline.map((p) => floorPoint(cam, p.x, p.y)).filter((p): p is Vec2 => p !== null);
  // Counter-clockwise seen from above (x right, z towards the viewer): a negative shoelace sum.
  let area = 0;
  for (let i = 0; i < floor.length; i++) {
    const p = floor[i]!;
    const q = floor[(i + 1) % floor.length]!;
    area += p[0] * q[1] - q[0] * p[1];
  }
  if (area > 0) floor = floor.reverse();
  return {
    camera: scaleCamera(cam, width, height),
    floor,
    walls: wallModels,
    ceilingHeight: est.ceilingRatio ? est.ceilingRatio * cam.eyeHeight : null,
    lightDirection: lightFrom(est, seg, byLine, floor),
  };
}

/** The windows mask's parts whose centre column lies on wall k, as openings in metres. */
function windowsOn(
  est: CameraEstimate,
  seg: Pick<Segmentation, 'small' | 'windows'>,
  k: number,
  start: Vec2,
  end: Vec2,
  len: number,
): WallOpening[] {
  const { width: w, height: h } = seg.small;
  const wl = est.walls[k]!;
  const cam = est.camera;
  const comp = components(w, h, (i) => seg.windows.data[i]! >= 128);
  const dir: Vec2 = [(end[0] - start[0]) / len, (end[1] - start[1]) / len];
  const along = (p: Vec3) => (p[0] - start[0]) * dir[0] + (p[2] - start[1]) * dir[1];
  const out: WallOpening[] = [];
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * MIN_WINDOW) continue;
    const x0 = Math.max(comp.minX[id]!, wl.x0);
    const x1 = Math.min(comp.maxX[id]! + 1, wl.x1);
    const mid = (comp.minX[id]! + comp.maxX[id]! + 1) / 2;
    if (mid < wl.x0 || mid >= wl.x1 || x1 - x0 < 2) continue;
    const y0 = comp.minY[id]!;
    const y1 = comp.maxY[id]! + 1;
    const ym = (y0 + y1) / 2;
    const left = wallPoint(cam, start, end, x0, ym);
    const right = wallPoint(cam, start, end, x1, ym);
    const top = wallPoint(cam, start, end, (x0 + x1) / 2, y0);
    const bottom = wallPoint(cam, start, end, (x0 + x1) / 2, y1);
    if (!left || !right || !top || !bottom) continue;
    const [from, to] = [along(left), along(right)].sort((p, q) => p - q) as [number, number];
    out.push({
      kind: 'window',
      from: Math.max(0, from),
      to: Math.min(len, to),
      bottom: Math.max(0, bottom[1]),
      top: Math.max(bottom[1], top[1]),
    });
  }
  return out.sort((p, q) => p.from - q.from);
}

/** A unit vector from the floor's middle (1 m up) towards the brightest window. */
function lightFrom(
  est: CameraEstimate,
  seg: Pick<Segmentation, 'small' | 'windows'>,
  byLine: (WallModel | null)[],
  floor: Vec2[],
): Vec3 | null {
  const { width: w, height: h, data } = seg.small;
  const comp = components(w, h, (i) => seg.windows.data[i]! >= 128);
  let best: { L: number; x: number; y: number } | null = null;
  for (let id = 0; id < comp.count; id++) {
    if (comp.area[id]! < w * h * MIN_WINDOW) continue;
    let sum = 0;
    let n = 0;
    for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
      for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++) {
        const i = y * w + x;
        if (comp.labels[i] !== id) continue;
        sum += luma(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
        n++;
      }
    const L = sum / n;
    if (!best || L > best.L)
      best = { L, x: (comp.minX[id]! + comp.maxX[id]! + 1) / 2, y: (comp.minY[id]! + comp.maxY[id]! + 1) / 2 }; // prettier-ignore
  }
  if (!best || !floor.length) return null;
  // The window's centre on the wall behind it (the first wall whose columns hold it).
  const k = est.walls.findIndex((wl) => best.x >= wl.x0 && best.x < wl.x1);
  const wall = k >= 0 ? byLine[k] : null;
  let target: Vec3 | null = wall
    ? wallPoint(est.camera, wall.start, wall.end, best.x, best.y)
    : null;
  if (!target) {
    // No wall under it: the direction of its ray, level.
    const f = floorPoint(est.camera, best.x, h);
    if (!f) return null;
    target = [f[0], 1, f[1] - 5];
  }
  const c = floor.reduce<Vec2>((s, p) => [s[0] + p[0] / floor.length, s[1] + p[1] / floor.length], [0, 0]); // prettier-ignore
  const v: Vec3 = [target[0] - c[0], target[1] - 1, target[2] - c[1]];
  const n = Math.hypot(...v);
  return n > 1e-6 ? [v[0] / n, v[1] / n, v[2] / n] : null;
}
