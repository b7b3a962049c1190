/** Room shells: walls with openings, floor, ceiling, windows, doors and trim. */
import * as THREE from 'three';
import { ID } from '../lib/specs.ts';
import { box, rbox } from '@hds/stager/scene/shapes.ts';
import { World } from '@hds/stager/scene/world.ts';

export type WallName = 'back' | 'left' | 'right' | 'front';

export interface Opening {
  wall: WallName;
  kind: 'window' | 'door' | 'french';
  /** World coordinate of the opening's centre along the wall (x for back/front, z for left/right). */
  at: number;
  width: number;
  height: number;
  /** Height of the bottom edge above the floor. */
  bottom: number;
  /** Panes across and down (window) or number of glazed door leaves (french). */
  panes?: [number, number];
  frame?: THREE.Material;
}

export interface Shell {
  w: number;
  d: number;
  h: number;
  walls: Record<WallName, THREE.Material>;
  floor: THREE.Material;
  ceiling: THREE.Material;
  trim: THREE.Material;
  frame: THREE.Material;
  door: THREE.Material;
  openings: Opening[];
  baseboard?: number;
  crown?: boolean;
  /** Exposed ceiling beams running along x, with this material. */
  beams?: THREE.Material;
  /** Walls that get a baseboard (default all). */
  noBaseboard?: WallName[];
}

export const WALL_T = 0.2;

interface WallFrame {
  /** Transform from wall-local (x along, y up, +z into the room) to world. */
  matrix: THREE.Matrix4;
  length: number;
  toLocal: (world: number) => number;
  normal: THREE.Vector3;
}

export function wallFrame(shell: Pick<Shell, 'w' | 'd'>, wall: WallName): WallFrame {
  const { w, d } = shell;
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const up = new THREE.Vector3(0, 1, 0);
  switch (wall) {
    case 'back':
      m.compose(new THREE.Vector3(0, 0, 0), q.setFromAxisAngle(up, 0), new THREE.Vector3(1, 1, 1));
      return { matrix: m, length: w, toLocal: (x) => x, normal: new THREE.Vector3(0, 0, 1) };
    case 'left':
      m.compose(
        new THREE.Vector3(0, 0, d),
        q.setFromAxisAngle(up, Math.PI / 2),
        new THREE.Vector3(1, 1, 1),
      );
      return { matrix: m, length: d, toLocal: (z) => d - z, normal: new THREE.Vector3(1, 0, 0) };
    case 'right':
      m.compose(
        new THREE.Vector3(w, 0, 0),
        q.setFromAxisAngle(up, -Math.PI / 2),
        new THREE.Vector3(1, 1, 1),
      );
      return { matrix: m, length: d, toLocal: (z) => z, normal: new THREE.Vector3(-1, 0, 0) };
    case 'front':
      m.compose(
        new THREE.Vector3(w, 0, d),
        q.setFromAxisAngle(up, Math.PI),
        new THREE.Vector3(1, 1, 1),
      );
      return { matrix: m, length: w, toLocal: (x) => w - x, normal: new THREE.Vector3(0, 0, -1) };
  }
}

/** A group placed in a wall's local frame. */
export function wallGroup(shell: Pick<Shell, 'w' | 'd'>, wall: WallName): THREE.Group {
  const g = new THREE.Group();
  const f = wallFrame(shell, wall);
  f.matrix.decompose(g.position, g.quaternion, g.scale);
  return g;
}

function wallGeometry(
  length: number,
  height: number,
  holes: Opening[],
  toLocal: (v: number) => number,
): THREE.BufferGeometry {
  const T = WALL_T;
  const s = new THREE.Shape();
  s.moveTo(-T, 0);
  s.lineTo(length + T, 0);
  s.lineTo(length + T, height);
  s.lineTo(-T, height);
  s.lineTo(-T, 0);
  for (const o of holes) {
    const c = toLocal(o.at);
    const hole = new THREE.Path();
    const x0 = c - o.width / 2;
    const x1 = c + o.width / 2;
    const y0 = Math.max(o.bottom, 0.0001);
    const y1 = o.bottom + o.height;
    hole.moveTo(x0, y0);
    hole.lineTo(x0, y1);
    hole.lineTo(x1, y1);
    hole.lineTo(x1, y0);
    hole.lineTo(x0, y0);
    s.holes.push(hole);
  }
  const g = new THREE.ExtrudeGeometry(s, { depth: T, bevelEnabled: false, steps: 1 });
  g.translate(0, 0, -T);
  return g;
}

export function buildShell(world: World, shell: Shell): void {
  const { w, d, h } = shell;
  const T = WALL_T;
  const walls: WallName[] = ['back', 'left', 'right', 'front'];
  for (const name of walls) {
    const f = wallFrame(shell, name);
    const holes = shell.openings.filter((o) => o.wall === name);
    const geo = wallGeometry(f.length, h, holes, f.toLocal);
    const mesh = world.mesh(geo, shell.walls[name]);
    f.matrix.decompose(mesh.position, mesh.quaternion, mesh.scale);
    world.structure(mesh, ID.wall);
    for (const o of holes) buildOpening(world, shell, o);
    if (!shell.noBaseboard?.includes(name)) buildBaseboard(world, shell, name, holes);
    if (shell.crown) buildCrown(world, shell, name);
  }
  // Floor and ceiling slabs overlap the walls so no light leaks through the corners.
  const floor = world.mesh(box(w + 2 * T, T, d + 2 * T), shell.floor, [w / 2, -T / 2, d / 2]);
  fixSlabUV(floor.geometry, w / 2, d / 2);
  world.structure(floor, ID.floor);
  const ceil = world.mesh(box(w + 2 * T, T, d + 2 * T), shell.ceiling, [w / 2, h + T / 2, d / 2]);
  world.structure(ceil, ID.ceiling);
  if (shell.beams) {
    const n = Math.max(2, Math.round(d / 1.1));
    for (let i = 0; i < n; i++) {
      const z = ((i + 0.5) * d) / n;
      const beam = world.mesh(rbox(w, 0.16, 0.12, 0.01), shell.beams, [w / 2, h - 0.08, z]);
      world.structure(beam, ID.ceiling);
    }
  }
}

/** Floors use world x/z as UV so planks line up with the room. */
function fixSlabUV(geo: THREE.BufferGeometry, cx: number, cz: number): void {
  const pos = geo.getAttribute('position');
  const uv = geo.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) uv.setXY(i, pos.getX(i) + cx, -(pos.getZ(i) + cz));
}

function buildBaseboard(world: World, shell: Shell, wall: WallName, holes: Opening[]): void {
  const f = wallFrame(shell, wall);
  const bh = shell.baseboard ?? 0.1;
  if (bh <= 0) return;
  const doors = holes
    .filter((o) => o.kind !== 'window' || o.bottom < 0.05)
    .map(
      (o) => [f.toLocal(o.at) - o.width / 2 - 0.07, f.toLocal(o.at) + o.width / 2 + 0.07] as const,
    )
    .sort((a, b) => a[0] - b[0]);
  const segs: [number, number][] = [];
  let x = 0;
  for (const [a, b] of doors) {
    if (a > x) segs.push([x, a]);
    x = Math.max(x, b);
  }
  if (x < f.length) segs.push([x, f.length]);
  const g = wallGroup(shell, wall);
  for (const [a, b] of segs) {
    if (b - a < 0.02) continue;
    g.add(world.mesh(rbox(b - a, bh, 0.016, 0.004), shell.trim, [(a + b) / 2, bh / 2, 0.008]));
  }
  world.structure(g, ID.trim);
}

function buildCrown(world: World, shell: Shell, wall: WallName): void {
  const f = wallFrame(shell, wall);
  const g = wallGroup(shell, wall);
  g.add(
    world.mesh(rbox(f.length, 0.07, 0.03, 0.008), shell.trim, [
      f.length / 2,
      shell.h - 0.035,
      0.015,
    ]),
  );
  world.structure(g, ID.trim);
}

function buildOpening(world: World, shell: Shell, o: Opening): void {
  const f = wallFrame(shell, o.wall);
  const c = f.toLocal(o.at);
  const g = wallGroup(shell, o.wall);
  const T = WALL_T;
  const frameMat = o.frame ?? shell.frame;
  const x0 = c - o.width / 2;
  const x1 = c + o.width / 2;
  const y0 = o.bottom;
  const y1 = o.bottom + o.height;
  if (o.kind === 'window' || o.kind === 'french') {
    const fw = 0.055;
    const fd = 0.09;
    const z = -T * 0.55;
    const frame = new THREE.Group();
    const add = (geo: THREE.BufferGeometry, x: number, y: number, zz = z) =>
      frame.add(world.mesh(geo, frameMat, [x, y, zz]));
    add(rbox(o.width, fw, fd, 0.006), c, y1 - fw / 2);
    add(rbox(fw, o.height, fd, 0.006), x0 + fw / 2, (y0 + y1) / 2);
    add(rbox(fw, o.height, fd, 0.006), x1 - fw / 2, (y0 + y1) / 2);
    add(rbox(o.width, fw, fd, 0.006), c, y0 + fw / 2);
    const [cols, rows] = o.panes ?? [2, 1];
    for (let i = 1; i < cols; i++) {
      add(rbox(0.045, o.height - fw, fd * 0.9, 0.005), x0 + (o.width * i) / cols, (y0 + y1) / 2);
    }
    for (let j = 1; j < rows; j++) {
      add(rbox(o.width - fw, 0.035, fd * 0.8, 0.005), c, y0 + (o.height * j) / rows);
    }
    if (o.kind === 'window') {
      // Interior sill and exterior sill.
      add(rbox(o.width + 0.12, 0.03, T * 0.5 + 0.05, 0.006), c, y0 - 0.015, -T * 0.25 + 0.025);
      add(rbox(o.width + 0.1, 0.04, 0.12, 0.006), c, y0 - 0.02, -T - 0.03);
    } else {
      add(rbox(o.width, 0.02, T, 0.004), c, 0.01, -T / 2);
    }
    world.structure(frame, ID.window, g);
    const glass = world.mesh(
      new THREE.PlaneGeometry(o.width - 0.02, o.height - 0.02),
      glassMaterial(world),
      [c, (y0 + y1) / 2, z],
      [0, 0, 0],
      false,
    );
    glass.receiveShadow = false;
    g.add(World.noId(glass));
    // Casing on the room side.
    const casing = new THREE.Group();
    const cw = 0.07;
    casing.add(
      world.mesh(rbox(o.width + 2 * cw, cw, 0.02, 0.005), shell.trim, [c, y1 + cw / 2, 0.01]),
    );
    casing.add(
      world.mesh(rbox(cw, o.height + cw, 0.02, 0.005), shell.trim, [
        x0 - cw / 2,
        (y0 + y1 + cw) / 2 - (o.kind === 'window' ? 0 : cw / 2),
        0.01,
      ]),
    );
    casing.add(
      world.mesh(rbox(cw, o.height + cw, 0.02, 0.005), shell.trim, [
        x1 + cw / 2,
        (y0 + y1 + cw) / 2 - (o.kind === 'window' ? 0 : cw / 2),
        0.01,
      ]),
    );
    if (o.kind === 'window') {
      casing.add(
        world.mesh(rbox(o.width + 2 * cw, cw * 0.8, 0.02, 0.005), shell.trim, [
          c,
          y0 - 0.03 - cw * 0.4,
          0.01,
        ]),
      );
    }
    world.structure(casing, ID.trim, g);
    const centre = new THREE.Vector3(c, (y0 + y1) / 2, 0).applyMatrix4(f.matrix);
    world.windows.push({ centre, normal: f.normal.clone(), width: o.width, height: o.height });
  } else {
    // A closed panel door with casing and a lever handle.
    const leaf = new THREE.Group();
    const lw = o.width - 0.02;
    const lh = o.height - 0.01;
    const zc = -0.05;
    leaf.add(world.mesh(rbox(lw, lh, 0.04, 0.006), shell.door, [c, lh / 2, zc]));
    for (const [py, ph] of [
      [0.25 + (lh - 0.5) * 0.62, (lh - 0.5) * 0.48],
      [0.2 + (lh - 0.5) * 0.2, (lh - 0.5) * 0.34],
    ] as const) {
      leaf.add(world.mesh(rbox(lw - 0.22, ph, 0.012, 0.004), shell.door, [c, py, zc + 0.021]));
    }
    const metal = world.std({ color: 0x8a8a88, metalness: 1, roughness: 0.3 });
    leaf.add(world.mesh(rbox(0.12, 0.018, 0.018, 0.006), metal, [x1 - 0.12, 1.0, zc + 0.05]));
    leaf.add(world.mesh(rbox(0.03, 0.03, 0.04, 0.005), metal, [x1 - 0.075, 1.0, zc + 0.03]));
    world.structure(leaf, ID.door, g);
    const casing = new THREE.Group();
    const cw = 0.08;
    casing.add(
      world.mesh(rbox(o.width + 2 * cw, cw, 0.022, 0.005), shell.trim, [c, y1 + cw / 2, 0.011]),
    );
    casing.add(
      world.mesh(rbox(cw, o.height + cw, 0.022, 0.005), shell.trim, [
        x0 - cw / 2,
        (o.height + cw) / 2,
        0.011,
      ]),
    );
    casing.add(
      world.mesh(rbox(cw, o.height + cw, 0.022, 0.005), shell.trim, [
        x1 + cw / 2,
        (o.height + cw) / 2,
        0.011,
      ]),
    );
    // Jambs inside the opening.
    casing.add(world.mesh(box(0.02, o.height, T), shell.trim, [x0 + 0.01, o.height / 2, -T / 2]));
    casing.add(world.mesh(box(0.02, o.height, T), shell.trim, [x1 - 0.01, o.height / 2, -T / 2]));
    casing.add(world.mesh(box(o.width, 0.02, T), shell.trim, [c, y1 - 0.01, -T / 2]));
    world.structure(casing, ID.trim, g);
  }
  world.scene.add(g);
}

let glassShared: { world: World; mat: THREE.Material } | null = null;

function glassMaterial(world: World): THREE.Material {
  if (glassShared?.world === world) return glassShared.mat;
  const mat = world.phys({
    color: 0xffffff,
    roughness: 0.02,
    metalness: 0,
    transparent: true,
    opacity: 0.12,
  });
  mat.depthWrite = false;
  glassShared = { world, mat };
  return mat;
}

/** A picture frame / mirror / art hung on a wall at (along, centre height). */
export function wallMount(
  shell: Pick<Shell, 'w' | 'd'>,
  wall: WallName,
  at: number,
  y: number,
  obj: THREE.Object3D,
): THREE.Group {
  const f = wallFrame(shell, wall);
  const g = wallGroup(shell, wall);
  obj.position.set(f.toLocal(at), y, 0);
  g.add(obj);
  return g;
}
