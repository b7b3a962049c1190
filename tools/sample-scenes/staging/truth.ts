/**
 * The sample rooms' ground truth for the stager, as plain data: each interior's camera
 * (`setCamera(world, pos, target, fov)` in scene/rooms/*.ts), its box and its openings, copied
 * from the room modules, and the same things turned into the contract's world frame (camera at
 * (0, eyeHeight, 0) looking towards −z, yaw 0): the true CameraModel and the true RoomModel.
 * The bench (`bench:quality --part=camera`) measures the stager's estimate against these; the
 * arrangement's tests and the staging metrics use `trueRoom()` to stay independent of it.
 *
 * Scene frame (the room modules'): the room spans x ∈ [0, w], z ∈ [0, d], y ∈ [0, h]; the back
 * wall is z = 0, the left wall x = 0, the right wall x = w, the front wall z = d. An opening's
 * `at` is the world coordinate of its centre along its wall (x on back/front, z on left/right).
 */
import type {
  CameraModel,
  RoomModel,
  Vec2,
  Vec3,
  WallModel,
  WallOpening,
} from '@hds/stager/contract';
import { clipHalfPlane } from '@hds/stager/floorGeometry';

export type SampleRoom = 'living_room' | 'bedroom' | 'office' | 'kitchen' | 'bathroom';
export type WallName = 'back' | 'left' | 'right' | 'front';

export interface TruthOpening {
  wall: WallName;
  kind: 'window' | 'door' | 'french';
  at: number;
  width: number;
  height: number;
  bottom: number;
}

export interface RoomTruth {
  /** The room box in metres (x: w, z: d, y: h). */
  w: number;
  d: number;
  h: number;
  /** `setCamera` arguments: position, target, vertical field of view in degrees. */
  camera: { pos: Vec3; target: Vec3; fov: number };
  openings: TruthOpening[];
}

/** Copied from tools/sample-scenes/scene/rooms/*.ts (their `shell` and `setCamera`). */
export const ROOM_TRUTH: Record<SampleRoom, RoomTruth> = {
  living_room: {
    w: 6.2,
    d: 5.2,
    h: 2.75,
    camera: { pos: [5.75, 1.42, 4.85], target: [2.0, 1.08, 0.7], fov: 56 },
    openings: [
      { wall: 'back', kind: 'window', at: 3.7, width: 2.2, height: 1.85, bottom: 0.45 },
      { wall: 'left', kind: 'door', at: 4.55, width: 0.9, height: 2.1, bottom: 0 },
      { wall: 'right', kind: 'window', at: 1.9, width: 1.3, height: 1.7, bottom: 0.55 },
    ],
  },
  bedroom: {
    w: 4.6,
    d: 4.4,
    h: 2.6,
    camera: { pos: [4.1, 1.45, 4.05], target: [1.45, 0.95, 0.75], fov: 58 },
    openings: [
      { wall: 'back', kind: 'window', at: 3.75, width: 1.1, height: 1.6, bottom: 0.6 },
      { wall: 'left', kind: 'window', at: 2.3, width: 1.4, height: 1.5, bottom: 0.7 },
      { wall: 'right', kind: 'door', at: 2.0, width: 0.85, height: 2.05, bottom: 0 },
    ],
  },
  office: {
    w: 4.0,
    d: 4.2,
    h: 2.7,
    camera: { pos: [3.55, 1.45, 3.85], target: [1.2, 1.0, 0.6], fov: 58 },
    openings: [
      { wall: 'back', kind: 'window', at: 1.9, width: 1.6, height: 1.55, bottom: 0.85 },
      { wall: 'right', kind: 'window', at: 1.4, width: 1.0, height: 1.4, bottom: 0.85 },
      { wall: 'left', kind: 'door', at: 3.55, width: 0.85, height: 2.05, bottom: 0 },
    ],
  },
  kitchen: {
    w: 5.2,
    d: 4.6,
    h: 2.7,
    camera: { pos: [4.95, 1.5, 4.35], target: [1.55, 1.0, 0.85], fov: 58 },
    openings: [
      { wall: 'back', kind: 'window', at: 1.75, width: 1.2, height: 1.1, bottom: 1.08 },
      { wall: 'back', kind: 'window', at: 4.35, width: 1.1, height: 1.5, bottom: 0.8 },
      { wall: 'right', kind: 'door', at: 3.6, width: 0.9, height: 2.1, bottom: 0 },
    ],
  },
  bathroom: {
    w: 2.8,
    d: 3.4,
    h: 2.5,
    camera: { pos: [2.5, 1.5, 3.2], target: [0.75, 1.0, 0.45], fov: 62 },
    openings: [
      { wall: 'back', kind: 'window', at: 0.95, width: 1.0, height: 0.95, bottom: 1.3 },
      { wall: 'right', kind: 'door', at: 2.75, width: 0.8, height: 2.05, bottom: 0 },
    ],
  },
};

/** The sample renders' size. */
export const SAMPLE_WIDTH = 1600;
export const SAMPLE_HEIGHT = 1067;

/** The camera's yaw in the scene frame (three.js rotation.y after `lookAt`). */
function yaw(t: RoomTruth): number {
  const [px, , pz] = t.camera.pos;
  const [tx, , tz] = t.camera.target;
  return Math.atan2(-(tx - px), -(tz - pz));
}

/** A scene-frame floor point (x, z) in the contract's frame. */
export function toContract(room: SampleRoom, p: Vec2): Vec2 {
  const t = ROOM_TRUTH[room];
  const psi = yaw(t);
  const x = p[0] - t.camera.pos[0];
  const z = p[1] - t.camera.pos[2];
  const [c, s] = [Math.cos(-psi), Math.sin(-psi)];
  return [c * x + s * z, -s * x + c * z];
}

/** The true camera of a sample render (roll 0: `lookAt` keeps the picture level). */
export function trueCamera(
  room: SampleRoom,
  width = SAMPLE_WIDTH,
  imageHeight = SAMPLE_HEIGHT,
): CameraModel {
  const { pos, target, fov } = ROOM_TRUTH[room].camera;
  const pitch = Math.atan2(pos[1] - target[1], Math.hypot(target[0] - pos[0], target[2] - pos[2]));
  return {
    width,
    imageHeight,
    focalPx: imageHeight / 2 / Math.tan((fov * Math.PI) / 360),
    cx: width / 2,
    cy: imageHeight / 2,
    pitch,
    roll: 0,
    eyeHeight: pos[1],
  };
}

/** Camera → world rotation R = Rx(−pitch)·Rz(roll) applied to a camera-space direction. */
function rayOf(cam: CameraModel, px: number, py: number): Vec3 {
  const d: Vec3 = [(px - cam.cx) / cam.focalPx, -(py - cam.cy) / cam.focalPx, -1];
  const [cr, sr] = [Math.cos(cam.roll), Math.sin(cam.roll)];
  const [cp, sp] = [Math.cos(cam.pitch), Math.sin(cam.pitch)];
  const x1 = cr * d[0] - sr * d[1];
  const y1 = sr * d[0] + cr * d[1];
  return [x1, cp * y1 + sp * d[2], -sp * y1 + cp * d[2]];
}

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The floor's half-planes a·x + b·z + c ≥ 0 that the picture's frame cuts out of y = 0: a floor
 * point is in the picture exactly when it satisfies all four (the planes through the eye and
 * each edge of the frame).
 */
export function viewHalfPlanes(cam: CameraModel): [number, number, number][] {
  const corners: Vec2[] = [
    [0, 0],
    [cam.width, 0],
    [cam.width, cam.imageHeight],
    [0, cam.imageHeight],
  ];
  const centre = rayOf(cam, cam.cx, cam.cy);
  const out: [number, number, number][] = [];
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    let n = cross(rayOf(cam, a[0], a[1]), rayOf(cam, b[0], b[1]));
    if (dot(n, centre) < 0) n = [-n[0], -n[1], -n[2]];
    // n·(P − eye) with P = (x, 0, z), eye = (0, eyeHeight, 0).
    out.push([n[0], n[2], -n[1] * cam.eyeHeight]);
  }
  return out;
}

/** A polygon cut by the half-plane a·x + b·z + c ≥ 0 (one of `viewHalfPlanes`). */
export function clipPolygon(poly: Vec2[], [a, b, c]: [number, number, number]): Vec2[] {
  return clipHalfPlane(poly, (p) => a * p[0] + b * p[1] + c);
}

/** The walls in the scene frame, counter-clockwise seen from above, each with its start. */
function sceneWalls(t: RoomTruth): { name: WallName; start: Vec2; end: Vec2 }[] {
  const { w, d } = t;
  return [
    { name: 'back', start: [w, 0], end: [0, 0] },
    { name: 'left', start: [0, 0], end: [0, d] },
    { name: 'front', start: [0, d], end: [w, d] },
    { name: 'right', start: [w, d], end: [w, 0] },
  ];
}

/** Metres along a wall from its start (as `sceneWalls` orients it) for an opening's `at`. */
function alongWall(t: RoomTruth, wall: WallName, at: number): number {
  switch (wall) {
    case 'back':
      return t.w - at;
    case 'left':
      return at;
    case 'front':
      return at;
    case 'right':
      return t.d - at;
  }
}

/**
 * The true RoomModel of a sample room in the contract's frame: the true camera, the floor seen
 * in the picture (the room's floor cut by the frame), the walls whose foot the picture shows
 * (whole, corner to corner; `visible` when all of the foot is in the frame), their windows and
 * doors, the ceiling height, and the light towards the largest window.
 */
export function trueRoom(
  room: SampleRoom,
  width = SAMPLE_WIDTH,
  imageHeight = SAMPLE_HEIGHT,
): RoomModel {
  const t = ROOM_TRUTH[room];
  const camera = trueCamera(room, width, imageHeight);
  const planes = viewHalfPlanes(camera);
  const rect: Vec2[] = sceneWalls(t).map((wl) => toContract(room, wl.start));
  let floor = rect;
  for (const p of planes) floor = clipPolygon(floor, p);
  const inView = (p: Vec2) => planes.every(([a, b, c]) => a * p[0] + b * p[1] + c >= -1e-6);
  const walls: WallModel[] = [];
  let light: { area: number; dir: Vec3 } | null = null;
  const centre = rect.reduce<Vec2>((s, p) => [s[0] + p[0] / 4, s[1] + p[1] / 4], [0, 0]);
  for (const wl of sceneWalls(t)) {
    const start = toContract(room, wl.start);
    const end = toContract(room, wl.end);
    let seen: Vec2[] = [start, end];
    for (const p of planes) seen = clipPolygon(seen, p);
    if (seen.length < 2) continue;
    const len = Math.hypot(end[0] - start[0], end[1] - start[1]);
    const dir: Vec2 = [(end[0] - start[0]) / len, (end[1] - start[1]) / len];
    const openings: WallOpening[] = t.openings
      .filter((o) => o.wall === wl.name)
      .map((o) => {
        const mid = alongWall(t, wl.name, o.at);
        return {
          kind: o.kind === 'window' ? 'window' : 'door',
          from: mid - o.width / 2,
          to: mid + o.width / 2,
          bottom: o.bottom,
          top: o.bottom + o.height,
        };
      });
    for (const o of openings) {
      if (o.kind !== 'window') continue;
      const area = (o.to - o.from) * (o.top - o.bottom);
      const m = (o.from + o.to) / 2;
      const v: Vec3 = [
        start[0] + dir[0] * m - centre[0],
        (o.bottom + o.top) / 2 - 1,
        start[1] + dir[1] * m - centre[1],
      ];
      const n = Math.hypot(...v);
      if (!light || area > light.area) light = { area, dir: [v[0] / n, v[1] / n, v[2] / n] };
    }
    walls.push({
      start,
      end,
      // Left of the direction seen from above (x right, z towards the viewer): into the room.
      normal: [dir[1], -dir[0]],
      openings,
      visible: inView(start) && inView(end),
    });
  }
  return { camera, floor, walls, ceilingHeight: t.h, lightDirection: light?.dir ?? null };
}
