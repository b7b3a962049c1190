/** Lamps. Each registers its bulb with the world so lighting presets can switch it on. */
import * as THREE from 'three';
import { box, cyl, lathe, rbox, sphere, tube } from '../shapes.ts';
import type { Palette } from '../styles.ts';
import type { LampInfo, World } from '../world.ts';
import { blob, shadeGeometry } from './common.ts';

function glowMaterial(
  world: World,
  color: number,
  translucent: boolean,
): THREE.MeshStandardMaterial {
  const m = world.std({ color, roughness: 0.85, side: THREE.DoubleSide });
  if (translucent) m.emissive = new THREE.Color(0x000000);
  return m;
}

function bulb(
  world: World,
  g: THREE.Group,
  pos: [number, number, number],
  kind: LampInfo['kind'],
  power: number,
  glow: THREE.MeshStandardMaterial[],
): void {
  const bulbMat = world.std({
    color: 0xfff3dc,
    roughness: 0.3,
    emissive: 0xffe2b0,
    emissiveIntensity: 0,
  });
  const b = world.mesh(sphere(0.03, 10), bulbMat, pos, [0, 0, 0], false);
  g.add(b);
  world.lamps.push({ bulb: b, kind, glow: [...glow, bulbMat], power });
}

export type FloorLampKind = 'tripod' | 'arc' | 'rattan' | 'linen';

export function floorLamp(world: World, pal: Palette, kind: FloorLampKind): THREE.Group {
  const g = new THREE.Group();
  const H = 1.6;
  if (kind === 'tripod') {
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * Math.PI * 2;
      g.add(
        world.mesh(
          tube(
            [
              [Math.cos(a) * 0.28, 0, Math.sin(a) * 0.28],
              [0, H - 0.45, 0],
            ],
            0.012,
            6,
          ),
          pal.metal,
        ),
      );
    }
    g.add(world.mesh(cyl(0.012, 0.012, 0.35, 8), pal.metal, [0, H - 0.28, 0]));
    const shadeMat = glowMaterial(world, pal.shadeColor, false);
    const shade = world.mesh(
      shadeGeometry(0.2, 0.08, 0.26),
      shadeMat,
      [0, H - 0.2, 0],
      [Math.PI, 0, 0.5],
      false,
    );
    g.add(shade);
    bulb(world, g, [0.04, H - 0.3, 0], 'floor', 1, [shadeMat]);
  } else if (kind === 'arc') {
    g.add(
      world.mesh(
        rbox(0.3, 0.06, 0.3, 0.02),
        world.std({ color: 0xe8e4dc, roughness: 0.3 }),
        [0, 0.03, 0],
      ),
    );
    g.add(
      world.mesh(
        tube(
          [
            [0, 0.06, 0],
            [0, 1.2, 0],
            [0.35, 1.85, 0],
            [0.9, 1.9, 0],
            [1.25, 1.6, 0],
          ],
          0.014,
          8,
          true,
        ),
        pal.metal,
      ),
    );
    const shadeMat = glowMaterial(world, 0x222222, false);
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0.2],
            [0.08, 0.19],
            [0.18, 0.05],
            [0.2, 0],
            [0.19, 0],
            [0.17, 0.05],
            [0.001, 0.18],
          ],
          32,
        ),
        shadeMat,
        [1.25, 1.38, 0],
        [0, 0, 0],
        false,
      ),
    );
    bulb(world, g, [1.25, 1.42, 0], 'floor', 1.1, []);
  } else {
    g.add(world.mesh(cyl(0.15, 0.17, 0.03, 32), pal.metal, [0, 0.015, 0]));
    g.add(world.mesh(cyl(0.012, 0.012, H - 0.3, 10), pal.metal, [0, (H - 0.3) / 2, 0]));
    const shadeMat =
      kind === 'rattan'
        ? world.track(pal.cane.clone() as THREE.MeshStandardMaterial)
        : glowMaterial(world, pal.shadeColor, true);
    shadeMat.side = THREE.DoubleSide;
    g.add(
      world.mesh(shadeGeometry(0.22, 0.17, 0.32), shadeMat, [0, H - 0.36, 0], [0, 0, 0], false),
    );
    bulb(world, g, [0, H - 0.22, 0], 'floor', 1, [shadeMat]);
  }
  g.add(blob(world, 0.4, 0.4, 0.35));
  return g;
}

export type TableLampKind = 'ceramic' | 'metal' | 'gourd' | 'rattan';

export function tableLamp(world: World, pal: Palette, kind: TableLampKind, scale = 1): THREE.Group {
  const g = new THREE.Group();
  const s = scale;
  let top = 0.36 * s;
  if (kind === 'metal') {
    g.add(world.mesh(cyl(0.07 * s, 0.08 * s, 0.02, 24), pal.metal, [0, 0.01, 0]));
    g.add(world.mesh(cyl(0.008, 0.008, 0.3 * s, 8), pal.metal, [0, 0.15 * s, 0]));
    top = 0.3 * s;
  } else {
    const body =
      kind === 'gourd'
        ? pal.ceramics[0]!
        : kind === 'rattan'
          ? pal.cane
          : pal.ceramics[1 % pal.ceramics.length]!;
    const prof: [number, number][] =
      kind === 'gourd'
        ? [
            [0.001, 0],
            [0.05, 0],
            [0.11, 0.08],
            [0.12, 0.14],
            [0.07, 0.22],
            [0.09, 0.29],
            [0.03, 0.34],
            [0.001, 0.34],
          ]
        : [
            [0.001, 0],
            [0.06, 0],
            [0.09, 0.05],
            [0.1, 0.2],
            [0.07, 0.3],
            [0.02, 0.34],
            [0.001, 0.34],
          ];
    g.add(
      world.mesh(
        lathe(
          prof.map(([r, y]) => [r * s, y * s] as [number, number]),
          28,
        ),
        body,
      ),
    );
    g.add(world.mesh(cyl(0.006, 0.006, 0.1 * s, 6), pal.brass, [0, 0.38 * s, 0]));
    top = 0.4 * s;
  }
  const shadeMat =
    kind === 'rattan'
      ? world.track(pal.cane.clone() as THREE.MeshStandardMaterial)
      : glowMaterial(world, pal.shadeColor, true);
  shadeMat.side = THREE.DoubleSide;
  const shadeH = 0.24 * s;
  g.add(
    world.mesh(shadeGeometry(0.18 * s, 0.13 * s, shadeH), shadeMat, [0, top, 0], [0, 0, 0], false),
  );
  bulb(world, g, [0, top + shadeH * 0.4, 0], 'table', 0.7, [shadeMat]);
  return g;
}

export type PendantKind = 'dome' | 'cage' | 'basket' | 'globe' | 'ceramic' | 'flush';

/** A pendant hanging from a ceiling at height `ceiling`; origin on the floor below it. */
export function pendant(
  world: World,
  pal: Palette,
  kind: PendantKind,
  ceiling: number,
  drop = 0.8,
): THREE.Group {
  const g = new THREE.Group();
  const y = ceiling - drop;
  const cord = world.std({ color: 0x1a1a1a, roughness: 0.6 });
  if (kind === 'flush') {
    const m = glowMaterial(world, 0xf5f3ee, true);
    g.add(
      world.mesh(
        lathe(
          [
            [0.001, 0.06],
            [0.16, 0.05],
            [0.2, 0.01],
            [0.2, 0],
            [0.001, 0],
          ],
          36,
        ),
        m,
        [0, ceiling - 0.07, 0],
        [0, 0, 0],
        false,
      ),
    );
    bulb(world, g, [0, ceiling - 0.1, 0], 'ceiling', 1.2, [m]);
    return g;
  }
  g.add(world.mesh(cyl(0.004, 0.004, drop, 6), cord, [0, ceiling - drop / 2, 0], [0, 0, 0], false));
  g.add(world.mesh(cyl(0.05, 0.05, 0.02, 16), cord, [0, ceiling - 0.01, 0], [0, 0, 0], false));
  let glow: THREE.MeshStandardMaterial[] = [];
  if (kind === 'dome') {
    const m = world.std({
      color: 0x1f2022,
      roughness: 0.45,
      metalness: 0.7,
      side: THREE.DoubleSide,
    });
    g.add(
      world.mesh(
        lathe(
          [
            [0.02, 0.2],
            [0.06, 0.19],
            [0.12, 0.13],
            [0.19, 0.02],
            [0.2, 0],
            [0.195, 0],
            [0.185, 0.02],
            [0.115, 0.125],
            [0.02, 0.19],
          ],
          36,
        ),
        m,
        [0, y - 0.2, 0],
        [0, 0, 0],
        false,
      ),
    );
  } else if (kind === 'cage') {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      g.add(
        world.mesh(
          tube(
            [
              [0, y, 0],
              [Math.cos(a) * 0.11, y - 0.08, Math.sin(a) * 0.11],
              [Math.cos(a) * 0.11, y - 0.2, Math.sin(a) * 0.11],
              [0, y - 0.26, 0],
            ],
            0.003,
            4,
            true,
          ),
          pal.metal,
          [0, 0, 0],
          [0, 0, 0],
          false,
        ),
      );
    }
  } else if (kind === 'basket') {
    const m = world.track(pal.cane.clone() as THREE.MeshStandardMaterial);
    m.side = THREE.DoubleSide;
    g.add(
      world.mesh(
        lathe(
          [
            [0.03, 0.3],
            [0.15, 0.27],
            [0.26, 0.15],
            [0.3, 0.02],
            [0.3, 0],
          ],
          36,
        ),
        m,
        [0, y - 0.3, 0],
        [0, 0, 0],
        false,
      ),
    );
    glow = [m];
  } else if (kind === 'globe') {
    const m = glowMaterial(world, 0xf3efe6, true);
    m.side = THREE.FrontSide;
    g.add(world.mesh(sphere(0.16, 20), m, [0, y - 0.16, 0], [0, 0, 0], false));
    glow = [m];
  } else {
    const m = world.std({ color: 0xf0ebe1, roughness: 0.35, side: THREE.DoubleSide });
    g.add(
      world.mesh(
        lathe(
          [
            [0.02, 0.22],
            [0.05, 0.21],
            [0.09, 0.15],
            [0.17, 0.03],
            [0.18, 0],
            [0.175, 0],
            [0.165, 0.03],
            [0.085, 0.15],
            [0.02, 0.21],
          ],
          36,
        ),
        m,
        [0, y - 0.22, 0],
        [0, 0, 0],
        false,
      ),
    );
  }
  bulb(
    world,
    g,
    [0, y - (kind === 'globe' ? 0.16 : kind === 'cage' ? 0.15 : 0.14), 0],
    'pendant',
    1,
    glow,
  );
  return g;
}

export function deskLamp(world: World, pal: Palette): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(cyl(0.08, 0.09, 0.025, 24), pal.metal, [0, 0.0125, 0]));
  g.add(
    world.mesh(
      tube(
        [
          [0, 0.02, 0],
          [0.05, 0.3, 0],
          [0.22, 0.45, 0],
        ],
        0.008,
        6,
      ),
      pal.metal,
    ),
  );
  const m = world.std({ color: 0x202020, roughness: 0.5, metalness: 0.5, side: THREE.DoubleSide });
  g.add(world.mesh(shadeGeometry(0.08, 0.035, 0.13), m, [0.25, 0.36, 0], [0, 0, 0.6], false));
  bulb(world, g, [0.23, 0.38, 0], 'desk', 0.4, []);
  return g;
}

/** Wall sconce; origin on the wall surface, facing +z. */
export function sconce(world: World, pal: Palette): THREE.Group {
  const g = new THREE.Group();
  g.add(world.mesh(cyl(0.05, 0.05, 0.015, 20), pal.metal, [0, 0, 0.008], [Math.PI / 2, 0, 0]));
  g.add(world.mesh(box(0.015, 0.015, 0.12), pal.metal, [0, 0, 0.07]));
  const m = glowMaterial(world, 0xf3eee4, true);
  g.add(world.mesh(shadeGeometry(0.08, 0.06, 0.14), m, [0, -0.02, 0.14], [0, 0, 0], false));
  bulb(world, g, [0, 0.04, 0.14], 'sconce', 0.5, [m]);
  return g;
}
