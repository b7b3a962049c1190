/**
 * Plane geometry on the floor (x, z in metres) for the stager's arrangement: polygons, the
 * rectangles pieces stand on, and distances between them. Orientation-agnostic (a polygon may be
 * listed either way round) and free of any DOM or three.js. The engine's arrangement and the
 * sample rooms' ground truth (tools/sample-scenes) both use it.
 */
import type { Vec2 } from './contract.ts';

/** The four corners of a w × d rectangle centred at (x, z), turned by `rotationY` about +y. */
export function footprint(x: number, z: number, w: number, d: number, rotationY: number): Vec2[] {
  // three.js's rotation about +y: local (lx, lz) → (lx·cos + lz·sin, −lx·sin + lz·cos).
  const c = Math.cos(rotationY);
  const s = Math.sin(rotationY);
  const hw = w / 2;
  const hd = d / 2;
  return (
    [
      [-hw, -hd],
      [hw, -hd],
      [hw, hd],
      [-hw, hd],
    ] as Vec2[]
  ).map(([lx, lz]) => [x + lx * c + lz * s, z - lx * s + lz * c]);
}

export function polygonArea(poly: readonly Vec2[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(a) / 2;
}

export function centroid(poly: readonly Vec2[]): Vec2 {
  let sx = 0;
  let sz = 0;
  for (const p of poly) {
    sx += p[0];
    sz += p[1];
  }
  return [sx / Math.max(1, poly.length), sz / Math.max(1, poly.length)];
}

/** Even-odd rule; points on an edge count as whichever side rounding puts them. */
export function pointInPolygon(p: Vec2, poly: readonly Vec2[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (p[0] < x) inside = !inside;
    }
  }
  return inside;
}

export function distToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len2 = dx * dx + dz * dz;
  const t =
    len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dz) / len2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dz));
}

function cross(o: Vec2, a: Vec2, b: Vec2): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Whether segments ab and cd cross (touching at an end does not count). */
export function segmentsCross(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Distance from a point to a polygon's outline. */
export function distToOutline(p: Vec2, poly: readonly Vec2[]): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    best = Math.min(best, distToSegment(p, poly[i]!, poly[(i + 1) % poly.length]!));
  }
  return best;
}

/**
 * Whether a convex shape lies inside a (possibly concave) polygon with `margin` metres to spare:
 * every corner inside and at least `margin` from the outline, and no outline edge crossing it.
 */
export function insidePolygon(
  shape: readonly Vec2[],
  poly: readonly Vec2[],
  margin: number,
): boolean {
  for (const p of shape) {
    if (!pointInPolygon(p, poly) || distToOutline(p, poly) < margin) return false;
  }
  for (let i = 0; i < shape.length; i++) {
    const a = shape[i]!;
    const b = shape[(i + 1) % shape.length]!;
    for (let j = 0; j < poly.length; j++) {
      if (segmentsCross(a, b, poly[j]!, poly[(j + 1) % poly.length]!)) return false;
    }
  }
  // A concave polygon's reflex corner can poke into the shape without crossing its corners' test.
  for (const q of poly) if (pointInConvex(q, shape)) return false;
  return true;
}

/** Strictly inside a convex polygon (either orientation). */
export function pointInConvex(p: Vec2, poly: readonly Vec2[]): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const c = cross(poly[i]!, poly[(i + 1) % poly.length]!, p);
    if (Math.abs(c) < 1e-12) return false;
    const s = Math.sign(c);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** Whether two convex polygons overlap (separating-axis test; touching is not overlapping). */
export function convexOverlap(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = -(q[1] - p[1]);
      const nz = q[0] - p[0];
      let aMin = Infinity;
      let aMax = -Infinity;
      for (const v of a) {
        const t = v[0] * nx + v[1] * nz;
        aMin = Math.min(aMin, t);
        aMax = Math.max(aMax, t);
      }
      let bMin = Infinity;
      let bMax = -Infinity;
      for (const v of b) {
        const t = v[0] * nx + v[1] * nz;
        bMin = Math.min(bMin, t);
        bMax = Math.max(bMax, t);
      }
      const eps = 1e-9 * Math.hypot(nx, nz);
      if (aMax <= bMin + eps || bMax <= aMin + eps) return false;
    }
  }
  return true;
}

/** The clear distance between two convex polygons (0 when they overlap). */
export function convexGap(a: readonly Vec2[], b: readonly Vec2[]): number {
  if (convexOverlap(a, b)) return 0;
  let best = Infinity;
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const v of p) {
      for (let i = 0; i < q.length; i++) {
        best = Math.min(best, distToSegment(v, q[i]!, q[(i + 1) % q.length]!));
      }
    }
  }
  return best;
}

/** Distance from a point to a convex polygon (0 inside). */
export function distToConvex(p: Vec2, poly: readonly Vec2[]): number {
  if (pointInConvex(p, poly)) return 0;
  return distToOutline(p, poly);
}

/**
 * Keeps the part of a polygon where `side(p) ≥ 0` for a linear `side` (Sutherland–Hodgman with
 * one half-plane). Used to cut a room's floor down to what a camera sees.
 */
export function clipHalfPlane(poly: readonly Vec2[], side: (p: Vec2) => number): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if (sp >= 0 !== sq >= 0) {
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}
