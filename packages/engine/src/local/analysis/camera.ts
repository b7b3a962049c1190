import type { CameraModel } from '@hds/stager/contract';
import { components } from '../raster/raster.ts';
import { floorPoint, toCamera, wallPoint } from '../furnish/projection.ts';
import { layoutPath, lineEvidence } from './layout.ts';
import type { Layout } from './walls.ts';

/**
 * The camera of one room photo from the layout stage's lines (at the segmentation's scale):
 * each wall between two of the room's corners shows its ceiling line and its foot, the images
 * of two parallel horizontal lines, which meet at the wall's vanishing point on the horizon.
 * Two walls at right angles give two vanishing points v₁, v₂ with (v₁ − p)·(v₂ − p) = −f² (p the
 * principal point), so the focal length; the horizon through them gives the roll (its tilt) and
 * the pitch (its distance from the centre, f·tan(pitch)). That first estimate is then refined
 * as one box fitted to every column of the lines and to the walls' upright edges (`refineBox`):
 * vanishing points of short line fits swing with a hundredth of slope, the uprights' slant sees
 * the pitch directly. The camera's height cannot be seen in one picture without a known length:
 * a standard eye height is assumed (EYE_HEIGHT; on the sample renders it is within 5 cm, what a
 * standard 2.6 m ceiling would imply within 15 cm).
 */

/** Where a photo is taken from when nothing better is known: a standing photographer's eye. */
export const EYE_HEIGHT = 1.45;
/**
 * The default focal length, as a 35 mm-equivalent: 24 mm, the main camera of most phones
 * (24–26 mm) and the long end of the 16–24 mm real-estate photographers shoot rooms with. On a
 * 3:2 picture its vertical field of view is 53°; the sample renders use 56–62°.
 */
export const DEFAULT_FOCAL_35MM = 24;
/** Fields of view (vertical, degrees) a focal length from vanishing points must fall within. */
const FOV_RANGE: [number, number] = [30, 100];
/** Columns a wall needs between corners for its lines to be fitted. */
const MIN_WALL_COLUMNS = 12;

export interface WallLines {
  /** Columns (at the layout's scale) the wall spans in the picture, x0 < x1. */
  x0: number;
  x1: number;
  /** The wall's foot, y = a·x + b (continuous pixel coordinates at the layout's scale). */
  foot: { a: number; b: number };
  /** Its ceiling line, when seen over enough columns. */
  ceiling: { a: number; b: number } | null;
  /** Where the two meet: the wall's horizontal vanishing point (null when parallel). */
  vanishing: { x: number; y: number } | null;
}

export interface CameraEstimate {
  /** The camera at the layout's scale (w × h of the segmentation). */
  camera: CameraModel;
  walls: WallLines[];
  /** How the focal length was found. */
  focalFrom: 'vanishing-points' | 'default';
  /** Eye height used (metres) and what the ceiling line says it would be for a 2.6 m ceiling. */
  eyeFromCeiling: number | null;
  /** The ceiling's height over the camera's, from the walls' ceiling lines (null if unseen). */
  ceilingRatio: number | null;
}

/**
 * The floor's edge under the walls, free of the ceiling line: the layout stage's own lower path
 * (`roomLayout`'s, on the same Lab at σ 1 and the same mid-height guess), before it is tied to
 * the ceiling line by a level camera's rule.
 */
export function floorEdge(lab: Float32Array, w: number, h: number): Int32Array {
  const guess = Math.round(h * 0.5);
  const ev = lineEvidence(lab, w, h, 2.5);
  return layoutPath(ev, { yMin: Math.round(guess + (h - guess) * 0.1), yMax: h - 1, bend: 6 }).rows;
}

/** A straight upright edge (a corner, a window's or door's side) at the layout's scale. */
export interface Upright {
  x: number;
  y: number;
  /** Unit direction, pointing down the picture. */
  dx: number;
  dy: number;
  /** Length in pixels. */
  length: number;
}

/** Upright edges are taken within this angle of the picture's vertical (|cos| of the normal)… */
const UPRIGHT_NX = 0.9;
/** …with at least this coherent-edge strength (lineEvidence's 0…1)… */
const UPRIGHT_STRENGTH = 0.15;
/** …over at least this many rows at the layout's scale, and this thin (pixels per row). */
const UPRIGHT_MIN_ROWS = 12;
const UPRIGHT_MAX_WIDTH = 12;
/**
 * What a row of an upright weighs in the box fit against a column of the lines. The uprights
 * are few (4–13 a room) but they alone see the pitch directly; at 1, 3 and 10 the mean horizon
 * error on the living room, bedroom and office renders was 8.0, 7.3 and 7.1 px (of 1067), the
 * pitch error 0.52°, 0.35°, 0.25°.
 */
const UPRIGHT_WEIGHT = 10;

/**
 * The walls' upright edges, from a sharper copy than the layout's (`lab` of a `width` ×
 * `height` picture, e.g. 800 px wide): runs of coherent edges within ~25° of vertical between the
 * layout's ceiling line and the wall's foot, each fitted with a line (principal axis), returned
 * at the layout's scale (`layoutWidth`). Verticals converge towards the nadir as the camera
 * looks down: their slant across the picture measures the pitch and the roll.
 */
export function uprights(
  lab: Float32Array,
  width: number,
  height: number,
  layout: Layout,
  layoutWidth: number,
): Upright[] {
  const s = width / layoutWidth;
  const ev = lineEvidence(lab, width, height, 2.5);
  const col = (x: number) => Math.min(layoutWidth - 1, Math.floor(x / s));
  const comp = components(width, height, (i) => {
    const x = i % width;
    const y = (i - x) / width;
    const c = col(x);
    return (
      ev.strength[i]! > UPRIGHT_STRENGTH &&
      Math.abs(ev.nx[i]!) > UPRIGHT_NX &&
      y > (layout.ceiling[c]! + 2) * s &&
      y < (layout.floor[c]! - 2) * s
    );
  });
  const out: Upright[] = [];
  for (let id = 0; id < comp.count; id++) {
    const rows = comp.maxY[id]! - comp.minY[id]! + 1;
    if (rows < UPRIGHT_MIN_ROWS * s || comp.area[id]! > rows * UPRIGHT_MAX_WIDTH) continue;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let y = comp.minY[id]!; y <= comp.maxY[id]!; y++)
      for (let x = comp.minX[id]!; x <= comp.maxX[id]!; x++)
        if (comp.labels[y * width + x] === id) {
          xs.push(x + 0.5);
          ys.push(y + 0.5);
        }
    const n = xs.length;
    const mx = xs.reduce((t, v) => t + v, 0) / n;
    const my = ys.reduce((t, v) => t + v, 0) / n;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (let k = 0; k < n; k++) {
      const u = xs[k]! - mx;
      const v = ys[k]! - my;
      sxx += u * u;
      sxy += u * v;
      syy += v * v;
    }
    const ang = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    let dx = Math.cos(ang);
    let dy = Math.sin(ang);
    if (dy < 0) [dx, dy] = [-dx, -dy];
    out.push({ x: mx / s, y: my / s, dx, dy, length: rows / s });
  }
  return out;
}

function fitLine(xs: number[], ys: number[]): { a: number; b: number } | null {
  const n = xs.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i]!;
    sy += ys[i]!;
    sxx += xs[i]! * xs[i]!;
    sxy += xs[i]! * ys[i]!;
  }
  const den = n * sxx - sx * sx;
  if (den <= 1e-9) return null;
  const a = (n * sxy - sx * sy) / den;
  return { a, b: (sy - a * sx) / n };
}

/** Focal length in pixels of a 35 mm-equivalent focal length, by the picture's diagonal. */
export function focalFrom35mm(mm: number, width: number, height: number): number {
  return (mm / Math.hypot(36, 24)) * Math.hypot(width, height);
}

/**
 * The walls' lines: the layout's columns split at the corners, each run fitted with a line for
 * the foot (`layout.floor`, where it is in the picture) and for the ceiling line. Rows are turned
 * into continuous coordinates: the floor's first row is the boundary's y, the ceiling's last row
 * + 1; a column's centre is x + 0.5.
 */
export function wallLines(
  layout: Layout,
  corners: number[],
  w: number,
  h: number,
  edge?: Int32Array,
): WallLines[] {
  const cuts = [0, ...corners.filter((c) => c > 0 && c < w).sort((a, b) => a - b), w];
  const out: WallLines[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    // Keep off the corner itself, where the lines bend over a few columns.
    const lo = cuts[k]! + (k > 0 ? 3 : 0);
    const hi = cuts[k + 1]! - (k + 2 < cuts.length ? 3 : 0);
    if (hi - lo < MIN_WALL_COLUMNS) continue;
    const fx: number[] = [];
    const fy: number[] = [];
    const cx: number[] = [];
    const cy: number[] = [];
    for (let x = lo; x < hi; x++) {
      const f = layout.floor[x]!;
      if (f > 0 && f < h - 1) {
        fx.push(x + 0.5);
        fy.push(f);
      }
      const c = layout.ceiling[x]!;
      if (c >= 3) {
        cx.push(x + 0.5);
        cy.push(c + 1);
      }
    }
    if (fx.length < MIN_WALL_COLUMNS) continue;
    let foot = fitLine(fx, fy);
    if (!foot) continue;
    // The layout's foot is tied to the ceiling line column by column (a level camera's rule);
    // the floor edge itself, where it runs near that line, says where the foot really is.
    if (edge) {
      for (const tol of [5, 2.5]) {
        const ex: number[] = [];
        const ey: number[] = [];
        for (let x = lo; x < hi; x++) {
          const y = edge[x]!;
          if (y > 0 && y < h - 1 && Math.abs(y - (foot.a * (x + 0.5) + foot.b)) <= tol) {
            ex.push(x + 0.5);
            ey.push(y);
          }
        }
        const refit =
          ex.length >= Math.max(MIN_WALL_COLUMNS, (hi - lo) * 0.4) ? fitLine(ex, ey) : null;
        if (!refit) break;
        foot = refit;
      }
    }
    const ceiling = cx.length >= MIN_WALL_COLUMNS ? fitLine(cx, cy) : null;
    let vanishing: WallLines['vanishing'] = null;
    if (ceiling && Math.abs(ceiling.a - foot.a) > 1e-4) {
      const x = (foot.b - ceiling.b) / (ceiling.a - foot.a);
      vanishing = { x, y: foot.a * x + foot.b };
    }
    out.push({ x0: cuts[k]!, x1: cuts[k + 1]!, foot, ceiling, vanishing });
  }
  return out;
}

/**
 * The camera from the layout at its own scale (w × h). `corners` are the room's corners
 * (`wallCorners`). Roll and pitch come from the horizon: the line through the walls' vanishing
 * points when two are found, else the layout's eye-level row (level). The focal length comes from
 * two vanishing points on either side of the centre, else DEFAULT_FOCAL_35MM.
 */
export function estimateCamera(
  layout: Layout,
  corners: number[],
  w: number,
  h: number,
  edge?: Int32Array,
  ups: Upright[] = [],
): CameraEstimate {
  const walls = wallLines(layout, corners, w, h, edge);
  const cx = w / 2;
  const cy = h / 2;
  const vps = walls.map((wl) => wl.vanishing).filter((v): v is { x: number; y: number } => !!v);
  let focal: number | null = null;
  let horizon: { a: number; b: number } = { a: 0, b: layout.horizon };
  // The pair of vanishing points on opposite sides of the centre that are furthest apart in
  // angle: the two walls at right angles (a third wall is parallel to the first).
  let pair: [{ x: number; y: number }, { x: number; y: number }] | null = null;
  for (let i = 0; i < vps.length; i++)
    for (let j = i + 1; j < vps.length; j++) {
      const p = vps[i]!;
      const q = vps[j]!;
      const dot = (p.x - cx) * (q.x - cx) + (p.y - cy) * (q.y - cy);
      if (dot < 0 && (!pair || Math.abs(p.x - q.x) > Math.abs(pair[0].x - pair[1].x)))
        pair = [p, q];
    }
  if (pair) {
    const [p, q] = pair;
    const f2 = -((p.x - cx) * (q.x - cx) + (p.y - cy) * (q.y - cy));
    const f = Math.sqrt(f2);
    const fov = (2 * Math.atan(h / 2 / f) * 180) / Math.PI;
    if (fov >= FOV_RANGE[0] && fov <= FOV_RANGE[1]) focal = f;
    const a = (q.y - p.y) / (q.x - p.x);
    horizon = { a, b: p.y - a * p.x };
  } else if (vps.length === 1) {
    horizon = { a: 0, b: vps[0]!.y };
  }
  const focalFrom = focal === null ? 'default' : 'vanishing-points';
  const focalPx = focal ?? focalFrom35mm(DEFAULT_FOCAL_35MM, w, h);
  const roll = Math.atan(horizon.a);
  // Signed distance of the centre below the horizon line: f·tan(pitch).
  const below = (cy - (horizon.a * cx + horizon.b)) * Math.cos(roll);
  const pitch = Math.atan2(below, focalPx);
  const camera: CameraModel = {
    width: w,
    imageHeight: h,
    focalPx,
    cx,
    cy,
    pitch,
    roll,
    eyeHeight: EYE_HEIGHT,
  };
  const ceilingRatio = ceilingOverEye(camera, walls);
  const first: CameraEstimate = {
    camera,
    walls,
    focalFrom,
    eyeFromCeiling: ceilingRatio ? 2.6 / ceilingRatio : null,
    ceilingRatio,
  };
  const boxed = focalFrom === 'vanishing-points' ? refineBox(first, layout, edge, ups) : null;
  return boxed ?? levelByUprights(first, ups);
}

/** The cost of the uprights against a camera: their slant off the lines to the vertical VP. */
function uprightCost(c: CameraModel, ups: Upright[], robust: (r: number) => number): number {
  const v = toCamera({ ...c, eyeHeight: 0 }, [0, 1, 0]);
  const vx = c.focalPx * v[0] - c.cx * v[2];
  const vy = -c.focalPx * v[1] - c.cy * v[2];
  const vz = -v[2];
  let sum = 0;
  for (const u of ups) {
    const ux = vx - u.x * vz;
    const uy = vy - u.y * vz;
    const n = Math.hypot(ux, uy);
    if (n < 1e-12) continue;
    // The ends' distance (px) from the line through the edge's middle and the vanishing point.
    const r = (((u.dx * uy - u.dy * ux) / n) * u.length) / 2;
    sum += UPRIGHT_WEIGHT * u.length * robust(r);
  }
  return sum;
}

/**
 * Pitch and roll from the uprights alone (the focal length kept) when the box cannot be
 * fitted; the first estimate unchanged when there are too few of them.
 */
function levelByUprights(first: CameraEstimate, ups: Upright[]): CameraEstimate {
  if (ups.length < 3 || ups.reduce((t, u) => t + u.length, 0) < 60) return first;
  const robust = (r: number) => ROBUST_PX * ROBUST_PX * Math.log(1 + (r / ROBUST_PX) ** 2);
  const c0 = first.camera;
  const best = nelderMead(
    ([pitch, roll]) => uprightCost({ ...c0, pitch: pitch!, roll: roll! }, ups, robust),
    [c0.pitch, c0.roll],
    [0.02, 0.01],
    400,
  );
  const camera = { ...c0, pitch: best.x[0]!, roll: best.x[1]! };
  const ceilingRatio = ceilingOverEye(camera, first.walls);
  return {
    ...first,
    camera,
    ceilingRatio,
    eyeFromCeiling: ceilingRatio ? 2.6 / ceilingRatio : null,
  };
}

/** Row error (px at the layout's scale) past which an observation counts less and less. */
const ROBUST_PX = 1.5;
/** Columns either side of a corner left out of the box fit (the lines bend there). */
const CORNER_SKIP = 3;

/**
 * The first estimate made whole: one box fitted to every column's rows at once. The walls seen
 * left to right turn by right angles (the room's corners); with the camera height 1, the
 * parameters are the focal length, pitch, roll, the first wall's direction, each wall's distance
 * and the ceiling's height. The walls' feet and ceiling lines follow from them, and the fit
 * minimises the robust (Cauchy) row error against the floor's edge (where it runs near the
 * layout's foot) and the ceiling line. Vanishing points from two short line fits swing with a
 * hundredth of slope; the box uses the corners' positions and the lines' convergence towards the
 * floor too. Null when the fit goes astray (a field of view out of range, a wall behind).
 */
function refineBox(
  first: CameraEstimate,
  layout: Layout,
  edge: Int32Array | undefined,
  ups: Upright[],
): CameraEstimate | null {
  const cam0 = first.camera;
  const { width: w, imageHeight: h } = cam0;
  const K = first.walls.length;
  if (K < 2 || K > 3) return null;
  for (let k = 1; k < K; k++) if (first.walls[k - 1]!.x1 !== first.walls[k]!.x0) return null;
  // Observations: continuous rows per column.
  const footObs: [number, number][] = [];
  const ceilObs: [number, number][] = [];
  for (let x = 0; x < w; x++) {
    const f = layout.floor[x]!;
    const e = edge ? edge[x]! : f;
    if (f > 0 && f < h - 1 && Math.abs(e - f) <= 4) footObs.push([x + 0.5, e]);
    const c = layout.ceiling[x]!;
    if (c >= 3) ceilObs.push([x + 0.5, c + 1]);
  }
  if (footObs.length < w * 0.3) return null;
  // Initial walls from the first estimate (camera height 1): normal angle and distance.
  const unit = { ...cam0, eyeHeight: 1 };
  const init: { phi: number; dist: number }[] = [];
  for (const wl of first.walls) {
    const xa = wl.x0 + 2;
    const xb = wl.x1 - 2;
    const a = floorPoint(unit, xa, wl.foot.a * xa + wl.foot.b);
    const b = floorPoint(unit, xb, wl.foot.a * xb + wl.foot.b);
    if (!a || !b) return null;
    let n: [number, number] = [-(b[1] - a[1]), b[0] - a[0]];
    const len = Math.hypot(n[0], n[1]);
    n = [n[0] / len, n[1] / len];
    // Towards the camera (the origin).
    if (n[0] * a[0] + n[1] * a[1] > 0) n = [-n[0], -n[1]];
    init.push({ phi: Math.atan2(n[1], n[0]), dist: -(n[0] * a[0] + n[1] * a[1]) });
  }
  const turn = Math.sign(Math.sin(init[1]!.phi - init[0]!.phi)) * (Math.PI / 2);
  const H0 = first.ceilingRatio ?? 1.8;
  const x0 = [
    Math.log(cam0.focalPx),
    cam0.pitch,
    cam0.roll,
    init[0]!.phi,
    ...init.map((i) => Math.log(Math.max(0.05, i.dist))),
    Math.log(H0),
  ];
  const steps = [0.05, 0.01, 0.01, 0.02, ...init.map(() => 0.05), 0.05];
  const model = (p: number[]) => {
    const camera: CameraModel = { ...cam0, focalPx: Math.exp(p[0]!), pitch: p[1]!, roll: p[2]!, eyeHeight: 1 }; // prettier-ignore
    const H = Math.exp(p[3 + K + 1]!);
    const planes = Array.from({ length: K }, (_, k) => {
      const phi = p[3]! + k * turn;
      return { n: [Math.cos(phi), Math.sin(phi)] as [number, number], dist: Math.exp(p[4 + k]!) };
    });
    return { camera, H, planes };
  };
  /** Homogeneous image point of a world point (or direction, when `dir`). */
  const image = (c: CameraModel, X: [number, number, number], dir: boolean) => {
    const v = toCamera({ ...c, eyeHeight: dir ? 0 : c.eyeHeight }, X);
    return [c.focalPx * v[0] - c.cx * v[2], -c.focalPx * v[1] - c.cy * v[2], -v[2]] as const;
  };
  const lineOf = (c: CameraModel, n: [number, number], dist: number, Y: number) => {
    const p = image(c, [-dist * n[0], Y, -dist * n[1]], false);
    const q = image(c, [-n[1], 0, n[0]], true);
    const l = [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
    if (Math.abs(l[1]!) < 1e-12) return null;
    return { a: -l[0]! / l[1]!, b: -l[2]! / l[1]! };
  };
  const corners = (m: ReturnType<typeof model>) => {
    const out: number[] = [];
    for (let k = 0; k + 1 < K; k++) {
      const A = m.planes[k]!;
      const B = m.planes[k + 1]!;
      // n_A·P = −d_A and n_B·P = −d_B on the floor.
      const det = A.n[0] * B.n[1] - A.n[1] * B.n[0];
      if (Math.abs(det) < 1e-9) return null;
      const px = (-A.dist * B.n[1] + B.dist * A.n[1]) / det;
      const pz = (-B.dist * A.n[0] + A.dist * B.n[0]) / det;
      const c = toCamera(m.camera, [px, 0, pz]);
      if (c[2] > -0.05) return null;
      out.push(m.camera.cx + (m.camera.focalPx * c[0]) / -c[2]);
    }
    return out;
  };
  const robust = (r: number) => ROBUST_PX * ROBUST_PX * Math.log(1 + (r / ROBUST_PX) ** 2);
  const cost = (p: number[]): number => {
    const m = model(p);
    const fov = (2 * Math.atan(h / 2 / m.camera.focalPx) * 180) / Math.PI;
    if (fov < FOV_RANGE[0] || fov > FOV_RANGE[1]) return Infinity;
    const cs = corners(m);
    if (!cs || cs.some((c, i) => i > 0 && c <= cs[i - 1]!)) return Infinity;
    const feet = m.planes.map((pl) => lineOf(m.camera, pl.n, pl.dist, 0));
    const ceils = m.planes.map((pl) => lineOf(m.camera, pl.n, pl.dist, m.H));
    const wallAt = (x: number) => {
      let k = 0;
      while (k < cs.length && x >= cs[k]!) k++;
      const near = cs.some((c) => Math.abs(x - c) < CORNER_SKIP);
      return near ? -1 : k;
    };
    let sum = 0;
    for (const [obs, lines] of [
      [footObs, feet],
      [ceilObs, ceils],
    ] as const)
      for (const [x, y] of obs) {
        const k = wallAt(x);
        if (k < 0) continue;
        const l = lines[k];
        if (!l) return Infinity;
        sum += robust(l.a * x + l.b - y);
      }
    return sum + uprightCost(m.camera, ups, robust);
  };
  const best = nelderMead(cost, x0, steps, 1500);
  if (!Number.isFinite(best.value)) return null;
  const m = model(best.x);
  const cs = corners(m)!;
  const cuts = [0, ...cs, w];
  const walls: WallLines[] = m.planes.map((pl, k) => {
    const foot = lineOf(m.camera, pl.n, pl.dist, 0)!;
    const ceiling = lineOf(m.camera, pl.n, pl.dist, m.H);
    const v = image(m.camera, [-pl.n[1], 0, pl.n[0]], true);
    return {
      x0: cuts[k]!,
      x1: cuts[k + 1]!,
      foot,
      ceiling,
      vanishing: Math.abs(v[2]) > 1e-12 ? { x: v[0] / v[2], y: v[1] / v[2] } : null,
    };
  });
  return {
    camera: { ...m.camera, eyeHeight: EYE_HEIGHT },
    walls,
    focalFrom: 'vanishing-points',
    eyeFromCeiling: 2.6 / m.H,
    ceilingRatio: m.H,
  };
}

/** Nelder–Mead simplex minimisation from x0 with initial steps. */
function nelderMead(
  f: (x: number[]) => number,
  x0: number[],
  steps: number[],
  maxEvals: number,
): { x: number[]; value: number } {
  const n = x0.length;
  let pts = [x0, ...x0.map((_, i) => x0.map((v, j) => (i === j ? v + steps[i]! : v)))];
  let vals = pts.map(f);
  let evals = n + 1;
  while (evals < maxEvals) {
    const order = vals.map((_, i) => i).sort((a, b) => vals[a]! - vals[b]!);
    pts = order.map((i) => pts[i]!);
    vals = order.map((i) => vals[i]!);
    if (Math.abs(vals[n]! - vals[0]!) < 1e-6 * (1 + Math.abs(vals[0]!))) break;
    const c = x0.map((_, j) => pts.slice(0, n).reduce((s, p) => s + p[j]!, 0) / n);
    const towards = (t: number) => c.map((v, j) => v + t * (pts[n]![j]! - v));
    const r = towards(-1);
    const fr = f(r);
    evals++;
    if (fr < vals[0]!) {
      const e = towards(-2);
      const fe = f(e);
      evals++;
      [pts[n], vals[n]] = fe < fr ? [e, fe] : [r, fr];
    } else if (fr < vals[n - 1]!) {
      [pts[n], vals[n]] = [r, fr];
    } else {
      const k = fr < vals[n]! ? towards(-0.5) : towards(0.5);
      const fk = f(k);
      evals++;
      if (fk < Math.min(fr, vals[n]!)) [pts[n], vals[n]] = [k, fk];
      else {
        for (let i = 1; i <= n; i++) {
          pts[i] = pts[i]!.map((v, j) => pts[0]![j]! + 0.5 * (v - pts[0]![j]!));
          vals[i] = f(pts[i]!);
          evals++;
        }
      }
    }
  }
  const i = vals.indexOf(Math.min(...vals));
  return { x: pts[i]!, value: vals[i]! };
}

/**
 * The ceiling's height in camera heights: each wall whose ceiling line is seen is placed by its
 * foot (two columns' rays met with the floor, at a camera height of 1); down each column, the
 * ceiling line's ray meets that wall at the ceiling's height. The median over the columns.
 */
function ceilingOverEye(camera: CameraModel, walls: WallLines[]): number | null {
  const unit = { ...camera, eyeHeight: 1 };
  const ratios: number[] = [];
  for (const wl of walls) {
    if (!wl.ceiling) continue;
    const xa = wl.x0 + 1;
    const xb = wl.x1 - 1;
    const a = floorPoint(unit, xa, wl.foot.a * xa + wl.foot.b);
    const b = floorPoint(unit, xb, wl.foot.a * xb + wl.foot.b);
    if (!a || !b) continue;
    for (let x = wl.x0 + 0.5; x < wl.x1; x += 2) {
      const p = wallPoint(unit, a, b, x, wl.ceiling.a * x + wl.ceiling.b);
      if (p && p[1] > 1.1 && p[1] < 4) ratios.push(p[1]);
    }
  }
  if (ratios.length < 8) return null;
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length / 2)]!;
}
