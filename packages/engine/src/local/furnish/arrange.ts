/**
 * The stager's arrangement: which catalogue pieces go where in a room seen by one camera, by the
 * rules a home stager uses. Pure and deterministic for a seed; no DOM, no three.js.
 *
 * Rules (checked on every piece: pieceProblem, fitsAmong, hidesMain, pathToMain):
 * - The main piece (sofa, bed, desk) stands with its back against the longest free stretch of
 *   wall, facing into the room; walls whose normal looks towards the camera score higher, so the
 *   piece faces the photo's viewpoint (the room's open side). A dining table stands free in the
 *   middle of the floor, its chairs round it.
 * - The group is laid out round the main piece: a rug under the seating, the coffee table in
 *   front of the sofa, armchairs facing it, nightstands beside the bed, the chair at the desk.
 * - Wall pieces (shelving, dresser, sideboard) go against another free wall; accents (plant,
 *   floor lamp, side table) beside the main piece or in a free corner.
 * - Openings, the rule chosen: a piece whose footprint comes within DOOR_ZONE (1 m) of a wall
 *   must not overlap, projected onto that wall, a door's span ± 0.25 m (whatever its height, rugs
 *   included: the door swings and people walk through); within WINDOW_ZONE (0.6 m) it must not
 *   overlap a window's span ± 0.1 m unless it is lower than the window's sill (by 2 cm), so a
 *   desk or a low dresser may stand under a window, a sofa or a plant may not. Farther out a
 *   piece is in the room, not in front of the opening (a desk chair at a desk under a window).
 * - Circulation: pieces of different groups keep CIRCULATION (0.8 m) apart (an accent in a
 *   corner or beside the main piece, 0.3 m), and a path 0.8 m wide leads from the floor nearest
 *   the camera to the main group (a breadth-first search on a 10 cm grid).
 * - Every footprint lies inside the floor polygon (2 cm margin) on the room side of every wall,
 *   at least MIN_VISIBLE of each piece's box is inside the frame (`project()`), and no two
 *   footprints overlap (a rug lies under its own group).
 * - The main piece stays in view: a piece 60 cm or taller nearer the camera may cover at most
 *   MAX_HIDDEN (a quarter) of the main piece's box in the picture (a desk chair or dining
 *   chairs at their table excepted).
 * - Small rooms: optional pieces (accents, wall pieces, armchairs, rug, a nightstand) are dropped
 *   where they do not fit; the whole set is scaled to 0.9 or 0.8 (never less) when that keeps a
 *   clearly fuller group (see `richness`), or when the main piece fits no other way.
 * - The seed chooses among the valid arrangements: which wall and where along it (among the
 *   best-scoring), the group's variant (armchair side, mirrored), the wall piece's wall and
 *   which accents, in which corners.
 *
 * `arrangeRoom` returns the placements with notes on what was dropped and why; `arrange` returns
 * the placements alone ([] when not even the main piece fits, e.g. a kitchen without floor space).
 */
import type {
  PieceSpec,
  Placement,
  RoomModel,
  StagingRoomType,
  StagingStyle,
  Vec2,
  WallModel,
} from '@hds/stager/contract';
import { pieceById } from '@hds/stager/catalogue';
import {
  centroid,
  convexGap,
  convexOverlap,
  distToConvex,
  distToSegment,
  footprint,
  insidePolygon,
  pointInPolygon,
} from '@hds/stager/floorGeometry';
import { project } from './projection.ts';

/** Clear width of a walkway and between groups, metres. */
export const CIRCULATION = 0.8;
/** Gap between an accent in a corner (or beside the main piece) and other groups. */
const ACCENT_GAP = 0.3;
/** Depth in front of a wall where its doors (windows) must stay clear. */
export const DOOR_ZONE = 1.0;
export const WINDOW_ZONE = 0.6;
const WINDOW_MARGIN = 0.1;
const DOOR_MARGIN = 0.25;
const SILL_CLEARANCE = 0.02;
/**
 * Back of an against-wall piece to the wall: what stagers leave (skirting, a hand's width), and
 * a margin for the estimated wall's error — on the sample renders the estimated walls stand up
 * to 7 cm off the true ones, and 3 cm put a nightstand's back through the true wall.
 */
const WALL_GAP = 0.08;
const FLOOR_MARGIN = 0.02;
/** Share of a piece's box that must fall inside the frame (rugs: RUG_VISIBLE). */
export const MIN_VISIBLE = 0.7;
const RUG_VISIBLE = 0.5;
const SCALES = [1, 0.9, 0.8];
const MIN_SCALE = 0.8;

export interface ArrangeResult {
  placements: Placement[];
  /** Why pieces were left out or scaled down, in plain words (for logs and the op's message). */
  notes: string[];
  /** The uniform scale every piece got (1, 0.9 or 0.8; 0 when nothing was placed). */
  scale: number;
}

/** A placed piece with what the checks need. */
interface Item extends Placement {
  spec: PieceSpec;
  foot: Vec2[];
  /** Which group it belongs to (0 = the main group). */
  cluster: number;
  /** Minimum distance from any wall (a chair must be pulled out, a table walked round). */
  wallClearance: number;
  /** A corner or beside-main accent: ACCENT_GAP to other groups instead of CIRCULATION. */
  accent: boolean;
}

/** A piece in a group's frame: `lx` along the wall (or table), `lz` into the room. */
interface Slot {
  id: string;
  lx: number;
  lz: number;
  /** Turn relative to the group (0: faces the same way as the main piece). */
  rot?: number;
  /** Face this point of the group's frame instead of `rot`. */
  face?: Vec2;
  wallClearance?: number;
  /** Its own scale relative to the group's (a rug a size smaller). */
  scale?: number;
}

function spec(id: string): PieceSpec {
  const s = pieceById(id);
  if (!s) throw new Error(`The stager's catalogue has no piece "${id}".`);
  return s;
}

function suits(s: PieceSpec, roomType: StagingRoomType, style: StagingStyle): boolean {
  return s.rooms.includes(roomType) && (s.styles.length === 0 || s.styles.includes(style));
}

/** A piece's name in a note: 'rug_living' → 'rug', 'plant_large' → 'plant'. */
function label(id: string): string {
  return id.replace(/_(living|bedroom|office|dining|large)$/, '').replace(/_/g, ' ');
}

/** mulberry32: a small seeded generator, the same sequence on every machine. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: T[], rand: () => number): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function makeItem(
  s: PieceSpec,
  x: number,
  z: number,
  rotationY: number,
  scale: number,
  cluster: number,
  wallClearance: number,
  accent = false,
): Item {
  const rot = Math.atan2(Math.sin(rotationY), Math.cos(rotationY));
  return {
    pieceId: s.id,
    x,
    z,
    rotationY: rot,
    scale,
    spec: s,
    foot: footprint(x, z, s.width * scale, s.depth * scale, rot),
    cluster,
    wallClearance,
    accent,
  };
}

/** Lays out `slots` in a frame at `origin` whose +lz is `dir` (unit), scaled by `scale`. */
function place(
  slots: Slot[],
  origin: Vec2,
  dir: Vec2,
  scale: number,
  cluster: number,
  accentIds: ReadonlySet<string> = new Set(),
): Item[] {
  const theta = Math.atan2(dir[0], dir[1]);
  // The frame's +lx in the world (the piece's own +x after turning by theta).
  const ex: Vec2 = [dir[1], -dir[0]];
  const at = (lx: number, lz: number): Vec2 => [
    origin[0] + (ex[0] * lx + dir[0] * lz) * scale,
    origin[1] + (ex[1] * lx + dir[1] * lz) * scale,
  ];
  return slots.map((sl) => {
    const s = spec(sl.id);
    const [x, z] = at(sl.lx, sl.lz);
    let rot = theta + (sl.rot ?? 0);
    if (sl.face) {
      const [fx, fz] = at(sl.face[0], sl.face[1]);
      rot = Math.atan2(fx - x, fz - z);
    }
    const own = scale * (sl.scale ?? 1);
    return makeItem(
      s,
      x,
      z,
      rot,
      own,
      cluster,
      (sl.wallClearance ?? FLOOR_MARGIN) * scale,
      accentIds.has(sl.id),
    );
  });
}

// ---------------------------------------------------------------- checks on one piece

function wallFrame(w: WallModel): { t: Vec2; n: Vec2; len: number } {
  const dx = w.end[0] - w.start[0];
  const dz = w.end[1] - w.start[1];
  const len = Math.hypot(dx, dz) || 1;
  const nl = Math.hypot(w.normal[0], w.normal[1]) || 1;
  return { t: [dx / len, dz / len], n: [w.normal[0] / nl, w.normal[1] / nl], len };
}

/** Whether a footprint keeps `clearance` from every wall it faces (is on the room side). */
function clearOfWalls(foot: Vec2[], walls: readonly WallModel[], clearance: number): boolean {
  for (const w of walls) {
    const { t, n, len } = wallFrame(w);
    for (const p of foot) {
      const rx = p[0] - w.start[0];
      const rz = p[1] - w.start[1];
      const along = rx * t[0] + rz * t[1];
      if (along < -0.05 || along > len + 0.05) continue;
      if (rx * n[0] + rz * n[1] < clearance - 1e-9) return false;
    }
  }
  return true;
}

/** The opening a piece stands in front of, if any (the rule in the header). */
export function blockedOpening(
  foot: readonly Vec2[],
  height: number,
  walls: readonly WallModel[],
): { wall: number; kind: 'window' | 'door' } | null {
  for (const [wi, w] of walls.entries()) {
    if (w.openings.length === 0) continue;
    const { t, n } = wallFrame(w);
    let aMin = Infinity;
    let aMax = -Infinity;
    let dMin = Infinity;
    for (const p of foot) {
      const rx = p[0] - w.start[0];
      const rz = p[1] - w.start[1];
      const along = rx * t[0] + rz * t[1];
      aMin = Math.min(aMin, along);
      aMax = Math.max(aMax, along);
      dMin = Math.min(dMin, rx * n[0] + rz * n[1]);
    }
    if (dMin >= DOOR_ZONE) continue;
    for (const o of w.openings) {
      if (o.kind === 'window' && (height < o.bottom - SILL_CLEARANCE || dMin >= WINDOW_ZONE))
        continue;
      const m = o.kind === 'door' ? DOOR_MARGIN : WINDOW_MARGIN;
      const lo = Math.min(o.from, o.to) - m;
      const hi = Math.max(o.from, o.to) + m;
      if (aMax > lo && aMin < hi) return { wall: wi, kind: o.kind };
    }
  }
  return null;
}

/** The share of a piece's box (sampled on a 3×3×3 lattice, 5×5 for a rug) inside the frame. */
export function visibleShare(room: RoomModel, it: Placement & { spec: PieceSpec }): number {
  const cam = room.camera;
  const s = it.scale;
  const w = it.spec.width * s;
  const d = it.spec.depth * s;
  const h = it.spec.height * s;
  const c = Math.cos(it.rotationY);
  const sn = Math.sin(it.rotationY);
  const flat = it.spec.role === 'rug';
  const steps = flat ? [0, 0.25, 0.5, 0.75, 1] : [0, 0.5, 1];
  const heights = flat ? [0] : [0, 0.5, 1];
  let seen = 0;
  let all = 0;
  for (const fx of steps) {
    for (const fz of steps) {
      for (const fy of heights) {
        const lx = (fx - 0.5) * w;
        const lz = (fz - 0.5) * d;
        const p = project(cam, [it.x + lx * c + lz * sn, fy * h, it.z - lx * sn + lz * c]);
        all++;
        if (p && p.x >= 0 && p.x <= cam.width && p.y >= 0 && p.y <= cam.imageHeight) seen++;
      }
    }
  }
  return seen / all;
}

/** The picture's box round a piece's box (its 8 corners projected, clipped to the frame). */
function screenBox(room: RoomModel, it: Item): { x0: number; y0: number; x1: number; y1: number } {
  const cam = room.camera;
  const h = it.spec.height * it.scale;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, z] of it.foot) {
    for (const y of [0, h]) {
      const p = project(cam, [x, y, z]);
      if (!p) continue;
      x0 = Math.min(x0, Math.max(0, p.x));
      x1 = Math.max(x1, Math.min(cam.width, p.x));
      y0 = Math.min(y0, Math.max(0, p.y));
      y1 = Math.max(y1, Math.min(cam.imageHeight, p.y));
    }
  }
  return { x0, y0, x1, y1 };
}

/** Pieces that stand at the main piece by design and may hide part of it (a chair at a desk). */
const MAY_HIDE_MAIN = new Set(['office_chair', 'dining_chair']);
/** Share of the main piece's picture box a taller piece nearer the camera may cover. */
export const MAX_HIDDEN = 0.25;

/**
 * Whether `it` stands between the camera and the main piece, tall enough (60 cm) to hide it, and
 * covers more than MAX_HIDDEN of its box in the picture: a stager keeps the main piece in view.
 */
function hidesMain(room: RoomModel, main: Item, it: Item): boolean {
  if (it === main || MAY_HIDE_MAIN.has(it.pieceId) || it.spec.role === 'rug') return false;
  if (it.spec.height * it.scale < 0.6) return false;
  if (Math.hypot(it.x, it.z) >= Math.hypot(main.x, main.z)) return false;
  const a = screenBox(room, main);
  const b = screenBox(room, it);
  const area = Math.max(0, a.x1 - a.x0) * Math.max(0, a.y1 - a.y0);
  const ix = Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0));
  const iy = Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  return area > 0 && (ix * iy) / area > MAX_HIDDEN;
}

/** Why a piece cannot stand where it is, or null when it can (on its own, not against others). */
function pieceProblem(room: RoomModel, it: Item): string | null {
  if (!insidePolygon(it.foot, room.floor, FLOOR_MARGIN)) return 'off the floor';
  if (!clearOfWalls(it.foot, room.walls, Math.max(it.wallClearance, FLOOR_MARGIN)))
    return 'into a wall';
  if (blockedOpening(it.foot, it.spec.height * it.scale, room.walls))
    return 'in front of a window or door';
  const share = visibleShare(room, it);
  if (share < (it.spec.role === 'rug' ? RUG_VISIBLE : MIN_VISIBLE)) return 'out of the picture';
  return null;
}

/** Whether `it` fits among `placed` (no overlap; group gaps; a rug under its own group only). */
function fitsAmong(it: Item, placed: readonly Item[]): boolean {
  for (const o of placed) {
    const rug = it.spec.role === 'rug' || o.spec.role === 'rug';
    if (it.cluster === o.cluster) {
      // A centimetre apart at least, so rounding the result never makes two pieces touch.
      if (!rug && convexGap(it.foot, o.foot) < 0.01) return false;
      continue;
    }
    if (rug) {
      if (it.spec.role === 'rug' && o.spec.role === 'rug') {
        if (convexOverlap(it.foot, o.foot)) return false;
      } else if (convexOverlap(it.foot, o.foot)) return false;
      continue;
    }
    const need = it.accent || o.accent ? ACCENT_GAP : CIRCULATION;
    if (convexGap(it.foot, o.foot) < need - 1e-9) return false;
  }
  return true;
}

// ---------------------------------------------------------------- circulation

/** The walkway grid of a room: 10 cm cells inside the floor clear of the walls. */
interface WalkGrid {
  x0: number;
  z0: number;
  nx: number;
  nz: number;
  /** 1: a walkway's centre may pass here (inside the floor, half a walkway from every wall). */
  open: Uint8Array;
  /** The cells nearest the camera, where a walk into the room starts. */
  starts: number[];
}

const CELL = 0.1;
const HALF_WALK = CIRCULATION / 2 - CELL / 2;
const grids = new WeakMap<RoomModel, WalkGrid>();

function walkGrid(room: RoomModel): WalkGrid {
  const cached = grids.get(room);
  if (cached) return cached;
  const xs = room.floor.map((p) => p[0]);
  const zs = room.floor.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const z0 = Math.min(...zs);
  const nx = Math.max(1, Math.ceil((Math.max(...xs) - x0) / CELL));
  const nz = Math.max(1, Math.ceil((Math.max(...zs) - z0) / CELL));
  const open = new Uint8Array(nx * nz);
  const dist = new Float64Array(nx * nz).fill(Infinity);
  let nearest = Infinity;
  for (let j = 0; j < nz; j++) {
    for (let i = 0; i < nx; i++) {
      const p: Vec2 = [x0 + (i + 0.5) * CELL, z0 + (j + 0.5) * CELL];
      if (!pointInPolygon(p, room.floor)) continue;
      const k = j * nx + i;
      dist[k] = Math.hypot(p[0], p[1]);
      nearest = Math.min(nearest, dist[k]);
      if (room.walls.some((w) => distToSegment(p, w.start, w.end) < HALF_WALK)) continue;
      open[k] = 1;
    }
  }
  const starts: number[] = [];
  for (let k = 0; k < nx * nz; k++)
    if (open[k] && dist[k]! <= nearest + CIRCULATION) starts.push(k);
  const g = { x0, z0, nx, nz, open, starts };
  grids.set(room, g);
  return g;
}

/** Marks the cells within `r` of a footprint with `value` (only cells whose mark is lower). */
function stamp(
  g: WalkGrid,
  mark: Uint8Array,
  foot: readonly Vec2[],
  r: number,
  value: number,
): void {
  const xs = foot.map((p) => p[0]);
  const zs = foot.map((p) => p[1]);
  const i0 = Math.max(0, Math.floor((Math.min(...xs) - r - g.x0) / CELL));
  const i1 = Math.min(g.nx - 1, Math.ceil((Math.max(...xs) + r - g.x0) / CELL));
  const j0 = Math.max(0, Math.floor((Math.min(...zs) - r - g.z0) / CELL));
  const j1 = Math.min(g.nz - 1, Math.ceil((Math.max(...zs) + r - g.z0) / CELL));
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      const k = j * g.nx + i;
      if (mark[k]! >= value) continue;
      if (distToConvex([g.x0 + (i + 0.5) * CELL, g.z0 + (j + 0.5) * CELL], foot) < r)
        mark[k] = value;
    }
  }
}

/**
 * Whether a walkway CIRCULATION wide leads from the floor nearest the camera to the main group:
 * breadth-first search over 10 cm cells whose centres keep half the walkway from every piece
 * (rugs do not block) and every wall.
 */
export function pathToMain(room: RoomModel, items: readonly Item[]): boolean {
  const g = walkGrid(room);
  // 2: blocked by a piece; 1: within reach of the main group (the walk has arrived).
  const mark = new Uint8Array(g.nx * g.nz);
  const solid = items.filter((i) => i.spec.role !== 'rug');
  for (const s of solid) if (s.cluster === 0) stamp(g, mark, s.foot, HALF_WALK + 0.6, 1);
  for (const s of solid) stamp(g, mark, s.foot, HALF_WALK, 2);
  const seen = new Uint8Array(g.nx * g.nz);
  const queue: number[] = [];
  for (const k of g.starts) {
    if (mark[k] !== 2) {
      queue.push(k);
      seen[k] = 1;
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const k = queue[q]!;
    if (mark[k] === 1) return true;
    const i = k % g.nx;
    const next = [i > 0 ? k - 1 : -1, i < g.nx - 1 ? k + 1 : -1, k - g.nx, k + g.nx];
    for (const kk of next) {
      if (kk < 0 || kk >= g.nx * g.nz || seen[kk] || !g.open[kk] || mark[kk] === 2) continue;
      seen[kk] = 1;
      queue.push(kk);
    }
  }
  return false;
}

// ---------------------------------------------------------------- groups

interface Variant {
  slots: Slot[];
  /**
   * How complete the group is (more is better): the main piece 1, the piece that makes it usable
   * 2 (coffee table, desk chair), a nightstand 1.5, a rug or an armchair 1.
   */
  richness: number;
}

/** The group round an against-wall main piece, in its frame (lz = 0 on the wall). */
function wallGroupVariants(roomType: StagingRoomType, style: StagingStyle): Variant[] {
  const has = (id: string) => suits(spec(id), roomType, style);
  const out: Variant[] = [];
  if (roomType === 'living_room') {
    const sofa = spec('sofa');
    const ct = spec('coffee_table');
    const rug = spec('rug_living');
    const arm = spec('armchair');
    const sofaZ = sofa.depth / 2 + WALL_GAP;
    const ctZ = sofa.depth + WALL_GAP + 0.45 + ct.depth / 2;
    const rugZ = sofa.depth + WALL_GAP - 0.3 + rug.depth / 2;
    const armX = ct.width / 2 + 0.45 + arm.depth / 2;
    const armZ = ctZ + 0.15;
    const face: Vec2 = [0, (sofaZ + ctZ) / 2];
    const base: Slot[] = [{ id: 'sofa', lx: 0, lz: sofaZ }];
    const table: Slot = { id: 'coffee_table', lx: 0, lz: ctZ, wallClearance: 0.3 };
    const rugSlot: Slot = { id: 'rug_living', lx: 0, lz: rugZ };
    const armR: Slot = { id: 'armchair', lx: armX, lz: armZ, face, wallClearance: 0.15 };
    const armL: Slot = { id: 'armchair', lx: -armX, lz: armZ, face, wallClearance: 0.15 };
    const withRug = has('rug_living') ? [rugSlot] : [];
    const arms = has('armchair');
    if (arms) out.push({ slots: [...base, table, ...withRug, armL, armR], richness: 6 });
    if (arms) out.push({ slots: [...base, table, ...withRug, armR], richness: 5 });
    if (arms) out.push({ slots: [...base, table, ...withRug, armL], richness: 5 });
    out.push({ slots: [...base, table, ...withRug], richness: 4 });
    out.push({ slots: [...base, table], richness: 3 });
    out.push({ slots: base, richness: 1 });
  } else if (roomType === 'bedroom') {
    const bed = spec('bed');
    const ns = spec('nightstand');
    const rug = spec('rug_bedroom');
    const bedZ = bed.depth / 2 + WALL_GAP;
    const nsX = bed.width / 2 + 0.06 + ns.width / 2;
    const nsZ = ns.depth / 2 + WALL_GAP;
    const rugZ = bed.depth + WALL_GAP + 0.45 - rug.depth / 2;
    const base: Slot[] = [{ id: 'bed', lx: 0, lz: bedZ }];
    const rugSlot: Slot[] = has('rug_bedroom') ? [{ id: 'rug_bedroom', lx: 0, lz: rugZ }] : [];
    const nsL: Slot = { id: 'nightstand', lx: -nsX, lz: nsZ };
    const nsR: Slot = { id: 'nightstand', lx: nsX, lz: nsZ };
    out.push({ slots: [...base, ...rugSlot, nsL, nsR], richness: 5 });
    out.push({ slots: [...base, ...rugSlot, nsR], richness: 3.5 });
    out.push({ slots: [...base, ...rugSlot, nsL], richness: 3.5 });
    out.push({ slots: [...base, nsL, nsR], richness: 4 });
    out.push({ slots: [...base, ...rugSlot], richness: 2 });
    out.push({ slots: base, richness: 1 });
  } else if (roomType === 'office') {
    const desk = spec('desk');
    const chair = spec('office_chair');
    const rug = spec('rug_office');
    const deskZ = desk.depth / 2 + WALL_GAP;
    const chairZ = desk.depth + WALL_GAP + chair.depth / 2 + 0.05;
    const rugZ = desk.depth * 0.5 + rug.depth / 2 - 0.05;
    const base: Slot[] = [{ id: 'desk', lx: 0, lz: deskZ }];
    const chairAt = (lx: number): Slot => ({
      id: 'office_chair',
      lx,
      lz: chairZ,
      rot: Math.PI - lx,
    });
    const rugSlot: Slot[] = has('rug_office') ? [{ id: 'rug_office', lx: 0, lz: rugZ }] : [];
    out.push({ slots: [...base, ...rugSlot, chairAt(0.12)], richness: 4 });
    out.push({ slots: [...base, ...rugSlot, chairAt(-0.12)], richness: 4 });
    out.push({ slots: [...base, chairAt(0)], richness: 3 });
    out.push({ slots: base, richness: 1 });
  }
  return out;
}

/** A dining table and chairs round it, in the table's frame (origin at its centre). */
function tableGroupVariants(roomType: StagingRoomType, style: StagingStyle): Variant[] {
  const table = spec('dining_table');
  const chair = spec('dining_chair');
  // Chairs pulled out a little: footprints never overlap, not even a chair tucked under.
  const chairOff = table.depth / 2 + chair.depth / 2 + 0.03;
  const endOff = table.width / 2 + chair.depth / 2 + 0.03;
  const c = (lx: number, lz: number): Slot => ({
    id: 'dining_chair',
    lx,
    lz,
    face: [0, 0],
    wallClearance: 0.3,
  });
  const base: Slot = { id: 'dining_table', lx: 0, lz: 0, wallClearance: 0.5 };
  const rug: Slot[] = suits(spec('rug_dining'), roomType, style)
    ? [{ id: 'rug_dining', lx: 0, lz: 0 }]
    : [];
  const sides = [c(-0.45, chairOff), c(0.45, chairOff), c(-0.45, -chairOff), c(0.45, -chairOff)];
  const ends = [c(endOff, 0), c(-endOff, 0)];
  return [
    { slots: [base, ...rug, ...sides, ...ends], richness: 8 },
    { slots: [base, ...rug, ...sides], richness: 6 },
    { slots: [base, ...sides], richness: 5 },
    { slots: [base, c(0, chairOff), c(0, -chairOff)], richness: 3 },
    { slots: [base, c(0, chairOff), c(-endOff, 0)], richness: 3 },
  ];
}

/** A variant with its rug a size smaller each time (never below MIN_SCALE overall). */
function rugSizes(v: Variant, scale: number): Slot[][] {
  if (!v.slots.some((sl) => spec(sl.id).role === 'rug')) return [v.slots];
  return [1, 0.9, 0.8]
    .filter((f) => scale * f >= MIN_SCALE - 1e-9)
    .map((f) => v.slots.map((sl) => (spec(sl.id).role === 'rug' ? { ...sl, scale: f } : sl)));
}

function groupProblem(room: RoomModel, items: Item[]): boolean {
  for (const [i, it] of items.entries()) {
    if (pieceProblem(room, it)) return true;
    if (!fitsAmong(it, items.slice(0, i))) return true;
    if (i > 0 && hidesMain(room, items[0]!, it)) return true;
  }
  return false;
}

interface Candidate {
  items: Item[];
  score: number;
  /** Where (wall and position, or floor cell and direction); one variant per place is kept. */
  key: string;
  richness: number;
}

/** Free stretches of a wall for a piece of `height` (openings and doors cut out). */
function freeSpans(w: WallModel, height: number): [number, number][] {
  const { len } = wallFrame(w);
  let spans: [number, number][] = [[0, len]];
  for (const o of w.openings) {
    if (o.kind === 'window' && height < o.bottom - SILL_CLEARANCE) continue;
    const m = o.kind === 'door' ? DOOR_MARGIN : WINDOW_MARGIN;
    const lo = Math.min(o.from, o.to) - m;
    const hi = Math.max(o.from, o.to) + m;
    spans = spans.flatMap(([a, b]): [number, number][] => {
      if (hi <= a || lo >= b) return [[a, b]];
      const out: [number, number][] = [];
      if (lo > a) out.push([a, lo]);
      if (hi < b) out.push([hi, b]);
      return out;
    });
  }
  return spans;
}

interface WallSpot {
  wall: number;
  /** Distance along the wall of the piece's centre, and the middle of its free span. */
  at: number;
  mid: number;
  span: number;
  origin: Vec2;
  /** Into the room. */
  dir: Vec2;
  /** Cosine between the wall's normal and the direction to the camera. */
  facing: number;
}

/** Positions along each wall for a piece `width` wide: each span's centre and 20 cm steps. */
function wallSpots(room: RoomModel, width: number, height: number): WallSpot[] {
  const out: WallSpot[] = [];
  for (const [wi, w] of room.walls.entries()) {
    const { t, n } = wallFrame(w);
    for (const [a, b] of freeSpans(w, height)) {
      const lo = a + width / 2 + 0.05;
      const hi = b - width / 2 - 0.05;
      if (hi < lo) continue;
      const ats = new Set<number>([(lo + hi) / 2]);
      for (let s = lo; s <= hi + 1e-9; s += 0.2) ats.add(s);
      for (const at of ats) {
        const origin: Vec2 = [w.start[0] + t[0] * at, w.start[1] + t[1] * at];
        const toCam = Math.hypot(origin[0], origin[1]) || 1;
        const facing = (-origin[0] * n[0] - origin[1] * n[1]) / toCam;
        out.push({ wall: wi, at, mid: (a + b) / 2, span: b - a, origin, dir: n, facing });
      }
    }
  }
  return out;
}

/** Main groups against the walls that pass the per-piece checks (circulation not yet checked). */
function mainAgainstWall(
  room: RoomModel,
  roomType: StagingRoomType,
  style: StagingStyle,
  scale: number,
): Candidate[] {
  const variants = wallGroupVariants(roomType, style);
  const main = spec(variants[0]!.slots[0]!.id);
  const out: Candidate[] = [];
  for (const spot of wallSpots(room, main.width * scale, main.height * scale)) {
    const mainItem = place([variants[0]!.slots[0]!], spot.origin, spot.dir, scale, 0)[0]!;
    if (pieceProblem(room, mainItem)) continue;
    const key = `${spot.wall}:${spot.at.toFixed(2)}`;
    // The two richest variants that pass here (the poorer one in case the richer blocks the way).
    let kept = 0;
    for (const v of variants) {
      if (kept >= 2) break;
      for (const slots of rugSizes(v, scale)) {
        const items = place(slots, spot.origin, spot.dir, scale, 0);
        if (groupProblem(room, items)) continue;
        const offCentre = Math.abs(spot.at - spot.mid);
        out.push({
          items,
          key,
          richness: v.richness,
          score: spot.span + 1.5 * spot.facing + 0.6 * v.richness - 0.2 * offCentre,
        });
        kept++;
        break;
      }
    }
  }
  return out;
}

/** Dining groups standing free on the floor that pass the per-piece checks. */
function mainFreeStanding(
  room: RoomModel,
  roomType: StagingRoomType,
  style: StagingStyle,
  scale: number,
): Candidate[] {
  const variants = tableGroupVariants(roomType, style);
  const xs = room.floor.map((p) => p[0]);
  const zs = room.floor.map((p) => p[1]);
  const mid = centroid(room.floor);
  // Table directions: along the longest wall and across it.
  const longest = room.walls.reduce<WallModel | null>(
    (a, w) => (a && wallFrame(a).len >= wallFrame(w).len ? a : w),
    null,
  );
  const n: Vec2 = longest ? wallFrame(longest).n : [0, 1];
  const dirs: Vec2[] = [n, [n[1], -n[0]]];
  const out: Candidate[] = [];
  const STEP = 0.25;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += STEP) {
    for (let z = Math.min(...zs); z <= Math.max(...zs); z += STEP) {
      if (!pointInPolygon([x, z], room.floor)) continue;
      for (const [di, dir] of dirs.entries()) {
        const table = place([variants[0]!.slots[0]!], [x, z], dir, scale, 0)[0]!;
        if (pieceProblem(room, table)) continue;
        let kept = 0;
        for (const v of variants) {
          if (kept >= 2) break;
          for (const slots of rugSizes(v, scale)) {
            const items = place(slots, [x, z], dir, scale, 0);
            if (groupProblem(room, items)) continue;
            out.push({
              items,
              key: `${x.toFixed(2)}:${z.toFixed(2)}:${di}`,
              richness: v.richness,
              score: 0.6 * v.richness - 0.5 * Math.hypot(x - mid[0], z - mid[1]),
            });
            kept++;
            break;
          }
        }
      }
    }
  }
  return out;
}

/**
 * The candidates that also leave a walkway to the main group, best first: checked lazily in
 * score order (the walkway search is the costly check), keeping per place only its richest
 * variant, until `count` are found or the scores fall `slack` below the best valid one.
 */
function withWalkway(
  room: RoomModel,
  cands: Candidate[],
  slack: number,
  count: number,
): Candidate[] {
  const sorted = cands.slice().sort((a, b) => b.score - a.score);
  const done = new Set<string>();
  const out: Candidate[] = [];
  for (const c of sorted) {
    if (out.length >= count) break;
    if (out.length > 0 && c.score < out[0]!.score - slack) break;
    if (done.has(c.key)) continue;
    if (!pathToMain(room, c.items)) continue;
    done.add(c.key);
    out.push(c);
  }
  return out;
}

/** Picks one of the near-best candidates by seed (within `slack` of the best score, at most 6). */
function pick<T extends { score: number }>(xs: T[], rand: () => number, slack: number): T | null {
  if (xs.length === 0) return null;
  const top = xs.filter((c) => c.score >= xs[0]!.score - slack).slice(0, 6);
  return top[Math.floor(rand() * top.length)] ?? top[0]!;
}

function wallPieceFor(roomType: StagingRoomType, style: StagingStyle): PieceSpec | null {
  const ids: Record<StagingRoomType, string | null> = {
    living_room: 'shelving',
    bedroom: 'dresser',
    office: 'shelving',
    dining_room: 'sideboard',
    kitchen: null,
  };
  const id = ids[roomType];
  const s = id ? spec(id) : null;
  return s && suits(s, roomType, style) ? s : null;
}

function accentsFor(roomType: StagingRoomType, style: StagingStyle): PieceSpec[] {
  return ['plant_large', 'floor_lamp', 'side_table']
    .map(spec)
    .filter((s) => suits(s, roomType, style));
}

/**
 * Places for an accent, in order of preference (each list shuffled by the seed): beside the main
 * piece's ends against its wall and in the room's corners first, then along any free wall.
 */
function accentSpots(
  room: RoomModel,
  main: Item,
  s: PieceSpec,
  scale: number,
  againstWall: boolean,
  rand: () => number,
): Item[] {
  const first: Item[] = [];
  const r = (Math.max(s.width, s.depth) * scale) / 2;
  if (againstWall) {
    const dir: Vec2 = [Math.sin(main.rotationY), Math.cos(main.rotationY)];
    const ex: Vec2 = [dir[1], -dir[0]];
    const back: Vec2 = [
      main.x - (dir[0] * main.spec.depth * main.scale) / 2,
      main.z - (dir[1] * main.spec.depth * main.scale) / 2,
    ];
    for (const side of [-1, 1]) {
      // Right beside it, or beyond a nightstand.
      for (const extra of [0, 0.6]) {
        const off = (main.spec.width * main.scale) / 2 + 0.08 + extra + r;
        const x = back[0] + ex[0] * off * side + dir[0] * (r + WALL_GAP);
        const z = back[1] + ex[1] * off * side + dir[1] * (r + WALL_GAP);
        first.push(makeItem(s, x, z, main.rotationY, scale, 0, FLOOR_MARGIN, true));
      }
    }
  }
  for (const [i, a] of room.walls.entries()) {
    for (const b of room.walls.slice(i + 1)) {
      for (const p of [a.start, a.end]) {
        for (const q of [b.start, b.end]) {
          if (Math.hypot(p[0] - q[0], p[1] - q[1]) > 0.1) continue;
          const na = wallFrame(a).n;
          const nb = wallFrame(b).n;
          const off = r + 0.08;
          const x = p[0] + (na[0] + nb[0]) * off;
          const z = p[1] + (na[1] + nb[1]) * off;
          const face = Math.atan2(na[0] + nb[0], na[1] + nb[1]);
          first.push(makeItem(s, x, z, face, scale, -1, FLOOR_MARGIN, true));
        }
      }
    }
  }
  const along = wallSpots(room, s.width * scale, s.height * scale).map((spot) => {
    const x = spot.origin[0] + spot.dir[0] * (r + WALL_GAP);
    const z = spot.origin[1] + spot.dir[1] * (r + WALL_GAP);
    return makeItem(s, x, z, Math.atan2(spot.dir[0], spot.dir[1]), scale, -1, FLOOR_MARGIN, true);
  });
  return [...shuffle(first, rand), ...shuffle(along, rand)];
}

/** The arrangement with notes on what was dropped; see the header for the rules. */
export function arrangeRoom(
  room: RoomModel,
  roomType: StagingRoomType,
  style: StagingStyle,
  seed: number,
): ArrangeResult {
  const notes: string[] = [];
  const rand = rng((seed ^ 0x9e3779b9) >>> 0);
  const freeStanding = roomType === 'dining_room' || roomType === 'kitchen';
  if (room.floor.length < 3 || (!freeStanding && room.walls.length === 0)) {
    notes.push('No floor or wall was found in the photo to arrange furniture on.');
    return { placements: [], notes, scale: 0 };
  }
  // A smaller scale only when it holds a clearly richer group (two more pieces: a bed with its
  // nightstands at 80 % rather than a bare bed at 100 %, but not a sofa shrunk for a second
  // armchair); the seed then picks among the near-best places at that scale.
  let scale = 0;
  let group: Item[] | null = null;
  let richest = 0;
  const fullRichness = (
    freeStanding ? tableGroupVariants(roomType, style) : wallGroupVariants(roomType, style)
  )[0]!.richness;
  let valid: Candidate[] = [];
  for (const s of SCALES) {
    const candidates = freeStanding
      ? mainFreeStanding(room, roomType, style, s)
      : mainAgainstWall(room, roomType, style, s);
    const found = withWalkway(room, candidates, 1.2, 6);
    const rich = Math.max(0, ...found.map((c) => c.richness));
    if (richest === 0 ? rich > 0 : rich >= richest + 2) {
      richest = rich;
      valid = found.filter((c) => c.richness >= rich - 1);
      scale = s;
    }
    if (richest >= fullRichness - 1) break;
  }
  group = pick(valid, rand, 1.2)?.items ?? null;
  if (!group) {
    const what = freeStanding
      ? 'a dining table and chairs'
      : `the ${label(wallGroupVariants(roomType, style)[0]!.slots[0]!.id)}`;
    notes.push(`The floor seen in the photo has no room for ${what}.`);
    return { placements: [], notes, scale: 0 };
  }
  if (scale < 1)
    notes.push(`The room is small: every piece is scaled to ${Math.round(scale * 100)} %.`);
  const main = group[0]!;
  const items: Item[] = [...group];

  // A wall piece against another free wall, away from the main group.
  const wp = wallPieceFor(roomType, style);
  if (wp) {
    const spots: Candidate[] = [];
    for (const spot of wallSpots(room, wp.width * scale, wp.height * scale)) {
      const slot: Slot = { id: wp.id, lx: 0, lz: wp.depth / 2 + WALL_GAP };
      const [it] = place([slot], spot.origin, spot.dir, scale, 1);
      if (!it || pieceProblem(room, it) || !fitsAmong(it, items) || hidesMain(room, main, it))
        continue;
      const score = spot.facing + 0.2 * spot.span;
      spots.push({ items: [...items, it], score, key: `${spot.wall}:${spot.at}`, richness: 1 });
    }
    const chosen = pick(withWalkway(room, spots, 0.8, 6), rand, 0.8);
    if (chosen) items.push(chosen.items[chosen.items.length - 1]!);
    else notes.push(`No free wall is left for the ${label(wp.id)}.`);
  }

  // Accents: the seed picks which (2 or 3 of those that suit) and where.
  const accents = shuffle(accentsFor(roomType, style), rand);
  const want = Math.min(accents.length, 2 + Math.floor(rand() * 2));
  let placed = 0;
  let cluster = 2;
  for (const s of accents) {
    if (placed >= want) break;
    const spots = accentSpots(room, main, s, scale, !freeStanding, rand);
    let done = false;
    for (const cand of spots) {
      const it = cand.cluster === -1 ? { ...cand, cluster } : cand;
      if (pieceProblem(room, it) || !fitsAmong(it, items) || hidesMain(room, main, it)) continue;
      if (!pathToMain(room, [...items, it])) continue;
      items.push(it);
      cluster++;
      placed++;
      done = true;
      break;
    }
    if (!done) notes.push(`No free corner or wall is left for the ${label(s.id)}.`);
  }

  const kept = new Set(items.map((i) => i.pieceId));
  const firstVariant = freeStanding
    ? tableGroupVariants(roomType, style)[0]!
    : wallGroupVariants(roomType, style)[0]!;
  for (const id of new Set(firstVariant.slots.map((s) => s.id))) {
    if (!kept.has(id))
      notes.push(`The ${label(id)} does not fit round the ${label(main.pieceId)}.`);
  }
  const placements = items.map(({ pieceId, x, z, rotationY, scale: sc }) => ({
    pieceId,
    x: round(x),
    z: round(z),
    rotationY: round(rotationY),
    scale: sc,
  }));
  return { placements, notes, scale };
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}

/** The contract's arrangement: the placements alone ([] when the main piece does not fit). */
export function arrange(
  room: RoomModel,
  roomType: StagingRoomType,
  style: StagingStyle,
  seed: number,
): Placement[] {
  return arrangeRoom(room, roomType, style, seed).placements;
}
