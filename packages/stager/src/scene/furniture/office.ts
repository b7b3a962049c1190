/** Desks and desk equipment. Origin: floor centre; the user sits on the +z side. */
import * as THREE from 'three';
import { box, cyl, rbox } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import type { World } from '../world.ts';
import { blob, legs } from './common.ts';

export function desk(
  world: World,
  pal: Palette,
  kind: 'trestle' | 'wood' | 'drawers',
  w = 1.5,
  d = 0.72,
): THREE.Group {
  const g = new THREE.Group();
  const H = 0.75;
  g.add(world.mesh(rbox(w, 0.04, d, 0.006), pal.wood, [0, H - 0.02, 0]));
  if (kind === 'trestle') {
    for (const s of [-1, 1]) {
      g.add(
        world.mesh(box(0.04, H - 0.04, 0.04), pal.metal, [
          s * (w / 2 - 0.06),
          (H - 0.04) / 2,
          -d / 2 + 0.06,
        ]),
      );
      g.add(
        world.mesh(box(0.04, H - 0.04, 0.04), pal.metal, [
          s * (w / 2 - 0.06),
          (H - 0.04) / 2,
          d / 2 - 0.06,
        ]),
      );
      g.add(world.mesh(box(0.04, 0.04, d - 0.1), pal.metal, [s * (w / 2 - 0.06), 0.1, 0]));
    }
    g.add(world.mesh(box(w - 0.12, 0.04, 0.04), pal.metal, [0, H - 0.08, -d / 2 + 0.06]));
  } else if (kind === 'drawers') {
    g.add(
      world.mesh(rbox(0.42, H - 0.04, d - 0.04, 0.006), pal.wood, [
        w / 2 - 0.22,
        (H - 0.04) / 2,
        0,
      ]),
    );
    for (let i = 0; i < 3; i++) {
      g.add(
        world.mesh(rbox(0.38, 0.2, 0.02, 0.004), pal.wood, [
          w / 2 - 0.22,
          0.14 + i * 0.22,
          d / 2 - 0.01,
        ]),
      );
      g.add(
        world.mesh(
          cyl(0.012, 0.012, 0.02, 12),
          pal.brass,
          [w / 2 - 0.22, 0.2 + i * 0.22, d / 2 + 0.01],
          [Math.PI / 2, 0, 0],
        ),
      );
    }
    g.add(legs(world, 'turned', pal.woodDark, 0.1, d, H - 0.04, 0.04).translateX(-w / 2 + 0.06));
  } else {
    g.add(legs(world, 'wood', pal.wood, w, d, H - 0.04, 0.06));
    g.add(world.mesh(rbox(w - 0.16, 0.08, 0.02, 0.004), pal.wood, [0, H - 0.08, d / 2 - 0.05]));
  }
  g.add(blob(world, w, d, 0.4));
  return g;
}

/** Monitor on a stand, origin at the bottom of the stand. */
export function monitor(world: World, w = 0.62): THREE.Group {
  const g = new THREE.Group();
  const h = w * 0.58;
  const body = world.std({ color: 0x1b1c1e, roughness: 0.45, metalness: 0.3 });
  const screen = world.std({
    color: 0x10161d,
    roughness: 0.1,
    emissive: 0x2a3b52,
    emissiveIntensity: 0.6,
  });
  g.add(world.mesh(rbox(w, h, 0.025, 0.005), body, [0, 0.12 + h / 2, 0]));
  g.add(world.mesh(box(w - 0.02, h - 0.02, 0.002), screen, [0, 0.12 + h / 2, 0.0135]));
  g.add(world.mesh(box(0.04, 0.2, 0.02), body, [0, 0.1, -0.03]));
  g.add(world.mesh(rbox(0.22, 0.012, 0.18, 0.004), body, [0, 0.006, -0.02]));
  return g;
}

export function laptop(world: World): THREE.Group {
  const g = new THREE.Group();
  const al = world.std({ color: 0xb9bcc0, roughness: 0.35, metalness: 0.8 });
  const screen = world.std({
    color: 0x0e1318,
    roughness: 0.1,
    emissive: 0x223044,
    emissiveIntensity: 0.5,
  });
  g.add(world.mesh(rbox(0.32, 0.012, 0.22, 0.004), al, [0, 0.006, 0]));
  const lid = new THREE.Group();
  lid.add(world.mesh(rbox(0.32, 0.21, 0.008, 0.004), al, [0, 0.105, 0]));
  lid.add(world.mesh(box(0.3, 0.19, 0.002), screen, [0, 0.105, 0.005]));
  lid.position.set(0, 0.012, -0.11);
  lid.rotation.x = -0.3;
  g.add(lid);
  return g;
}

export function keyboard(world: World): THREE.Mesh {
  return world.mesh(
    rbox(0.42, 0.015, 0.13, 0.004),
    world.std({ color: 0xd8d8d6, roughness: 0.6 }),
    [0, 0.0075, 0],
  );
}

export function mug(world: World, mat: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(cyl(0.04, 0.037, 0.09, 20), mat, [0, 0.045, 0]));
  g.add(world.mesh(new THREE.TorusGeometry(0.025, 0.007, 6, 16), mat, [0.045, 0.05, 0], [0, 0, 0]));
  return g;
}
