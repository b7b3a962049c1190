/** Sofas, armchairs, chairs, stools, benches. Origin: floor centre; seats face +z. */
import * as THREE from 'three';
import type { Rng } from '../random.ts';
import { box, cyl, lathe, rbox, tube, xform } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import type { World } from '../world.ts';
import { blob, legs } from './common.ts';

export interface SofaOptions {
  w: number;
  d?: number;
  seats?: number;
  /** Arm width; 0 for armless. */
  arm?: number;
  legH?: number;
  legKind?: 'metal' | 'wood' | 'turned' | 'block' | 'plinth';
  upholstery?: THREE.Material;
  pillows?: number;
  /** Roundness of cushions. */
  soft?: number;
  backH?: number;
  throwBlanket?: boolean;
}

export function sofa(world: World, pal: Palette, rng: Rng, o: SofaOptions): THREE.Group {
  const g = new THREE.Group();
  const mat = o.upholstery ?? pal.upholstery;
  const d = o.d ?? 0.95;
  const w = o.w;
  const arm = o.arm ?? 0.2;
  const legH = o.legH ?? 0.12;
  const soft = o.soft ?? 0.05;
  const seats = o.seats ?? 3;
  const baseH = 0.2;
  const seatH = 0.15;
  const backH = o.backH ?? 0.42;
  const yBase = legH + baseH / 2;
  const armH = baseH + seatH + 0.17;
  if (o.legKind === 'plinth') {
    g.add(world.mesh(rbox(w - 0.06, legH, d - 0.06, 0.01), pal.woodDark, [0, legH / 2, 0]));
  } else {
    g.add(
      legs(
        world,
        o.legKind ?? 'wood',
        o.legKind === 'metal' ? pal.metal : pal.woodDark,
        w - 0.02,
        d - 0.04,
        legH,
        0.06,
      ),
    );
  }
  g.add(world.mesh(rbox(w, baseH, d, 0.03), mat, [0, yBase, 0]));
  if (arm > 0) {
    for (const s of [-1, 1]) {
      g.add(
        world.mesh(rbox(arm, armH, d, Math.min(0.06, arm / 2.2), 3), mat, [
          s * (w / 2 - arm / 2),
          legH + armH / 2,
          0,
        ]),
      );
    }
  }
  const inner = w - 2 * arm;
  const backT = 0.2;
  g.add(
    world.mesh(rbox(w, backH + baseH + 0.1, backT, 0.04, 3), mat, [
      0,
      legH + (backH + baseH + 0.1) / 2,
      -d / 2 + backT / 2,
    ]),
  );
  const cw = inner / seats;
  for (let i = 0; i < seats; i++) {
    const x = -inner / 2 + cw * (i + 0.5);
    g.add(
      world.mesh(rbox(cw - 0.012, seatH, d - backT - 0.02, soft, 3), mat, [
        x,
        legH + baseH + seatH / 2 - 0.01,
        backT / 2,
      ]),
    );
    const back = world.mesh(rbox(cw - 0.015, backH, 0.17, soft * 1.3, 3), mat, [
      x,
      legH + baseH + seatH + backH / 2 - 0.03,
      -d / 2 + backT + 0.07,
    ]);
    back.rotation.x = -0.14;
    g.add(back);
  }
  const n = o.pillows ?? 2;
  for (let i = 0; i < n; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const k = Math.floor(i / 2);
    const x = side * (inner / 2 - 0.26 - k * 0.3);
    const p = world.mesh(
      rbox(0.46, 0.44, 0.14, 0.065, 3),
      pal.cushions[(i + rng.int(0, 2)) % pal.cushions.length]!,
      [x, legH + baseH + seatH + 0.2, -d / 2 + backT + 0.2],
    );
    p.rotation.set(-0.28, side * rng.range(0.05, 0.25), side * -rng.range(0.05, 0.18));
    g.add(p);
  }
  if (o.throwBlanket) {
    const t = world.mesh(rbox(0.55, 0.03, d - 0.15, 0.012), pal.throwMat, [
      inner / 2 - 0.3,
      legH + baseH + seatH + 0.005,
      0.08,
    ]);
    t.rotation.y = 0.05;
    g.add(t);
    g.add(
      world.mesh(rbox(0.5, 0.45, 0.03, 0.012), pal.throwMat, [
        inner / 2 - 0.3,
        legH + baseH + seatH - 0.2,
        d / 2 - 0.01,
      ]),
    );
  }
  g.add(blob(world, w, d, 0.65));
  return g;
}

export type ArmchairKind = 'club' | 'rattan' | 'wood' | 'lounge';

export function armchair(world: World, pal: Palette, rng: Rng, kind: ArmchairKind): THREE.Group {
  if (kind === 'club') {
    return sofa(world, pal, rng, {
      w: 0.95,
      d: 0.9,
      seats: 1,
      arm: 0.22,
      legH: 0.1,
      legKind: 'block',
      upholstery: pal.upholstery,
      pillows: 1,
      soft: 0.06,
    });
  }
  const g = new THREE.Group();
  if (kind === 'rattan') {
    // A round woven bucket chair on a cane base.
    const shell = lathe(
      [
        [0.2, 0],
        [0.36, 0.05],
        [0.42, 0.3],
        [0.44, 0.5],
        [0.41, 0.52],
        [0.37, 0.3],
        [0.3, 0.1],
        [0.001, 0.1],
      ],
      40,
    );
    const cut = new THREE.Group();
    const body = world.mesh(shell, pal.cane, [0, 0.32, 0]);
    body.scale.set(1, 1, 0.92);
    cut.add(body);
    // Tall fan back.
    const caneTwoSided = world.track(pal.cane.clone());
    caneTwoSided.side = THREE.DoubleSide;
    const back = world.mesh(
      xform(
        new THREE.SphereGeometry(0.55, 40, 20, Math.PI * 0.15, Math.PI * 0.7, 0, Math.PI * 0.45),
        [0, 0, 0],
        [0, Math.PI, 0],
      ),
      caneTwoSided,
      [0, 0.45, 0.1],
    );
    back.scale.set(1, 1.5, 0.8);
    cut.add(back);
    cut.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.2, 0],
            [0.13, 0.32],
            [0.001, 0.32],
          ],
          32,
        ),
        pal.cane,
        [0, 0, 0],
      ),
    );
    cut.add(
      world.mesh(
        rbox(0.62, 0.1, 0.55, 0.05, 3),
        pal.cushions[2 % pal.cushions.length]!,
        [0, 0.47, 0.05],
      ),
    );
    cut.add(
      world.mesh(rbox(0.4, 0.36, 0.12, 0.06, 3), pal.cushions[0]!, [0, 0.66, -0.12], [-0.2, 0, 0]),
    );
    g.add(cut);
    g.add(blob(world, 0.7, 0.7, 0.6));
    return g;
  }
  if (kind === 'wood') {
    // Open wooden frame with linen cushions.
    const wm = pal.woodDark;
    const W = 0.72;
    const D = 0.78;
    g.add(legs(world, 'block', wm, W, D, 0.62, 0.03));
    for (const s of [-1, 1])
      g.add(world.mesh(rbox(0.07, 0.035, D + 0.02, 0.01), wm, [s * (W / 2 - 0.03), 0.63, 0.01]));
    g.add(world.mesh(rbox(W - 0.04, 0.05, D - 0.06, 0.01), wm, [0, 0.3, 0]));
    g.add(world.mesh(rbox(W - 0.14, 0.14, D - 0.1, 0.05, 3), pal.upholsteryAlt, [0, 0.4, 0.02]));
    const back = world.mesh(rbox(W - 0.14, 0.5, 0.13, 0.05, 3), pal.upholsteryAlt, [
      0,
      0.7,
      -D / 2 + 0.12,
    ]);
    back.rotation.x = -0.18;
    g.add(back);
    g.add(
      world.mesh(
        rbox(0.4, 0.38, 0.12, 0.06, 3),
        pal.cushions[0]!,
        [0.05, 0.62, -0.15],
        [-0.25, 0.1, -0.05],
      ),
    );
    g.add(blob(world, W, D, 0.6));
    return g;
  }
  // Lounge: low slung leather sling on a steel frame.
  const W = 0.75;
  const D = 0.85;
  for (const s of [-1, 1]) {
    g.add(
      world.mesh(
        tube(
          [
            [(s * W) / 2, 0.01, D / 2 - 0.05],
            [(s * W) / 2, 0.45, D / 2 - 0.05],
            [(s * W) / 2, 0.45, -D / 2 + 0.2],
            [(s * W) / 2, 0.75, -D / 2],
            [(s * W) / 2, 0.01, -D / 2 + 0.05],
          ],
          0.012,
          8,
        ),
        pal.metal,
      ),
    );
  }
  g.add(
    world.mesh(
      rbox(W - 0.05, 0.1, D - 0.25, 0.04, 3),
      pal.upholstery,
      [0, 0.36, 0.08],
      [-0.1, 0, 0],
    ),
  );
  g.add(
    world.mesh(
      rbox(W - 0.05, 0.55, 0.1, 0.04, 3),
      pal.upholstery,
      [0, 0.62, -D / 2 + 0.12],
      [-0.35, 0, 0],
    ),
  );
  g.add(blob(world, W, D, 0.55));
  return g;
}

export type ChairKind = 'metal' | 'wishbone' | 'rush' | 'upholstered' | 'cane';

export function diningChair(world: World, pal: Palette, kind: ChairKind): THREE.Group {
  const g = new THREE.Group();
  const seatY = 0.45;
  const W = 0.45;
  const D = 0.48;
  if (kind === 'metal') {
    g.add(legs(world, 'metal', pal.metal, W, D, seatY, 0.02));
    g.add(world.mesh(rbox(W, 0.04, D, 0.01), pal.wood, [0, seatY + 0.02, 0]));
    for (const s of [-1, 1])
      g.add(
        world.mesh(box(0.02, 0.42, 0.02), pal.metal, [
          s * (W / 2 - 0.02),
          seatY + 0.25,
          -D / 2 + 0.02,
        ]),
      );
    g.add(
      world.mesh(rbox(W - 0.02, 0.12, 0.025, 0.008), pal.wood, [0, seatY + 0.38, -D / 2 + 0.02]),
    );
  } else if (kind === 'rush' || kind === 'cane') {
    g.add(legs(world, 'turned', pal.woodDark, W, D, seatY, 0.03));
    g.add(
      world.mesh(rbox(W, 0.035, D, 0.01), kind === 'rush' ? pal.cane : pal.woodDark, [
        0,
        seatY + 0.017,
        0,
      ]),
    );
    for (const s of [-1, 1])
      g.add(
        world.mesh(cyl(0.02, 0.02, 0.5, 10), pal.woodDark, [
          s * (W / 2 - 0.03),
          seatY + 0.25,
          -D / 2 + 0.03,
        ]),
      );
    for (const y of [0.2, 0.33, 0.46])
      g.add(
        world.mesh(rbox(W - 0.06, 0.05, 0.02, 0.008), pal.woodDark, [0, seatY + y, -D / 2 + 0.03]),
      );
    if (kind === 'cane')
      g.add(
        world.mesh(rbox(W - 0.08, 0.25, 0.012, 0.004), pal.cane, [0, seatY + 0.3, -D / 2 + 0.03]),
      );
  } else if (kind === 'wishbone') {
    g.add(legs(world, 'wood', pal.wood, W, D, seatY, 0.04));
    g.add(world.mesh(rbox(W, 0.04, D, 0.012), pal.cane, [0, seatY + 0.02, 0]));
    g.add(
      world.mesh(
        tube(
          [
            [-W / 2 + 0.03, seatY + 0.22, 0.05],
            [-W / 2 + 0.03, seatY + 0.26, -D / 2 + 0.04],
            [0, seatY + 0.28, -D / 2 - 0.02],
            [W / 2 - 0.03, seatY + 0.26, -D / 2 + 0.04],
            [W / 2 - 0.03, seatY + 0.22, 0.05],
          ],
          0.014,
          8,
          true,
        ),
        pal.wood,
      ),
    );
    g.add(world.mesh(box(0.05, 0.28, 0.02), pal.wood, [0, seatY + 0.14, -D / 2 + 0.02]));
  } else {
    g.add(legs(world, 'wood', pal.woodDark, W, D, seatY - 0.05, 0.04));
    g.add(world.mesh(rbox(W + 0.02, 0.09, D, 0.035, 3), pal.upholsteryAlt, [0, seatY, 0]));
    const back = world.mesh(rbox(W, 0.45, 0.07, 0.03, 3), pal.upholsteryAlt, [
      0,
      seatY + 0.27,
      -D / 2 + 0.04,
    ]);
    back.rotation.x = -0.1;
    g.add(back);
  }
  g.add(blob(world, W, D, 0.45));
  return g;
}

export type StoolKind = 'metal' | 'rattan' | 'wood';

export function barStool(world: World, pal: Palette, kind: StoolKind, seatY = 0.68): THREE.Group {
  const g = new THREE.Group();
  if (kind === 'metal') {
    g.add(world.mesh(cyl(0.18, 0.18, 0.035, 24), pal.wood, [0, seatY, 0]));
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
      g.add(
        world.mesh(
          tube(
            [
              [Math.cos(a) * 0.13, seatY - 0.02, Math.sin(a) * 0.13],
              [Math.cos(a) * 0.2, 0, Math.sin(a) * 0.2],
            ],
            0.012,
            6,
          ),
          pal.metal,
        ),
      );
    }
    g.add(
      world.mesh(
        new THREE.TorusGeometry(0.17, 0.009, 6, 32),
        pal.metal,
        [0, 0.25, 0],
        [Math.PI / 2, 0, 0],
      ),
    );
  } else if (kind === 'rattan') {
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0],
            [0.17, 0],
            [0.13, seatY * 0.5],
            [0.17, seatY],
            [0.001, seatY],
          ],
          28,
        ),
        pal.cane,
      ),
    );
    g.add(world.mesh(cyl(0.19, 0.19, 0.06, 28), pal.cushions[0]!, [0, seatY + 0.03, 0]));
  } else {
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
      g.add(
        world.mesh(
          tube(
            [
              [Math.cos(a) * 0.1, seatY - 0.02, Math.sin(a) * 0.1],
              [Math.cos(a) * 0.17, 0, Math.sin(a) * 0.17],
            ],
            0.016,
            8,
          ),
          pal.woodDark,
        ),
      );
    }
    g.add(world.mesh(rbox(0.38, 0.04, 0.38, 0.012), pal.cane, [0, seatY, 0]));
    g.add(world.mesh(box(0.3, 0.025, 0.025), pal.woodDark, [0, 0.25, 0.12]));
    g.add(world.mesh(box(0.3, 0.025, 0.025), pal.woodDark, [0, 0.25, -0.12]));
    g.add(world.mesh(rbox(0.36, 0.18, 0.025, 0.008), pal.woodDark, [0, seatY + 0.2, -0.16]));
    g.add(world.mesh(box(0.025, 0.2, 0.025), pal.woodDark, [0.15, seatY + 0.1, -0.16]));
    g.add(world.mesh(box(0.025, 0.2, 0.025), pal.woodDark, [-0.15, seatY + 0.1, -0.16]));
  }
  g.add(blob(world, 0.4, 0.4, 0.4));
  return g;
}

export function officeChair(world: World, pal: Palette, mat: THREE.Material): THREE.Group {
  const g = new THREE.Group();
  const dark = world.std({ color: 0x2a2a2c, roughness: 0.5, metalness: 0.3 });
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    g.add(
      world.mesh(
        rbox(0.32, 0.03, 0.05, 0.01),
        dark,
        [Math.cos(a) * 0.16, 0.07, Math.sin(a) * 0.16],
        [0, -a, 0],
      ),
    );
    g.add(
      world.mesh(new THREE.SphereGeometry(0.028, 12, 8), dark, [
        Math.cos(a) * 0.3,
        0.028,
        Math.sin(a) * 0.3,
      ]),
    );
  }
  g.add(world.mesh(cyl(0.025, 0.03, 0.36, 12), pal.chrome, [0, 0.26, 0]));
  g.add(world.mesh(rbox(0.5, 0.08, 0.48, 0.035, 3), mat, [0, 0.47, 0]));
  const back = world.mesh(rbox(0.46, 0.55, 0.07, 0.03, 3), mat, [0, 0.86, -0.24]);
  back.rotation.x = -0.12;
  g.add(back);
  g.add(world.mesh(box(0.05, 0.3, 0.03), dark, [0, 0.58, -0.25]));
  for (const s of [-1, 1]) {
    g.add(world.mesh(box(0.03, 0.2, 0.03), dark, [s * 0.24, 0.6, -0.02]));
    g.add(world.mesh(rbox(0.06, 0.03, 0.26, 0.012), dark, [s * 0.24, 0.7, 0.0]));
  }
  g.add(blob(world, 0.6, 0.6, 0.45));
  return g;
}

export function bench(world: World, pal: Palette, w: number, upholstered: boolean): THREE.Group {
  const g = new THREE.Group();
  g.add(legs(world, upholstered ? 'wood' : 'block', pal.woodDark, w, 0.4, 0.4, 0.05));
  g.add(world.mesh(rbox(w, 0.06, 0.42, 0.015), pal.wood, [0, 0.42, 0]));
  if (upholstered)
    g.add(world.mesh(rbox(w - 0.04, 0.08, 0.38, 0.035, 3), pal.upholsteryAlt, [0, 0.48, 0]));
  g.add(blob(world, w, 0.42, 0.5));
  return g;
}

export function pouf(world: World, mat: THREE.Material, r = 0.28, h = 0.36): THREE.Group {
  const g = new THREE.Group();
  g.add(
    world.mesh(
      lathe(
        [
          [0.001, 0],
          [r * 0.85, 0],
          [r, h * 0.25],
          [r, h * 0.75],
          [r * 0.85, h],
          [0.001, h],
        ],
        36,
      ),
      mat,
    ),
  );
  g.add(blob(world, r * 2, r * 2, 0.5));
  return g;
}
