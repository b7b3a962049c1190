/**
 * Bathroom: 2.8 x 3.4 m. Tub on the back wall under a window, toilet and vanity on the left
 * wall. The fixtures stay in the empty version (a bathroom without them is not a bathroom);
 * furnishing adds tiles, a styled vanity and mirror, textiles, plants and lights.
 */
import * as THREE from 'three';
import { ID } from '../../lib/specs.ts';
import {
  builtInTub,
  bathMat,
  freestandingTub,
  toilet,
  towelRail,
  tubFaucet,
  vanity,
} from '@hds/stager/scene/furniture/bath.ts';
import { basket, candle, mirror } from '@hds/stager/scene/furniture/decor.ts';
import { sconce } from '@hds/stager/scene/furniture/lamps.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { shelving } from '@hds/stager/scene/furniture/tables.ts';
import { cyl, rbox } from '@hds/stager/scene/shapes.ts';
import type { Shell } from '../structure.ts';
import { fabricMat, finishes, palette } from '@hds/stager/scene/styles.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { hang, interior, onWall, put, setCamera, wallPanel } from './common.ts';

export function bathroom(world: World): void {
  const style = world.spec.style;
  const f = finishes(world, style, 'wet');
  const pal = palette(world, style);
  const W = 2.8;
  const D = 3.4;
  const H = 2.5;
  const ceramic = world.std({ color: 0xf6f6f4, roughness: 0.12 });
  const shell: Shell = {
    w: W,
    d: D,
    h: H,
    walls: { back: f.wall, left: f.wall, right: f.wall, front: f.wall },
    floor: style ? (f.tileFloor ?? f.floor) : f.floor,
    ceiling: f.ceiling,
    trim: f.trim,
    frame: f.frame,
    door: f.door,
    openings: [
      {
        wall: 'back',
        kind: 'window',
        at: 0.95,
        width: 1.0,
        height: 0.95,
        bottom: 1.3,
        panes: [2, 1],
      },
      { wall: 'right', kind: 'door', at: 2.75, width: 0.8, height: 2.05, bottom: 0 },
    ],
    baseboard: style ? 0 : 0.08,
  };
  interior(world, shell, { dry: style === 'mediterranean' });
  world.sunAzimuth = 195;
  world.fillScale = 0.9;
  setCamera(world, [2.5, 1.5, 3.2], [0.75, 1.0, 0.45], 62);
  const rng = world.rng;

  // Fixtures present in every version.
  const metal = style === 'industrial' ? pal.metal : style ? pal.brass : pal.chrome;
  const back = onWall(world, shell, 'back');
  const freestanding = style === 'bohemian' || style === 'mediterranean';
  if (freestanding) {
    put(
      world,
      freestandingTub(world, ceramic, style === 'mediterranean' ? pal.brass : undefined),
      'bathtub',
      'freestanding bathtub',
      0.95,
      0.6,
    );
    const filler = new THREE.Group();
    filler.add(world.mesh(cyl(0.018, 0.018, 0.95, 10), metal, [0, 0.475, 0]));
    filler.add(world.mesh(cyl(0.018, 0.018, 0.2, 10), metal, [0.09, 0.93, 0], [0, 0, Math.PI / 2]));
    put(world, filler, 'sink', 'tub filler', 1.9, 0.55);
  } else {
    const apron = style === 'industrial' ? f.wallTile : ceramic;
    const tub = builtInTub(world, apron, ceramic, 1.7, 0.75);
    tub.position.x = 0.85;
    world.object(tub, 'bathtub', 'built-in bathtub', back.group);
    const faucet = tubFaucet(world, metal);
    faucet.position.x = 0.85;
    world.object(faucet, 'sink', 'tub faucet', back.group);
  }
  put(world, toilet(world, ceramic), 'toilet', 'toilet', 0.0, 1.55, Math.PI / 2);
  const vanityZ = 2.55;
  const vanityOpts =
    style === 'industrial'
      ? {
          w: 1.0,
          cabinet: pal.wood,
          top: pal.stone,
          basin: ceramic,
          metal,
          legs: true,
          vessel: true,
        }
      : style === 'bohemian'
        ? {
            w: 0.9,
            cabinet: pal.woodLight,
            top: pal.woodLight,
            basin: pal.ceramics[1]!,
            metal,
            legs: true,
            vessel: true,
          }
        : style === 'mediterranean'
          ? {
              w: 1.0,
              cabinet: world.std({ color: 0x2f4f7a, roughness: 0.5 }),
              top: pal.stone,
              basin: ceramic,
              metal,
            }
          : {
              w: 0.9,
              cabinet: world.std({ color: 0xf3f2ee, roughness: 0.4 }),
              top: world.std({ color: 0xf3f2ee, roughness: 0.2 }),
              basin: ceramic,
              metal,
            };
  put(world, vanity(world, vanityOpts), 'sink', 'vanity', 0.0, vanityZ, Math.PI / 2);
  if (!style) {
    hang(
      world,
      shell,
      'left',
      vanityZ,
      1.55,
      mirror(
        world,
        pal,
        0.8,
        0.7,
        'rect',
        world.std({ color: 0xdedede, roughness: 0.3, metalness: 0.8 }),
      ),
      'mirror',
      'mirror',
    );
    return;
  }

  // Tiles: wainscot on every wall, full height around the tub.
  const tile = f.wallTile;
  for (const w of ['left', 'right', 'front'] as const) {
    const len = w === 'front' ? W : D;
    wallPanel(world, shell, w, 0, len, 0, 1.2, tile, ID.fixture);
  }
  if (freestanding) wallPanel(world, shell, 'back', 0, W, 0, 1.2, tile, ID.fixture);
  else {
    // Full-height tiles round the tub, leaving the window opening (x 0.45..1.45, y 1.3..2.25).
    wallPanel(world, shell, 'back', 0, 0.38, 0, 2.1, tile, ID.fixture);
    wallPanel(world, shell, 'back', 1.52, W, 0, 2.1, tile, ID.fixture);
    wallPanel(world, shell, 'back', 0.38, 1.52, 0, 1.24, tile, ID.fixture);
  }
  if (style === 'mediterranean') {
    for (const w of ['left', 'right', 'back', 'front'] as const) {
      const len = w === 'front' || w === 'back' ? W : D;
      const band = onWall(world, shell, w);
      band.group.add(
        world.mesh(rbox(len, 0.04, 0.03, 0.008), pal.woodDark, [len / 2, 1.22, 0.015]),
      );
      world.structure(band.group, ID.trim);
    }
  }
  // Styled mirror, sconces, shelving, textiles, plants.
  const mirrorObj =
    style === 'industrial'
      ? mirror(world, pal, 0.7, 0.7, 'round')
      : style === 'bohemian'
        ? mirror(world, pal, 0.6, 0.95, 'arch', pal.cane)
        : mirror(world, pal, 0.65, 0.95, 'arch', pal.woodDark);
  hang(world, shell, 'left', vanityZ, 1.6, mirrorObj, 'mirror', 'mirror');
  for (const dz of [-0.55, 0.55])
    hang(world, shell, 'left', vanityZ + dz, 1.75, sconce(world, pal), 'lamp', 'wall sconce');
  const towel = fabricMat(
    world,
    `towel-${style}`,
    style === 'industrial' ? 0x9a9c9e : style === 'bohemian' ? 0xd9b48a : 0x3d5f8c,
    'knit',
  );
  hang(world, shell, 'back', 2.25, 1.35, towelRail(world, metal, towel, 0.55), 'towel', 'towel');
  put(
    world,
    bathMat(
      world,
      fabricMat(
        world,
        `mat-${style}`,
        style === 'industrial' ? 0x5f6062 : style === 'bohemian' ? 0xcdb48e : 0xe9e2d2,
        'knit',
      ),
      0.85,
      0.5,
    ),
    'rug',
    'bath mat',
    0.95,
    1.35,
  );
  put(
    world,
    bathMat(
      world,
      fabricMat(
        world,
        `mat2-${style}`,
        style === 'industrial' ? 0x5f6062 : style === 'bohemian' ? 0xb9653c : 0x2d4f86,
        'weave',
      ),
      0.6,
      0.45,
    ),
    'rug',
    'bath mat',
    0.85,
    vanityZ,
    Math.PI / 2,
  );
  put(
    world,
    shelving(world, pal, rng.fork(1), {
      w: 0.55,
      h: 1.5,
      d: 0.3,
      kind: style === 'industrial' ? 'pipe' : 'ladder',
      shelves: 4,
      fill: false,
    }),
    'shelf',
    'bathroom shelf',
    2.45,
    0.25,
  );
  put(world, basket(world, pal, 0.18, 0.3), 'basket', 'laundry basket', 2.45, 1.0);
  put(
    world,
    plant(world, rng.fork(2), {
      kind: style === 'mediterranean' ? 'olive' : style === 'bohemian' ? 'monstera' : 'snake',
      height: style === 'bohemian' ? 0.95 : 0.9,
      pot: style === 'industrial' ? 'cylinder' : 'tapered',
      potMat: pal.pots[0]!,
      leaf: pal.leaf,
      potR: 0.13,
    }),
    'plant',
    'plant',
    2.45,
    1.7,
  );
  put(
    world,
    plant(world, rng.fork(3), {
      kind: 'trailing',
      height: 0.22,
      pot: 'cylinder',
      potMat: pal.pots[pal.pots.length - 1]!,
      potR: 0.07,
    }),
    'plant',
    'pothos',
    2.45,
    0.25,
    0,
    1.5,
  );
  const c = new THREE.Group();
  c.add(candle(world, 0.1));
  const c2 = candle(world, 0.14);
  c2.position.x = 0.09;
  c.add(c2);
  put(
    world,
    c,
    'vase',
    'candles',
    freestanding ? 1.95 : 1.55,
    freestanding ? 0.2 : 0.05,
    0,
    freestanding ? 0 : 0.56,
  );
}
