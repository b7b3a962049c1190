/**
 * Kitchen runs, built in a wall's local frame: x along the wall, +z into the room, y up.
 * Every builder returns a group to register as one object.
 */
import * as THREE from 'three';
import { box, cyl, rbox, tube } from '../shapes.ts';
import type { World } from '../world.ts';
import { blob } from './common.ts';

export type DoorStyle = 'shaker' | 'flat' | 'raised' | 'slab-open';

export interface KitchenMaterials {
  door: THREE.Material;
  carcass: THREE.Material;
  counter: THREE.Material;
  handle: THREE.Material;
  steel: THREE.Material;
  doorStyle: DoorStyle;
}

const BASE_H = 0.9;
const BASE_D = 0.6;
const TOE = 0.1;

function door(
  world: World,
  m: KitchenMaterials,
  w: number,
  h: number,
  x: number,
  y: number,
  z: number,
  pull: 'top' | 'side' | 'none',
): THREE.Group {
  const g = new THREE.Group();
  const t = 0.02;
  if (m.doorStyle === 'shaker' || m.doorStyle === 'raised') {
    const f = 0.06;
    g.add(world.mesh(rbox(w, f, t, 0.003), m.door, [0, h / 2 - f / 2, 0]));
    g.add(world.mesh(rbox(w, f, t, 0.003), m.door, [0, -h / 2 + f / 2, 0]));
    g.add(world.mesh(rbox(f, h, t, 0.003), m.door, [-w / 2 + f / 2, 0, 0]));
    g.add(world.mesh(rbox(f, h, t, 0.003), m.door, [w / 2 - f / 2, 0, 0]));
    const inner =
      m.doorStyle === 'raised'
        ? rbox(w - 2 * f + 0.01, h - 2 * f + 0.01, t * 1.2, 0.012)
        : box(w - 2 * f + 0.01, h - 2 * f + 0.01, t * 0.5);
    g.add(world.mesh(inner, m.door, [0, 0, m.doorStyle === 'raised' ? 0 : -t * 0.25]));
  } else {
    g.add(world.mesh(rbox(w, h, t, 0.003), m.door, [0, 0, 0]));
  }
  if (pull === 'top')
    g.add(
      world.mesh(rbox(Math.min(0.3, w * 0.5), 0.012, 0.025, 0.005), m.handle, [
        0,
        h / 2 - 0.05,
        t / 2 + 0.012,
      ]),
    );
  if (pull === 'side')
    g.add(
      world.mesh(rbox(0.012, Math.min(0.2, h * 0.4), 0.025, 0.005), m.handle, [
        w / 2 - 0.05,
        0,
        t / 2 + 0.012,
      ]),
    );
  g.position.set(x, y, z);
  return g;
}

/** Base cabinets from x0 to x1 with doors and drawers; gaps listed in `skip` are left open. */
export function baseCabinets(
  world: World,
  m: KitchenMaterials,
  x0: number,
  x1: number,
  skip: [number, number][] = [],
): THREE.Group {
  const g = new THREE.Group();
  const segs: [number, number][] = [];
  let x = x0;
  for (const [a, b] of [...skip].sort((p, q) => p[0] - q[0])) {
    if (a > x) segs.push([x, a]);
    x = Math.max(x, b);
  }
  if (x < x1) segs.push([x, x1]);
  for (const [a, b] of segs) {
    const len = b - a;
    g.add(
      world.mesh(box(len, BASE_H - TOE - 0.04, BASE_D - 0.02), m.carcass, [
        (a + b) / 2,
        TOE + (BASE_H - TOE - 0.04) / 2,
        (BASE_D - 0.02) / 2,
      ]),
    );
    g.add(
      world.mesh(box(len, TOE, BASE_D - 0.08), world.std({ color: 0x1c1c1c, roughness: 0.8 }), [
        (a + b) / 2,
        TOE / 2,
        (BASE_D - 0.08) / 2,
      ]),
    );
    const n = Math.max(1, Math.round(len / 0.6));
    const dw = len / n;
    for (let i = 0; i < n; i++) {
      const cx = a + dw * (i + 0.5);
      const z = BASE_D - 0.01;
      // A drawer over a door.
      g.add(door(world, m, dw - 0.006, 0.16, cx, BASE_H - 0.04 - 0.085, z, 'top'));
      g.add(
        door(
          world,
          m,
          dw - 0.006,
          BASE_H - TOE - 0.04 - 0.19,
          cx,
          TOE + (BASE_H - TOE - 0.04 - 0.19) / 2 + 0.005,
          z,
          'top',
        ),
      );
    }
  }
  g.add(blob(world, x1 - x0, 0.2, 0.35));
  g.children[g.children.length - 1]!.position.set((x0 + x1) / 2, 0.004, BASE_D + 0.02);
  return g;
}

export function counter(
  world: World,
  m: KitchenMaterials,
  x0: number,
  x1: number,
  depth = BASE_D + 0.03,
  holes: [number, number][] = [],
): THREE.Group {
  const g = new THREE.Group();
  const t = 0.04;
  let x = x0;
  for (const [a, b] of [...holes].sort((p, q) => p[0] - q[0])) {
    if (a > x)
      g.add(
        world.mesh(rbox(a - x, t, depth, 0.004), m.counter, [
          (x + a) / 2,
          BASE_H + t / 2,
          depth / 2,
        ]),
      );
    // Strips in front of and behind the sink hole.
    g.add(
      world.mesh(rbox(b - a, t, 0.08, 0.004), m.counter, [
        (a + b) / 2,
        BASE_H + t / 2,
        depth - 0.04,
      ]),
    );
    g.add(world.mesh(rbox(b - a, t, 0.1, 0.004), m.counter, [(a + b) / 2, BASE_H + t / 2, 0.05]));
    x = b;
  }
  if (x < x1)
    g.add(
      world.mesh(rbox(x1 - x, t, depth, 0.004), m.counter, [
        (x + x1) / 2,
        BASE_H + t / 2,
        depth / 2,
      ]),
    );
  return g;
}

/** Undermount sink basin and faucet centred at x; sits in a counter hole of `w`. */
export function sink(world: World, m: KitchenMaterials, x: number, w = 0.75): THREE.Group {
  const g = new THREE.Group();
  const d = BASE_D + 0.03 - 0.18;
  const zc = 0.1 + d / 2;
  const depth = 0.2;
  const y = BASE_H + 0.04;
  const s = m.steel;
  g.add(world.mesh(box(w, 0.01, d), s, [x, y - depth, zc]));
  g.add(world.mesh(box(w, depth, 0.01), s, [x, y - depth / 2, zc - d / 2]));
  g.add(world.mesh(box(w, depth, 0.01), s, [x, y - depth / 2, zc + d / 2]));
  g.add(world.mesh(box(0.01, depth, d), s, [x - w / 2, y - depth / 2, zc]));
  g.add(world.mesh(box(0.01, depth, d), s, [x + w / 2, y - depth / 2, zc]));
  g.add(
    world.mesh(
      tube(
        [
          [x, y, 0.06],
          [x, y + 0.35, 0.06],
          [x, y + 0.4, 0.14],
          [x, y + 0.3, 0.24],
        ],
        0.012,
        8,
        true,
      ),
      m.handle,
    ),
  );
  g.add(world.mesh(cyl(0.025, 0.03, 0.05, 16), m.handle, [x, y + 0.025, 0.06]));
  return g;
}

/** Free-standing range (oven + cooktop) of width w centred at x. */
export function range(world: World, m: KitchenMaterials, x: number, w = 0.76): THREE.Group {
  const g = new THREE.Group();
  const s = m.steel;
  const glass = world.std({ color: 0x0b0c0e, roughness: 0.08, metalness: 0.2 });
  g.add(
    world.mesh(rbox(w, BASE_H - 0.02, BASE_D - 0.02, 0.006), s, [
      x,
      (BASE_H - 0.02) / 2,
      (BASE_D - 0.02) / 2,
    ]),
  );
  g.add(world.mesh(box(w - 0.12, 0.38, 0.01), glass, [x, 0.42, BASE_D - 0.015]));
  g.add(world.mesh(rbox(w - 0.12, 0.02, 0.03, 0.008), m.handle, [x, 0.68, BASE_D + 0.02]));
  g.add(world.mesh(box(w, 0.012, BASE_D - 0.02), glass, [x, BASE_H + 0.02, (BASE_D - 0.02) / 2]));
  for (let i = 0; i < 4; i++) {
    g.add(
      world.mesh(cyl(0.02, 0.02, 0.03, 12), glass, [
        x - w / 2 + 0.12 + i * ((w - 0.24) / 3),
        0.8,
        BASE_D,
      ]),
    );
  }
  const ring = world.std({ color: 0x3a3a3a, roughness: 0.5 });
  for (const [dx, dz] of [
    [-0.17, 0.17],
    [0.17, 0.17],
    [-0.17, 0.42],
    [0.17, 0.42],
  ] as const) {
    g.add(
      world.mesh(
        new THREE.TorusGeometry(0.08, 0.006, 6, 32),
        ring,
        [x + dx, BASE_H + 0.028, dz],
        [Math.PI / 2, 0, 0],
      ),
    );
  }
  return g;
}

export function hood(
  world: World,
  m: KitchenMaterials,
  x: number,
  ceiling: number,
  w = 0.8,
): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(rbox(w, 0.12, 0.5, 0.01), m.steel, [x, 1.7, 0.25]));
  g.add(world.mesh(lathePyramid(w, 0.5, 0.3, 0.25), m.steel, [x, 1.76, 0.25]));
  g.add(world.mesh(box(0.3, ceiling - 2.06, 0.25), m.steel, [x, (ceiling + 2.06) / 2, 0.125]));
  return g;
}

function lathePyramid(w: number, d: number, tw: number, h: number): THREE.BufferGeometry {
  const geo = new THREE.CylinderGeometry(Math.SQRT1_2, Math.SQRT1_2, 1, 4, 1, false, Math.PI / 4);
  const pos = geo.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const top = pos.getY(i) > 0;
    const sx = top ? tw : w;
    const sz = top ? 0.25 : d;
    pos.setXYZ(
      i,
      pos.getX(i) * sx,
      pos.getY(i) * h + h / 2,
      pos.getZ(i) * sz - (top ? (d - 0.25) / 2 : 0),
    );
  }
  geo.computeVertexNormals();
  return geo;
}

export function upperCabinets(
  world: World,
  m: KitchenMaterials,
  x0: number,
  x1: number,
  ceiling: number,
  glass = false,
): THREE.Group {
  const g = new THREE.Group();
  const y0 = 1.45;
  const top = Math.min(ceiling - 0.05, 2.25);
  const h = top - y0;
  const d = 0.35;
  const len = x1 - x0;
  g.add(world.mesh(box(len, h, d - 0.02), m.carcass, [(x0 + x1) / 2, y0 + h / 2, (d - 0.02) / 2]));
  const n = Math.max(1, Math.round(len / 0.5));
  const dw = len / n;
  for (let i = 0; i < n; i++) {
    const cx = x0 + dw * (i + 0.5);
    if (glass && i % 2 === 1) {
      g.add(
        world.mesh(
          box(dw - 0.1, h - 0.1, 0.005),
          world.std({ color: 0x9fb0b5, roughness: 0.05, metalness: 0.5 }),
          [cx, y0 + h / 2, d - 0.005],
        ),
      );
    }
    g.add(door(world, m, dw - 0.006, h - 0.006, cx, y0 + h / 2, d - 0.01, 'none'));
    g.add(
      world.mesh(rbox(0.012, 0.16, 0.025, 0.005), m.handle, [
        cx + (i % 2 === 0 ? 1 : -1) * (dw / 2 - 0.05),
        y0 + 0.12,
        d + 0.012,
      ]),
    );
  }
  return g;
}

/** Open shelves on the wall (instead of uppers). */
export function openShelves(
  world: World,
  mat: THREE.Material,
  x0: number,
  x1: number,
  ys: number[],
): THREE.Group {
  const g = new THREE.Group();
  for (const y of ys)
    g.add(world.mesh(rbox(x1 - x0, 0.04, 0.28, 0.006), mat, [(x0 + x1) / 2, y, 0.14]));
  return g;
}

export function refrigerator(
  world: World,
  m: KitchenMaterials,
  x: number,
  w = 0.9,
  h = 1.9,
): THREE.Group {
  const g = new THREE.Group();
  const d = 0.7;
  g.add(world.mesh(rbox(w, h, d, 0.015), m.steel, [x, h / 2, d / 2]));
  g.add(
    world.mesh(box(0.004, h * 0.62, 0.01), world.std({ color: 0x222222 }), [
      x,
      h * 0.69,
      d + 0.002,
    ]),
  );
  g.add(
    world.mesh(box(w - 0.02, 0.004, 0.01), world.std({ color: 0x222222 }), [
      x,
      h * 0.37,
      d + 0.002,
    ]),
  );
  for (const s of [-1, 1])
    g.add(world.mesh(rbox(0.02, 0.5, 0.04, 0.008), m.handle, [x + s * 0.04, h * 0.62, d + 0.03]));
  g.add(world.mesh(rbox(0.4, 0.02, 0.04, 0.008), m.handle, [x, h * 0.33, d + 0.03]));
  return g;
}

/** A free-standing island with a waterfall or overhanging top (origin floor centre, long side along x). */
export function island(
  world: World,
  m: KitchenMaterials,
  w: number,
  d: number,
  waterfall: boolean,
): THREE.Group {
  const g = new THREE.Group();
  const body = d - 0.3;
  g.add(
    world.mesh(box(w - 0.1, BASE_H - 0.04, body), m.carcass, [
      0,
      (BASE_H - 0.04) / 2,
      -d / 2 + body / 2 + 0.02,
    ]),
  );
  const n = Math.max(1, Math.round((w - 0.1) / 0.6));
  const dw = (w - 0.1) / n;
  for (let i = 0; i < n; i++) {
    const cx = -(w - 0.1) / 2 + dw * (i + 0.5);
    g.add(
      door(
        world,
        m,
        dw - 0.006,
        BASE_H - 0.1,
        cx,
        (BASE_H - 0.04) / 2 + 0.02,
        -d / 2 + 0.01,
        'none',
      ),
    );
  }
  // Back (seating side) panel.
  g.add(
    door(
      world,
      m,
      w - 0.12,
      BASE_H - 0.1,
      0,
      (BASE_H - 0.04) / 2 + 0.02,
      -d / 2 + body + 0.03,
      'none',
    ),
  );
  g.add(world.mesh(rbox(w, 0.05, d, 0.006), m.counter, [0, BASE_H + 0.025, 0]));
  if (waterfall) {
    for (const s of [-1, 1])
      g.add(
        world.mesh(rbox(0.05, BASE_H, d, 0.006), m.counter, [s * (w / 2 - 0.025), BASE_H / 2, 0]),
      );
  }
  g.add(blob(world, w, d, 0.5));
  return g;
}

export { BASE_H, BASE_D };
