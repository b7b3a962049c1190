/** Helpers shared by the room layouts. */
import * as THREE from 'three';
import type { Category } from '../../lib/specs.ts';
import { addSurroundings } from '../outdoor.ts';
import { boxUV } from '@hds/stager/scene/shapes.ts';
import { buildShell, wallFrame, wallGroup } from '../structure.ts';
import type { Shell, WallName } from '../structure.ts';
import type { World } from '@hds/stager/scene/world.ts';

type V3 = [number, number, number];

export function setCamera(world: World, pos: V3, target: V3, fov: number): void {
  world.camera.fov = fov;
  world.camera.position.set(...pos);
  world.camera.lookAt(new THREE.Vector3(...target));
  world.camera.updateProjectionMatrix();
}

/** Registers a free-standing object at floor position (x, z) turned by rotY. */
export function put(
  world: World,
  obj: THREE.Object3D,
  category: Category,
  label: string,
  x: number,
  z: number,
  rotY = 0,
  y = 0,
): THREE.Object3D {
  obj.position.set(x, y, z);
  obj.rotation.y = rotY;
  world.object(obj, category, label);
  return obj;
}

/** Registers an object hung on a wall at world coordinate `at` along it, centre height `y`. */
export function hang(
  world: World,
  shell: Pick<Shell, 'w' | 'd'>,
  wall: WallName,
  at: number,
  y: number,
  obj: THREE.Object3D,
  category: Category,
  label: string,
): void {
  const f = wallFrame(shell, wall);
  const g = wallGroup(shell, wall);
  obj.position.set(f.toLocal(at), y, 0);
  world.object(obj, category, label, g);
  world.scene.add(g);
}

/** Builds the shell, the surroundings seen through its windows and sets light bounds. */
export function interior(
  world: World,
  shell: Shell,
  opts: { groundY?: number; dry?: boolean } = {},
): void {
  buildShell(world, shell);
  const centre = new THREE.Vector3(shell.w / 2, 0, shell.d / 2);
  addSurroundings(
    world,
    centre,
    Math.max(shell.w, shell.d) / 2 + 4,
    opts.groundY ?? -0.35,
    opts.dry ? 'dry' : 'green',
  );
  world.bounds = new THREE.Box3(
    new THREE.Vector3(-0.4, -0.4, -0.4),
    new THREE.Vector3(shell.w + 0.4, shell.h + 0.4, shell.d + 0.4),
  );
  world.probe.set(shell.w / 2, Math.min(1.4, shell.h / 2), shell.d / 2);
}

/**
 * A flat panel on a wall's surface (tiles, backsplash) from `a` to `b` along the wall (world
 * coordinates), between heights y0 and y1, registered as structure `maskId`.
 */
export function wallPanel(
  world: World,
  shell: Pick<Shell, 'w' | 'd'>,
  wall: WallName,
  a: number,
  b: number,
  y0: number,
  y1: number,
  mat: THREE.Material,
  maskId: number,
  thickness = 0.012,
): void {
  const f = wallFrame(shell, wall);
  const g = wallGroup(shell, wall);
  const la = Math.min(f.toLocal(a), f.toLocal(b));
  const lb = Math.max(f.toLocal(a), f.toLocal(b));
  const geo = boxUV(new THREE.BoxGeometry(lb - la, y1 - y0, thickness), [
    (la + lb) / 2,
    (y0 + y1) / 2,
    0,
  ]);
  g.add(world.mesh(geo, mat, [(la + lb) / 2, (y0 + y1) / 2, thickness / 2]));
  world.structure(g, maskId);
}

/** A group in a wall's local frame (x along the wall from `toLocal`, +z into the room). */
export function onWall(
  world: World,
  shell: Pick<Shell, 'w' | 'd'>,
  wall: WallName,
): { group: THREE.Group; x: (world: number) => number } {
  const f = wallFrame(shell, wall);
  const g = wallGroup(shell, wall);
  world.scene.add(g);
  return { group: g, x: f.toLocal };
}
