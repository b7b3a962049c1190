/**
 * Exterior: a two-storey house front with a gable roof, porch, path and lawn, seen from the
 * pavement. The façade faces -z; the house occupies x 0..11, z 0..8.
 */
import * as THREE from 'three';
import { ID } from '../../lib/specs.ts';
import { blob } from '@hds/stager/scene/furniture/common.ts';
import type { LampInfo } from '@hds/stager/scene/world.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { armchair, bench } from '@hds/stager/scene/furniture/seating.ts';
import { rugMesh, sideTable } from '@hds/stager/scene/furniture/tables.ts';
import { foliageBlob, neighbourHouse, tree } from '../outdoor.ts';
import type { Rng } from '@hds/stager/scene/random.ts';
import { box, cyl, lathe, merge, plane, rbox, tint, xform } from '@hds/stager/scene/shapes.ts';
import { palette, woodMat } from '@hds/stager/scene/styles.ts';
import {
  brick,
  cached,
  concrete,
  grass,
  pavers,
  rgb,
  roofTiles,
  siding,
  stucco,
} from '@hds/stager/scene/textures.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { setCamera } from './common.ts';

const HW = 11;
const HD = 8;
const EAVE = 5.8;
const RIDGE = 8.3;
const T = 0.25;
const FLOOR = 0.45;

interface Hole {
  x: number;
  y: number;
  w: number;
  h: number;
  door?: boolean;
}

const FRONT_HOLES: Hole[] = [
  { x: 1.9, y: 0.95, w: 1.5, h: 1.55 },
  { x: 4.3, y: 0.95, w: 1.5, h: 1.55 },
  { x: 7.2, y: FLOOR, w: 1.05, h: 2.25, door: true },
  { x: 9.5, y: 0.95, w: 1.3, h: 1.55 },
  { x: 1.9, y: 3.75, w: 1.25, h: 1.35 },
  { x: 4.3, y: 3.75, w: 1.25, h: 1.35 },
  { x: 7.2, y: 3.75, w: 1.25, h: 1.35 },
  { x: 9.5, y: 3.75, w: 1.25, h: 1.35 },
];
const SIDE_HOLES: Hole[] = [
  { x: 2.4, y: 0.95, w: 1.2, h: 1.4 },
  { x: 5.6, y: 3.75, w: 1.1, h: 1.3 },
];

function wallShape(
  len: number,
  height: number,
  holes: Hole[],
  gable: boolean,
): THREE.BufferGeometry {
  const s = new THREE.Shape();
  s.moveTo(0, 0);
  s.lineTo(len, 0);
  s.lineTo(len, height);
  if (gable) s.lineTo(len / 2, RIDGE);
  s.lineTo(0, height);
  s.lineTo(0, 0);
  for (const h of holes) {
    const p = new THREE.Path();
    p.moveTo(h.x - h.w / 2, h.y);
    p.lineTo(h.x - h.w / 2, h.y + h.h);
    p.lineTo(h.x + h.w / 2, h.y + h.h);
    p.lineTo(h.x + h.w / 2, h.y);
    p.lineTo(h.x - h.w / 2, h.y);
    s.holes.push(p);
  }
  const g = new THREE.ExtrudeGeometry(s, { depth: T, bevelEnabled: false });
  return g;
}

interface Look {
  wall: THREE.Material;
  plinth: THREE.Material;
  roof: THREE.Material;
  trim: THREE.Material;
  frame: THREE.Material;
  door: THREE.Material;
  glass: THREE.MeshStandardMaterial;
  path: THREE.Material;
  shutters: THREE.Material | null;
}

function look(world: World): Look {
  const style = world.spec.style;
  const glass = world.std({ color: 0x27313b, roughness: 0.06, metalness: 0.4 });
  const plinth = world.std({
    tex: cached('ext-plinth', () => concrete(81, rgb(0x8d8a84), 2)),
    roughness: 0.9,
  });
  switch (style) {
    case 'industrial':
      return {
        wall: world.std({
          tex: cached('siding-charcoal', () => siding(82, rgb(0x3d4145), 0.18, true)),
          roughness: 0.7,
          normalScale: 0.6,
        }),
        plinth,
        roof: world.std({
          tex: cached('roof-metal', () => roofTiles(83, 'metal')),
          roughness: 0.5,
          metalness: 0.6,
          normalScale: 0.6,
        }),
        trim: world.std({ color: 0x1f2022, roughness: 0.5 }),
        frame: world.std({ color: 0x18191a, roughness: 0.4, metalness: 0.5 }),
        door: woodMat(world, 'ext-door-ind', 0x9a6a42, 0x4a2e1a),
        glass,
        path: world.std({
          tex: cached('pavers-grey', () => pavers(84, rgb(0x9c9a95), 3)),
          roughness: 0.9,
          normalScale: 0.5,
        }),
        shutters: null,
      };
    case 'bohemian':
      return {
        wall: world.std({
          tex: cached('brick-painted', () =>
            brick(85, {
              colours: [rgb(0xece4d6), rgb(0xe6dccb), rgb(0xf1ebe0)],
              mortar: rgb(0xd9d0c0),
            }),
          ),
          roughness: 0.9,
          normalScale: 0.7,
        }),
        plinth,
        roof: world.std({
          tex: cached('roof-shingle', () => roofTiles(86, 'shingle')),
          roughness: 0.9,
          normalScale: 0.6,
        }),
        trim: world.std({ color: 0xf3efe6, roughness: 0.5 }),
        frame: world.std({ color: 0x2f6f6a, roughness: 0.45 }),
        door: world.std({ color: 0x2f6f6a, roughness: 0.45 }),
        glass,
        path: world.std({
          tex: cached('pavers-warm', () => pavers(87, rgb(0xb48a66), 2.4)),
          roughness: 0.9,
          normalScale: 0.5,
        }),
        shutters: null,
      };
    case 'mediterranean':
      return {
        wall: world.std({
          tex: cached('stucco-white', () => stucco(88, rgb(0xf3eee4))),
          roughness: 0.95,
          normalScale: 0.5,
        }),
        plinth: world.std({
          tex: cached('stucco-sand', () => stucco(89, rgb(0xd8c7a6))),
          roughness: 0.95,
        }),
        roof: world.std({
          tex: cached('roof-terracotta', () => roofTiles(90, 'terracotta')),
          roughness: 0.85,
          normalScale: 0.8,
        }),
        trim: world.std({
          tex: cached('stucco-white', () => stucco(88, rgb(0xf3eee4))),
          roughness: 0.95,
        }),
        frame: world.std({ color: 0x2b5c8f, roughness: 0.5 }),
        door: woodMat(world, 'ext-door-med', 0x8a6440, 0x4a3220),
        glass,
        path: world.std({
          tex: cached('pavers-terracotta', () => pavers(91, rgb(0xb86b44), 2.4)),
          roughness: 0.9,
          normalScale: 0.5,
        }),
        shutters: world.std({ color: 0x2b5c8f, roughness: 0.55 }),
      };
    default:
      return {
        wall: world.std({
          tex: cached('siding-beige', () => siding(92, rgb(0xd9cfbc), 0.2)),
          roughness: 0.8,
          normalScale: 0.6,
        }),
        plinth,
        roof: world.std({
          tex: cached('roof-shingle', () => roofTiles(86, 'shingle')),
          roughness: 0.9,
          normalScale: 0.6,
        }),
        trim: world.std({ color: 0xf4f3ef, roughness: 0.5 }),
        frame: world.std({ color: 0xf4f3ef, roughness: 0.45 }),
        door: world.std({ color: 0xf1f0ec, roughness: 0.45 }),
        glass,
        path: world.std({
          tex: cached('pavers-grey', () => pavers(84, rgb(0x9c9a95), 3)),
          roughness: 0.9,
          normalScale: 0.5,
        }),
        shutters: null,
      };
  }
}

/** Window or door assembly in a hole of a wall whose outer face is at local z = 0, facing -z. */
function opening(
  world: World,
  lk: Look,
  h: Hole,
  parent: THREE.Group,
  glow: THREE.MeshStandardMaterial,
): void {
  const win = new THREE.Group();
  const fw = 0.07;
  const z = -0.07;
  const frame = (w: number, hh: number, x: number, y: number, d = 0.1) =>
    win.add(world.mesh(rbox(w, hh, d, 0.008), lk.frame, [x, y, z]));
  const x0 = h.x - h.w / 2;
  const x1 = h.x + h.w / 2;
  const y1 = h.y + h.h;
  frame(h.w, fw, h.x, y1 - fw / 2);
  frame(fw, h.h, x0 + fw / 2, h.y + h.h / 2);
  frame(fw, h.h, x1 - fw / 2, h.y + h.h / 2);
  if (h.door) {
    const door = new THREE.Group();
    door.add(
      world.mesh(rbox(h.w - 2 * fw, h.h - fw, 0.05, 0.006), lk.door, [
        h.x,
        h.y + (h.h - fw) / 2,
        -0.06,
      ]),
    );
    for (const [py, ph] of [
      [h.y + 1.45, 0.55],
      [h.y + 0.5, 0.6],
    ] as const) {
      door.add(world.mesh(rbox(h.w - 0.32, ph, 0.02, 0.005), lk.door, [h.x, py, -0.09]));
    }
    const handle = world.std({ color: 0xb8a070, roughness: 0.3, metalness: 1 });
    door.add(world.mesh(rbox(0.03, 0.25, 0.04, 0.01), handle, [x1 - 0.15, h.y + 1.0, -0.11]));
    world.structure(door, ID.door, parent);
    world.structure(win, ID.trim, parent);
    return;
  }
  frame(h.w, fw, h.x, h.y + fw / 2);
  frame(0.045, h.h - fw, h.x, h.y + h.h / 2, 0.08);
  frame(h.w - fw, 0.04, h.x, h.y + h.h * 0.62, 0.08);
  win.add(world.mesh(box(h.w - 0.04, h.h - 0.04, 0.02), glow, [h.x, h.y + h.h / 2, -0.02]));
  // Sill.
  win.add(world.mesh(rbox(h.w + 0.14, 0.05, 0.12, 0.008), lk.trim, [h.x, h.y - 0.025, -0.06]));
  if (lk.shutters) {
    for (const s of [-1, 1]) {
      const sh = new THREE.Group();
      const sw = h.w / 2;
      sh.add(world.mesh(rbox(sw, h.h + 0.05, 0.035, 0.006), lk.shutters, [0, 0, 0]));
      for (let k = 0; k < Math.floor(h.h / 0.07); k++) {
        sh.add(
          world.mesh(
            box(sw - 0.08, 0.012, 0.02),
            lk.shutters,
            [0, -h.h / 2 + 0.06 + k * 0.07, -0.025],
            [0.5, 0, 0],
          ),
        );
      }
      sh.position.set(h.x + s * (h.w / 2 + sw / 2 + 0.04), h.y + h.h / 2, -0.03);
      win.add(sh);
    }
  }
  world.structure(win, ID.window, parent);
}

function lawnTuft(world: World, rng: Rng, kind: 'shrub' | 'lavender', size: number): THREE.Group {
  const g = new THREE.Group();
  const parts: THREE.BufferGeometry[] = [];
  if (kind === 'shrub') {
    const base = new THREE.Color(0x42622e);
    for (let i = 0; i < 6; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(0, size * 0.4);
      const s = size * rng.range(0.3, 0.45);
      const c = base.clone().offsetHSL(rng.range(-0.02, 0.02), 0, rng.range(-0.08, 0.06));
      parts.push(
        xform(
          foliageBlob(rng, s, c, 0.18),
          [Math.cos(a) * r, s * 0.85 + rng.range(0, size * 0.15), Math.sin(a) * r],
          [0, 0, 0],
          [1, 0.85, 1],
        ),
      );
    }
  } else {
    // Lavender reads as lavender by its shape: a low grey-green mound with a fan of thin
    // stems, each ending in a purple flower spike (blobs alone looked like purple rocks).
    parts.push(
      xform(
        foliageBlob(rng, size * 0.4, new THREE.Color(0x5a6b46), 0.25),
        [0, size * 0.15, 0],
        [0, 0, 0],
        [1.1, 0.45, 1.1],
      ),
    );
    const stemColor = new THREE.Color(0x8a9a6a);
    const tip = new THREE.Vector3();
    for (let i = 0; i < 46; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(0, size * 0.3);
      const lean = rng.range(0.05, 0.5) * (r / (size * 0.3) + 0.3);
      const len = size * rng.range(0.55, 0.85);
      const rot = new THREE.Euler(Math.sin(a) * lean, 0, -Math.cos(a) * lean);
      const root: [number, number, number] = [Math.cos(a) * r, size * 0.12, Math.sin(a) * r];
      parts.push(
        tint(xform(cyl(0.005, 0.007, len, 3, true), [0, len / 2, 0]), stemColor).applyMatrix4(
          new THREE.Matrix4().compose(
            new THREE.Vector3(...root),
            new THREE.Quaternion().setFromEuler(rot),
            new THREE.Vector3(1, 1, 1),
          ),
        ),
      );
      tip
        .set(0, len, 0)
        .applyEuler(rot)
        .add(new THREE.Vector3(...root));
      const purple = new THREE.Color(0x7e6bb8).offsetHSL(
        rng.range(-0.03, 0.03),
        rng.range(-0.1, 0.05),
        rng.range(-0.08, 0.08),
      );
      parts.push(
        tint(
          xform(
            new THREE.IcosahedronGeometry(0.022, 1),
            [tip.x, tip.y, tip.z],
            [rot.x, 0, rot.z],
            [1, 3.6, 1],
          ),
          purple,
        ),
      );
    }
  }
  g.add(world.mesh(merge(parts), world.std({ vertexColors: true, roughness: 0.95 })));
  g.add(blob(world, size, size, 0.5));
  return g;
}

function planter(world: World, mat: THREE.Material, w: number, h: number, d: number): THREE.Mesh {
  return world.mesh(rbox(w, h, d, 0.02), mat, [0, h / 2, 0]);
}

function wallLantern(
  world: World,
  metal: THREE.Material,
  glow: THREE.MeshStandardMaterial,
): { g: THREE.Group; bulb: THREE.Object3D } {
  const g = new THREE.Group();
  g.add(world.mesh(box(0.12, 0.2, 0.05), metal, [0, 0, -0.025]));
  g.add(world.mesh(box(0.02, 0.02, 0.14), metal, [0, 0.05, -0.1]));
  g.add(world.mesh(box(0.16, 0.26, 0.16), glow, [0, -0.05, -0.2], [0, 0, 0], false));
  g.add(
    world.mesh(
      lathe(
        [
          [0.001, 0.06],
          [0.13, 0],
          [0.12, 0],
          [0.001, 0.03],
        ],
        4,
      ),
      metal,
      [0, 0.08, -0.2],
      [0, Math.PI / 4, 0],
    ),
  );
  const bulb = new THREE.Object3D();
  bulb.position.set(0, -0.05, -0.35);
  g.add(bulb);
  return { g, bulb };
}

export function exterior(world: World): void {
  world.interior = false;
  // Outdoors the whole sky lights the shaded sides, not a window's worth of it.
  world.fillScale = 1.8;
  const style = world.spec.style;
  const pal = palette(world, style);
  const lk = look(world);
  const rng = world.rng;
  const glow = world.std({
    color: 0x3a4654,
    roughness: 0.06,
    metalness: 0.5,
    emissive: 0xffb45e,
    emissiveIntensity: 0,
    envMapIntensity: 2.5,
  });
  lk.glass = glow;
  world.windowGlass.push(glow);

  // Walls: front (z = 0, outer face towards -z), left side (x = 0), right side, back.
  const front = new THREE.Group();
  const fw = world.mesh(wallShape(HW, EAVE, FRONT_HOLES, false), lk.wall, [0, 0, 0]);
  front.add(fw);
  world.structure(front, ID.wall);
  for (const h of FRONT_HOLES) opening(world, lk, h, front, glow);
  // Side walls in frames whose local -z points out of the house, like the front wall's.
  const left = new THREE.Group();
  left.rotation.y = Math.PI / 2;
  left.position.set(0, 0, HD);
  left.add(world.mesh(wallShape(HD, EAVE, SIDE_HOLES, true), lk.wall));
  world.structure(left, ID.wall);
  for (const h of SIDE_HOLES) opening(world, lk, h, left, glow);
  const right = new THREE.Group();
  right.rotation.y = -Math.PI / 2;
  right.position.set(HW, 0, 0);
  right.add(world.mesh(wallShape(HD, EAVE, [], true), lk.wall));
  world.structure(right, ID.wall);
  const back = world.mesh(box(HW, EAVE, T), lk.wall, [HW / 2, EAVE / 2, HD - T / 2]);
  world.structure(back, ID.wall);
  // Plinth band, floor-level trim between storeys.
  const trim = new THREE.Group();
  trim.add(world.mesh(box(HW + 0.06, FLOOR, 0.06), lk.plinth, [HW / 2, FLOOR / 2, -0.03]));
  trim.add(world.mesh(box(0.06, FLOOR, HD + 0.06), lk.plinth, [-0.03, FLOOR / 2, HD / 2]));
  trim.add(world.mesh(rbox(HW + 0.1, 0.14, 0.06, 0.01), lk.trim, [HW / 2, 3.1, -0.04]));
  trim.add(world.mesh(rbox(0.06, 0.14, HD + 0.1, 0.01), lk.trim, [-0.04, 3.1, HD / 2]));
  for (const [x, z] of [[0, 0]] as const)
    trim.add(world.mesh(box(0.16, EAVE, 0.16), lk.trim, [x + 0.02, EAVE / 2, z - 0.02]));
  world.structure(trim, ID.trim);

  // Gable roof: ridge along x at mid depth, eaves front and back, gables on the side walls.
  const roof = new THREE.Group();
  const over = 0.45;
  const theta = Math.atan2(RIDGE - EAVE, HD / 2);
  const run = HD / 2 + over;
  const slope = run / Math.cos(theta);
  for (const s of [-1, 1]) {
    roof.add(
      world.mesh(
        box(HW + 2 * over, 0.14, slope),
        lk.roof,
        [HW / 2, RIDGE - (run / 2) * Math.tan(theta) + 0.08, HD / 2 + (s * run) / 2],
        [s * theta, 0, 0],
      ),
    );
  }
  world.structure(roof, ID.roof);
  const fascia = new THREE.Group();
  fascia.add(
    world.mesh(box(HW + 2 * over, 0.22, 0.05), lk.trim, [
      HW / 2,
      EAVE - over * Math.tan(theta) - 0.02,
      -over,
    ]),
  );
  for (const [x, s] of [
    [-over, -1],
    [HW + over, 1],
  ] as const) {
    for (const side of [-1, 1]) {
      fascia.add(
        world.mesh(
          box(0.05, 0.22, slope),
          lk.trim,
          [x + s * 0.0, RIDGE - (run / 2) * Math.tan(theta) + 0.02, HD / 2 + (side * run) / 2],
          [side * theta, 0, 0],
        ),
      );
    }
  }
  world.structure(fascia, ID.trim);

  // Porch: deck, steps, canopy on posts.
  const porch = new THREE.Group();
  const px0 = 5.9;
  const px1 = 8.5;
  const pd = 1.9;
  porch.add(world.mesh(box(px1 - px0, FLOOR, pd), lk.path, [(px0 + px1) / 2, FLOOR / 2, -pd / 2]));
  porch.add(world.mesh(box(1.4, FLOOR / 2, 0.35), lk.path, [7.2, FLOOR / 4, -pd - 0.17]));
  world.structure(porch, ID.floor);
  const canopy = new THREE.Group();
  canopy.add(
    world.mesh(box(px1 - px0 + 0.3, 0.18, pd + 0.2), lk.trim, [
      (px0 + px1) / 2,
      3.05,
      -pd / 2 - 0.05,
    ]),
  );
  const canopyRoof = world.mesh(
    box(px1 - px0 + 0.4, 0.08, pd + 0.4),
    lk.roof,
    [(px0 + px1) / 2, 3.2, -pd / 2 - 0.1],
    [-0.12, 0, 0],
  );
  world.structure(canopyRoof, ID.roof);
  world.structure(canopy, ID.trim);
  const soffit = world.mesh(box(px1 - px0 + 0.26, 0.01, pd + 0.16), lk.trim, [
    (px0 + px1) / 2,
    2.955,
    -pd / 2 - 0.05,
  ]);
  world.structure(soffit, ID.ceiling);
  const posts = new THREE.Group();
  for (const x of [px0 + 0.1, px1 - 0.1])
    posts.add(
      world.mesh(rbox(0.14, 3.0 - FLOOR, 0.14, 0.01), lk.trim, [
        x,
        FLOOR + (3.0 - FLOOR) / 2,
        -pd + 0.05,
      ]),
    );
  world.structure(posts, ID.trim);

  // Ground: lawn, path, driveway, pavement, street.
  const grassMat = world.std({
    tex: cached('grass', () => grass(7)),
    roughness: 1,
    color: style === 'mediterranean' ? 0xa8a07c : 0xa4a88e,
  });
  const ground = world.mesh(plane(300, 300), grassMat, [HW / 2, 0, 0], [-Math.PI / 2, 0, 0], false);
  world.structure(ground, ID.floor);
  const paths = new THREE.Group();
  const flat = (w: number, d: number, x: number, z: number, mat: THREE.Material, y = 0.01) => {
    const g = plane(w, d);
    const pos = g.getAttribute('position');
    const uv = g.getAttribute('uv');
    for (let i = 0; i < pos.count; i++) uv.setXY(i, pos.getX(i) + x, pos.getY(i) - z);
    const m = world.mesh(g, mat, [x, y, z], [-Math.PI / 2, 0, 0], false);
    m.receiveShadow = true;
    paths.add(m);
  };
  flat(1.4, 8.2, 7.2, -pd - 0.35 - 4.1, lk.path);
  const concreteMat = world.std({
    tex: cached('driveway', () => concrete(93, rgb(0xa9a69f), 4)),
    roughness: 0.85,
  });
  flat(4.5, 13, 13.6, -6.1, concreteMat);
  flat(60, 2.2, 5, -11.6, concreteMat, 0.02);
  const asphalt = world.std({
    tex: cached('asphalt', () => concrete(94, rgb(0x4a4a4c), 3)),
    roughness: 0.9,
  });
  flat(80, 9, 5, -17.2, asphalt, 0.005);
  world.structure(paths, ID.floor);

  // Surroundings: hedges, trees behind and beside, neighbours.
  const srng = rng.fork(7);
  for (let i = 0; i < 10; i++) {
    const t = tree(world, srng, {
      height: srng.range(7, 12),
      crown: srng.range(2.2, 3.5),
      kind:
        style === 'mediterranean'
          ? srng.pick(['cypress', 'olive', 'round'] as const)
          : srng.pick(['round', 'round', 'cone'] as const),
      color: new THREE.Color(0x4c6b30),
    });
    const side = i % 3;
    t.position.set(
      side === 0 ? srng.range(-14, -5) : side === 1 ? srng.range(16, 26) : srng.range(-2, 14),
      0,
      side === 2 ? srng.range(12, 22) : srng.range(5, 18),
    );
    t.castShadow = false;
    world.structure(t, ID.outdoor);
  }
  for (let i = 0; i < 3; i++) {
    // Neighbours are two-storey houses with windows: a bare box read as a shed.
    const nh = neighbourHouse(world, srng, { w: 9, d: 8, h: 5.6 });
    nh.position.set([-16, 27, -30][i]!, 0, [6, 7, 20][i]!);
    nh.traverse((o) => {
      o.castShadow = false;
    });
    world.structure(nh, ID.outdoor);
  }

  // Wall lanterns by the door (fixtures, but detectable lamps).
  const metal =
    style === 'mediterranean'
      ? pal.metal
      : style === 'bohemian'
        ? pal.brass
        : world.std({ color: 0x1b1b1b, roughness: 0.4, metalness: 0.7 });
  for (const x of [6.45, 7.95]) {
    const lg = world.std({
      color: 0xf4ead6,
      roughness: 0.3,
      emissive: 0xffc47a,
      emissiveIntensity: 0,
    });
    const { g, bulb } = wallLantern(world, metal, lg);
    g.position.set(x, 2.2, -0.02);
    world.object(g, 'lamp', 'wall lantern');
    const info: LampInfo = { bulb, kind: 'porch', glow: [lg], power: 1.4 };
    world.lamps.push(info);
  }

  world.sunAzimuth = 215;
  world.lowSunAzimuth = 250;
  world.bounds = new THREE.Box3(
    new THREE.Vector3(-4, -0.5, -12),
    new THREE.Vector3(16, RIDGE + 0.5, HD + 1),
  );
  world.probe.set(4, 1.7, -9);
  setCamera(world, [-2.6, 1.6, -10.4], [5.6, 3.9, 0], 58);

  if (!world.spec.furnished) return;
  const prng = rng.fork(11);
  if (style === 'industrial') {
    const steel = world.std({ color: 0x26282a, roughness: 0.45, metalness: 0.8 });
    for (const x of [1.2, 3.1, 5.0]) {
      const p = new THREE.Group();
      p.add(planter(world, steel, 1.5, 0.5, 0.5));
      for (const dx of [-0.45, 0, 0.45]) {
        const grassy = plant(world, prng, {
          kind: 'grass',
          height: 0.75,
          pot: 'cylinder',
          potMat: steel,
          potR: 0.12,
        });
        grassy.position.set(dx, 0.38, 0);
        p.add(grassy);
      }
      world.object(p, 'plant', 'steel planter with grasses');
      p.position.set(x + 0.15, 0, -0.55);
    }
    world.object(bench(world, pal, 1.6, false), 'bench', 'bench');
    world.objects[world.objects.length - 1]!.root.position.set(9.6, 0, -0.6);
    const t = plant(world, prng, {
      kind: 'fig',
      height: 2.2,
      pot: 'cylinder',
      potMat: steel,
      potR: 0.3,
    });
    t.position.set(5.5, 0, -2.3);
    world.object(t, 'plant', 'potted tree');
    for (const [x, z] of [
      [11, -3],
      [11, -6],
    ] as const) {
      const s = lawnTuft(world, prng, 'shrub', 1.3);
      s.position.set(x, 0, z);
      world.object(s, 'plant', 'shrub');
    }
  } else if (style === 'bohemian') {
    const rugG = rugMesh(world, prng, pal.rug, 1.6, 1.0);
    rugG.position.set(7.2, FLOOR, -1.0);
    world.object(rugG, 'rug', 'porch rug');
    for (const [x, r] of [
      [6.35, 0.5],
      [8.05, -0.5],
    ] as const) {
      const c = armchair(world, pal, prng, 'rattan');
      c.position.set(x, FLOOR, -1.2);
      c.rotation.y = Math.PI + r;
      world.object(c, 'chair', 'rattan chair');
    }
    const st = sideTable(world, pal, 'drum', 0.45);
    st.position.set(7.2, FLOOR, -1.45);
    world.object(st, 'table', 'side table');
    const pots: [number, number, number, 'palm' | 'monstera' | 'fern'][] = [
      [5.4, -1.0, 1.4, 'palm'],
      [8.95, -1.1, 1.1, 'monstera'],
      [6.3, -2.6, 0.7, 'fern'],
      [8.1, -2.6, 0.75, 'fern'],
      [0.9, -0.7, 1.2, 'monstera'],
      [3.2, -0.7, 1.2, 'palm'],
    ];
    for (const [x, z, h, kind] of pots) {
      const p = plant(world, prng, {
        kind,
        height: h,
        pot: 'tapered',
        potMat: pal.pots[prng.int(0, pal.pots.length - 1)]!,
        leaf: pal.leaf,
      });
      p.position.set(x, 0, z);
      world.object(p, 'plant', `potted ${kind}`);
    }
    for (const [x, z] of [
      [10.2, -0.8],
      [11.2, -4],
    ] as const) {
      const s = lawnTuft(world, prng, 'shrub', 1.4);
      s.position.set(x, 0, z);
      world.object(s, 'plant', 'shrub');
    }
  } else {
    for (const x of [5.2, 9.2]) {
      const p = plant(world, prng, {
        kind: 'olive',
        height: 2.3,
        pot: 'urn',
        potMat: pal.pots[0]!,
        potR: 0.32,
        leaf: pal.leaf,
      });
      p.position.set(x, 0, -1.3);
      world.object(p, 'plant', 'olive tree');
    }
    for (let i = 0; i < 6; i++) {
      for (const s of [-1, 1]) {
        const lav = lawnTuft(world, prng, 'lavender', 0.55);
        lav.position.set(7.2 + s * 1.1, 0, -2.6 - i * 1.3);
        world.object(lav, 'plant', 'lavender');
      }
    }
    const c1 = tree(world, prng, {
      height: 7,
      crown: 0.9,
      kind: 'cypress',
      color: new THREE.Color(0x3e5e35),
    });
    c1.position.set(-2.2, 0, 2.5);
    const cg = new THREE.Group();
    cg.add(c1);
    world.object(cg, 'plant', 'cypress');
    const b = bench(world, pal, 1.5, false);
    b.position.set(2.8, 0, -0.6);
    world.object(b, 'bench', 'bench');
    for (const x of [1.2, 4.4]) {
      const p = plant(world, prng, {
        kind: 'fern',
        height: 0.6,
        pot: 'bowl',
        potMat: pal.pots[0]!,
        potR: 0.22,
      });
      p.position.set(x, 0, -0.6);
      world.object(p, 'plant', 'potted plant');
    }
  }
}
