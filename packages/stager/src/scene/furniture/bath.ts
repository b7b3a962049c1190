/** Bathroom fixtures. Wall-standing pieces: origin at the wall (z = 0), facing +z. */
import * as THREE from 'three';
import { box, cyl, lathe, rbox, tube } from '../shapes.ts';
import type { World } from '../world.ts';
import { blob } from './common.ts';

/** An oval free-standing tub (origin floor centre, long axis along x). */
export function freestandingTub(
  world: World,
  shell: THREE.Material,
  feet?: THREE.Material,
): THREE.Group {
  const g = new THREE.Group();
  const prof: [number, number][] = [
    [0.001, 0.05],
    [0.3, 0.05],
    [0.36, 0.2],
    [0.4, 0.58],
    [0.42, 0.6],
    [0.39, 0.6],
    [0.36, 0.45],
    [0.3, 0.16],
    [0.001, 0.14],
  ];
  const outer = world.mesh(lathe(prof, 48), shell, [0, feet ? 0.06 : 0, 0]);
  outer.scale.set(2.0, 1, 1);
  g.add(outer);
  if (feet) {
    for (const sx of [-1, 1])
      for (const sz of [-1, 1])
        g.add(world.mesh(new THREE.SphereGeometry(0.05, 12, 8), feet, [sx * 0.6, 0.05, sz * 0.2]));
  } else {
    g.add(world.mesh(cyl(0.55, 0.55, 0.05, 32), shell, [0, 0.025, 0]));
    (g.children[g.children.length - 1] as THREE.Mesh).scale.set(1.3, 1, 0.5);
  }
  g.add(blob(world, 1.6, 0.8, 0.5));
  return g;
}

/** A built-in tub along a wall: apron box with an inset basin (origin wall centre). */
export function builtInTub(
  world: World,
  apron: THREE.Material,
  enamel: THREE.Material,
  len = 1.7,
  d = 0.75,
): THREE.Group {
  const g = new THREE.Group();
  const h = 0.56;
  g.add(world.mesh(box(len, h - 0.04, d), apron, [0, (h - 0.04) / 2, d / 2]));
  // Rim and basin.
  const rim = 0.08;
  g.add(world.mesh(rbox(len, 0.04, rim, 0.01), enamel, [0, h - 0.02, d - rim / 2]));
  g.add(world.mesh(rbox(len, 0.04, rim, 0.01), enamel, [0, h - 0.02, rim / 2]));
  g.add(world.mesh(rbox(rim, 0.04, d, 0.01), enamel, [-len / 2 + rim / 2, h - 0.02, d / 2]));
  g.add(world.mesh(rbox(rim, 0.04, d, 0.01), enamel, [len / 2 - rim / 2, h - 0.02, d / 2]));
  g.add(world.mesh(rbox(len - 2 * rim, 0.3, d - 2 * rim, 0.08, 3), enamel, [0, h - 0.2, d / 2]));
  return g;
}

export function tubFaucet(world: World, metal: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  g.add(
    world.mesh(
      tube(
        [
          [0, 0.75, 0],
          [0, 0.75, 0.12],
          [0, 0.7, 0.16],
        ],
        0.015,
        8,
        true,
      ),
      metal,
    ),
  );
  g.add(world.mesh(cyl(0.035, 0.035, 0.03, 16), metal, [0, 0.75, 0.01], [Math.PI / 2, 0, 0]));
  for (const s of [-1, 1])
    g.add(
      world.mesh(cyl(0.02, 0.02, 0.05, 12), metal, [s * 0.12, 0.8, 0.025], [Math.PI / 2, 0, 0]),
    );
  return g;
}

export function toilet(world: World, ceramic: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  g.add(
    world.mesh(
      lathe(
        [
          [0.001, 0],
          [0.13, 0],
          [0.11, 0.15],
          [0.15, 0.3],
          [0.19, 0.38],
          [0.19, 0.4],
          [0.001, 0.4],
        ],
        36,
      ),
      ceramic,
      [0, 0, 0.42],
    ),
  );
  (g.children[0] as THREE.Mesh).scale.set(1, 1, 1.3);
  g.add(world.mesh(rbox(0.38, 0.03, 0.46, 0.015), ceramic, [0, 0.415, 0.44]));
  g.add(world.mesh(rbox(0.42, 0.38, 0.18, 0.03, 3), ceramic, [0, 0.6, 0.1]));
  g.add(world.mesh(rbox(0.44, 0.03, 0.2, 0.01), ceramic, [0, 0.8, 0.1]));
  g.add(world.mesh(rbox(0.22, 0.3, 0.2, 0.04), ceramic, [0, 0.25, 0.15]));
  g.add(blob(world, 0.45, 0.7, 0.45));
  (g.children[g.children.length - 1] as THREE.Mesh).position.set(0, 0.004, 0.35);
  return g;
}

export function vanity(
  world: World,
  o: {
    w: number;
    cabinet: THREE.Material;
    top: THREE.Material;
    basin: THREE.Material;
    metal: THREE.Material;
    legs?: boolean;
    vessel?: boolean;
  },
): THREE.Group {
  const g = new THREE.Group();
  const d = 0.5;
  const h = 0.85;
  const body = o.legs ? 0.45 : h - 0.05;
  const y0 = o.legs ? h - 0.05 - body : 0;
  if (o.legs) {
    for (const sx of [-1, 1])
      for (const sz of [0.04, d - 0.04])
        g.add(
          world.mesh(box(0.035, y0 + 0.01, 0.035), o.cabinet, [sx * (o.w / 2 - 0.04), y0 / 2, sz]),
        );
  }
  g.add(world.mesh(rbox(o.w, body, d, 0.008), o.cabinet, [0, y0 + body / 2, d / 2]));
  for (const s of [-1, 1]) {
    g.add(
      world.mesh(rbox(o.w / 2 - 0.015, body - 0.03, 0.018, 0.004), o.cabinet, [
        (s * o.w) / 4,
        y0 + body / 2,
        d + 0.009,
      ]),
    );
    g.add(
      world.mesh(rbox(0.1, 0.012, 0.02, 0.005), o.metal, [
        (s * o.w) / 4,
        y0 + body - 0.06,
        d + 0.028,
      ]),
    );
  }
  g.add(world.mesh(rbox(o.w + 0.02, 0.04, d + 0.02, 0.006), o.top, [0, h - 0.02, d / 2]));
  if (o.vessel) {
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.12, 0],
            [0.2, 0.08],
            [0.21, 0.14],
            [0.195, 0.14],
            [0.18, 0.09],
            [0.001, 0.02],
          ],
          36,
        ),
        o.basin,
        [0, h, d / 2 + 0.02],
      ),
    );
  } else {
    g.add(
      world.mesh(rbox(0.46, 0.02, 0.34, 0.05, 3), world.std({ color: 0xdcdcdc, roughness: 0.2 }), [
        0,
        h + 0.002,
        d / 2 + 0.04,
      ]),
    );
  }
  g.add(
    world.mesh(
      tube(
        [
          [0, h, 0.08],
          [0, h + 0.25, 0.08],
          [0, h + 0.27, 0.18],
          [0, h + 0.22, 0.22],
        ],
        0.011,
        8,
        true,
      ),
      o.metal,
    ),
  );
  g.add(blob(world, o.w, d, 0.4));
  return g;
}

export function towelRail(
  world: World,
  metal: THREE.Material,
  towel: THREE.Material,
  w = 0.6,
): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(cyl(0.01, 0.01, w, 10), metal, [0, 0, 0.08], [0, 0, Math.PI / 2]));
  for (const s of [-1, 1]) g.add(world.mesh(box(0.02, 0.02, 0.08), metal, [(s * w) / 2, 0, 0.04]));
  g.add(world.mesh(rbox(w * 0.7, 0.55, 0.03, 0.012), towel, [0, -0.27, 0.095]));
  g.add(world.mesh(rbox(w * 0.7, 0.06, 0.06, 0.02), towel, [0, 0.005, 0.08]));
  return g;
}

export function bathMat(world: World, mat: THREE.Material, w = 0.8, d = 0.5): THREE.Mesh {
  return world.mesh(rbox(w, 0.015, d, 0.007, 1), mat, [0, 0.008, 0]);
}

export { box };
