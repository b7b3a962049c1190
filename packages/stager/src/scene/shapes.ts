/** Geometry helpers: bevelled boxes, lathes and metre-scaled UVs. */
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

type V3 = [number, number, number];

/**
 * Replaces UVs by a box projection in metres (dominant normal axis), so tiled textures keep
 * their real-world scale on any face of any part.
 */
export function boxUV(geo: THREE.BufferGeometry, offset: V3 = [0, 0, 0]): THREE.BufferGeometry {
  const pos = geo.getAttribute('position');
  if (!geo.getAttribute('normal')) geo.computeVertexNormals();
  const nrm = geo.getAttribute('normal');
  const uv = new Float32Array(pos.count * 2);
  for (let i = 0; i < pos.count; i++) {
    const x = pos.getX(i) + offset[0];
    const y = pos.getY(i) + offset[1];
    const z = pos.getZ(i) + offset[2];
    const ax = Math.abs(nrm.getX(i));
    const ay = Math.abs(nrm.getY(i));
    const az = Math.abs(nrm.getZ(i));
    if (ax >= ay && ax >= az) {
      uv[i * 2] = nrm.getX(i) > 0 ? -z : z;
      uv[i * 2 + 1] = y;
    } else if (ay >= az) {
      uv[i * 2] = x;
      uv[i * 2 + 1] = nrm.getY(i) > 0 ? -z : z;
    } else {
      uv[i * 2] = nrm.getZ(i) > 0 ? x : -x;
      uv[i * 2 + 1] = y;
    }
  }
  geo.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
  return geo;
}

/** A bevelled box centred on the origin, UVs in metres. */
export function rbox(w: number, h: number, d: number, r = 0.01, seg = 2): THREE.BufferGeometry {
  const rr = Math.max(0.0005, Math.min(r, w / 2 - 1e-4, h / 2 - 1e-4, d / 2 - 1e-4));
  return boxUV(new RoundedBoxGeometry(w, h, d, seg, rr));
}

export function box(w: number, h: number, d: number): THREE.BufferGeometry {
  return boxUV(new THREE.BoxGeometry(w, h, d));
}

export function cyl(
  rTop: number,
  rBottom: number,
  h: number,
  seg = 24,
  open = false,
): THREE.BufferGeometry {
  const g = new THREE.CylinderGeometry(rTop, rBottom, h, seg, 1, open);
  // Cylinder UVs: u around (scaled to circumference), v along height, in metres.
  const uv = g.getAttribute('uv');
  const circ = Math.PI * 2 * Math.max(rTop, rBottom);
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * circ, uv.getY(i) * h);
  return g;
}

/** Surface of revolution from a profile of [radius, height] points (bottom to top). */
export function lathe(profile: [number, number][], seg = 32): THREE.BufferGeometry {
  const pts = profile.map(([r, y]) => new THREE.Vector2(r, y));
  const g = new THREE.LatheGeometry(pts, seg);
  const uv = g.getAttribute('uv');
  const maxR = Math.max(...profile.map((p) => p[0]));
  let len = 0;
  for (let i = 1; i < profile.length; i++) {
    len += Math.hypot(profile[i]![0] - profile[i - 1]![0], profile[i]![1] - profile[i - 1]![1]);
  }
  for (let i = 0; i < uv.count; i++) {
    uv.setXY(i, uv.getX(i) * Math.PI * 2 * maxR, uv.getY(i) * len);
  }
  return g;
}

/** A tube along a polyline (pipes, lamp arms, chair frames). */
export function tube(points: V3[], radius: number, seg = 8, smooth = false): THREE.BufferGeometry {
  const vs = points.map((p) => new THREE.Vector3(...p));
  const curve = smooth ? new THREE.CatmullRomCurve3(vs) : new THREE.CurvePath<THREE.Vector3>();
  if (!smooth) {
    const path = curve as THREE.CurvePath<THREE.Vector3>;
    for (let i = 1; i < vs.length; i++) path.add(new THREE.LineCurve3(vs[i - 1]!, vs[i]!));
  }
  const g = new THREE.TubeGeometry(curve, Math.max(8, points.length * 8), radius, seg, false);
  return g;
}

export function sphere(r: number, seg = 16): THREE.BufferGeometry {
  return new THREE.SphereGeometry(r, seg * 2, seg);
}

/** Moves, rotates and scales a geometry in place and returns it. */
export function xform(
  geo: THREE.BufferGeometry,
  pos: V3 = [0, 0, 0],
  rot: V3 = [0, 0, 0],
  scl: V3 = [1, 1, 1],
): THREE.BufferGeometry {
  const m = new THREE.Matrix4().compose(
    new THREE.Vector3(...pos),
    new THREE.Quaternion().setFromEuler(new THREE.Euler(...rot)),
    new THREE.Vector3(...scl),
  );
  geo.applyMatrix4(m);
  return geo;
}

/** Merges geometries that share a material (attributes are reconciled first). */
export function merge(geos: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const prepared = geos.map((g) => {
    const n = g.index ? g.toNonIndexed() : g;
    if (!n.getAttribute('normal')) n.computeVertexNormals();
    if (!n.getAttribute('uv')) {
      n.setAttribute(
        'uv',
        new THREE.BufferAttribute(new Float32Array(n.getAttribute('position').count * 2), 2),
      );
    }
    for (const name of Object.keys(n.attributes)) {
      if (!['position', 'normal', 'uv', 'color'].includes(name)) n.deleteAttribute(name);
    }
    return n;
  });
  const hasColor = prepared.some((g) => g.getAttribute('color'));
  if (hasColor) {
    for (const g of prepared) {
      if (!g.getAttribute('color')) {
        const c = new Float32Array(g.getAttribute('position').count * 3).fill(1);
        g.setAttribute('color', new THREE.BufferAttribute(c, 3));
      }
    }
  }
  const merged = mergeGeometries(prepared, false);
  if (!merged) throw new Error('mergeGeometries failed');
  return merged;
}

/** Paints a whole geometry one vertex colour (for merged multi-colour parts). */
export function tint(geo: THREE.BufferGeometry, c: THREE.Color): THREE.BufferGeometry {
  const n = geo.getAttribute('position').count;
  const arr = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    arr[i * 3] = c.r;
    arr[i * 3 + 1] = c.g;
    arr[i * 3 + 2] = c.b;
  }
  geo.setAttribute('color', new THREE.BufferAttribute(arr, 3));
  return geo;
}

/** A plane of w x h facing +z with UVs in metres, optionally subdivided. */
export function plane(w: number, h: number, sx = 1, sy = 1): THREE.BufferGeometry {
  const g = new THREE.PlaneGeometry(w, h, sx, sy);
  const uv = g.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * w, uv.getY(i) * h);
  return g;
}
