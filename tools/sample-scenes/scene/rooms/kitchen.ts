/**
 * Kitchen: 5.2 x 4.6 m, an L of cabinets on the back and left walls, sink under the back
 * window, a dining nook by a second window. Empty = a dated kitchen (the "before").
 */
import * as THREE from 'three';
import { ID } from '../../lib/specs.ts';
import { vase } from '@hds/stager/scene/furniture/common.ts';
import { bowl, picture } from '@hds/stager/scene/furniture/decor.ts';
import {
  baseCabinets,
  counter,
  hood,
  island,
  openShelves,
  range,
  refrigerator,
  sink,
  upperCabinets,
} from '@hds/stager/scene/furniture/kitchen.ts';
import type { KitchenMaterials } from '@hds/stager/scene/furniture/kitchen.ts';
import { pendant } from '@hds/stager/scene/furniture/lamps.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { barStool, diningChair } from '@hds/stager/scene/furniture/seating.ts';
import { diningTable } from '@hds/stager/scene/furniture/tables.ts';
import { rbox, sphere } from '@hds/stager/scene/shapes.ts';
import type { Shell } from '../structure.ts';
import { finishes, palette, paint, woodMat } from '@hds/stager/scene/styles.ts';
import { cached, concrete, rgb, tiles } from '@hds/stager/scene/textures.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { hang, interior, onWall, put, setCamera, wallPanel } from './common.ts';

export function kitchen(world: World): void {
  const style = world.spec.style;
  const pal = palette(world, style);
  const f = finishes(world, style, 'kitchen');
  const W = 5.2;
  const D = 4.6;
  const H = 2.7;
  const steel = world.std({ color: 0xc4c7ca, roughness: 0.32, metalness: 1 });
  let km: KitchenMaterials;
  let floor = f.floor;
  let walls = f.wall;
  let splash: THREE.Material | null = f.wallTile;
  switch (style) {
    case 'industrial':
      km = {
        door: world.std({ color: 0x2b2c2e, roughness: 0.55 }),
        carcass: world.std({ color: 0x2b2c2e, roughness: 0.6 }),
        counter: pal.stone,
        handle: pal.metal,
        steel,
        doorStyle: 'flat',
      };
      break;
    case 'bohemian':
      km = {
        door: world.std({ color: 0x8b9b7c, roughness: 0.6 }),
        carcass: world.std({ color: 0x8b9b7c, roughness: 0.6 }),
        counter: pal.woodLight,
        handle: pal.brass,
        steel,
        doorStyle: 'shaker',
      };
      break;
    case 'mediterranean':
      km = {
        door: world.std({ color: 0xf1ede4, roughness: 0.5 }),
        carcass: world.std({ color: 0xf1ede4, roughness: 0.55 }),
        counter: pal.stone,
        handle: pal.brass,
        steel,
        doorStyle: 'shaker',
      };
      break;
    default: {
      // Dated: orange oak raised panels, beige laminate, white appliances, beige floor tiles.
      const laminate = world.std({
        tex: cached('laminate-beige', () => concrete(71, rgb(0xd6c9ad), 1.2)),
        roughness: 0.45,
      });
      km = {
        door: woodMat(world, 'dated-oak', 0xc98f4e, 0x8a5527, 0.5),
        carcass: woodMat(world, 'dated-oak', 0xc98f4e, 0x8a5527, 0.5),
        counter: laminate,
        handle: world.std({ color: 0xb08d57, roughness: 0.35, metalness: 0.9 }),
        steel: world.std({ color: 0xf2f1ec, roughness: 0.3 }),
        doorStyle: 'raised',
      };
      floor = world.std({
        tex: cached('tile:beige', () =>
          tiles(72, {
            cols: 6,
            rows: 6,
            tileW: 0.33,
            tileH: 0.33,
            grout: rgb(0x9c9282),
            groutWidth: 0.006,
            colours: [rgb(0xd9cdb2), rgb(0xd3c6aa), rgb(0xdcd1b8)],
            mottle: 0.25,
            glossy: true,
          }),
        ),
        roughness: 1,
        normalScale: 0.6,
      });
      walls = paint(world, 0xe8dcc0, 'dated-wall');
      splash = null;
    }
  }
  const shell: Shell = {
    w: W,
    d: D,
    h: H,
    walls: { back: walls, left: walls, right: walls, front: walls },
    floor,
    ceiling: f.ceiling,
    trim: f.trim,
    frame: f.frame,
    door: f.door,
    beams: style === 'mediterranean' ? f.beams : undefined,
    openings: [
      {
        wall: 'back',
        kind: 'window',
        at: 1.75,
        width: 1.2,
        height: 1.1,
        bottom: 1.08,
        panes: [2, 1],
      },
      {
        wall: 'back',
        kind: 'window',
        at: 4.35,
        width: 1.1,
        height: 1.5,
        bottom: 0.8,
        panes: style === 'industrial' ? [3, 3] : [2, 2],
      },
      { wall: 'right', kind: 'door', at: 3.6, width: 0.9, height: 2.1, bottom: 0 },
    ],
    noBaseboard: [],
  };
  interior(world, shell, { dry: style === 'mediterranean' });
  world.sunAzimuth = 200;
  world.lowSunAzimuth = 215;
  setCamera(world, [4.95, 1.5, 4.35], [1.55, 1.0, 0.85], 58);

  // --- Built-ins: back run 0..3.5 with the sink, left run z 0.62..3.0 with the range, fridge.
  const back = onWall(world, shell, 'back');
  const left = onWall(world, shell, 'left');
  const lx = left.x;
  const sinkX = 1.75;
  world.object(
    baseCabinets(world, km, 0, 3.5, [[3.5, 3.5]]),
    'cabinet',
    'base cabinets',
    back.group,
  );
  world.object(
    counter(world, km, 0, 3.5, undefined, [[sinkX - 0.38, sinkX + 0.38]]),
    'counter',
    'countertop',
    back.group,
  );
  world.object(sink(world, km, sinkX), 'sink', 'kitchen sink', back.group);
  const rangeZ = 1.85;
  world.object(
    baseCabinets(world, km, lx(3.05), lx(0.62), [[lx(rangeZ) - 0.38, lx(rangeZ) + 0.38]]),
    'cabinet',
    'base cabinets',
    left.group,
  );
  world.object(
    counter(world, km, lx(3.05), lx(rangeZ) + 0.38),
    'counter',
    'countertop',
    left.group,
  );
  world.object(
    counter(world, km, lx(rangeZ) - 0.38, lx(0.62)),
    'counter',
    'countertop',
    left.group,
  );
  world.object(range(world, km, lx(rangeZ)), 'oven', 'range', left.group);
  world.object(refrigerator(world, km, lx(3.6)), 'refrigerator', 'refrigerator', left.group);
  // A plastered chimney hood in the mediterranean kitchen, steel elsewhere.
  const hoodG = hood(
    world,
    style === 'mediterranean' ? { ...km, steel: f.wall } : km,
    lx(rangeZ),
    H,
  );
  world.structure(hoodG, ID.fixture, left.group);
  // Uppers on the left wall, both sides of the hood.
  world.object(
    upperCabinets(world, km, lx(rangeZ) + 0.45, lx(0.0), H, style === 'mediterranean'),
    'cabinet',
    'wall cabinets',
    left.group,
  );
  world.object(
    upperCabinets(world, km, lx(3.05), lx(rangeZ) - 0.45, H),
    'cabinet',
    'wall cabinets',
    left.group,
  );
  if (splash) {
    wallPanel(world, shell, 'back', 0, 3.5, 0.94, 1.45, splash, ID.fixture);
    wallPanel(
      world,
      shell,
      'back',
      sinkX - 0.7,
      sinkX + 0.7,
      0.94,
      1.05,
      splash,
      ID.fixture,
      0.013,
    );
    wallPanel(world, shell, 'left', 0.62, 3.05, 0.94, 1.45, splash, ID.fixture);
    wallPanel(world, shell, 'left', rangeZ - 0.4, rangeZ + 0.4, 1.45, 1.7, splash, ID.fixture);
  }
  if (!world.spec.furnished) {
    world.object(upperCabinets(world, km, 2.5, 3.5, H), 'cabinet', 'wall cabinets', back.group);
    return;
  }

  const rng = world.rng;
  const shelfMat = style === 'mediterranean' ? pal.woodDark : pal.wood;
  const shelves = openShelves(world, shelfMat, 2.55, 3.45, [1.55, 1.95]);
  for (const [i, y] of [1.57, 1.97].entries()) {
    for (let k = 0; k < 3; k++) {
      const v = vase(
        world,
        pal.ceramics[(i + k) % pal.ceramics.length]!,
        k === 1 ? 'jug' : 'bulb',
        0.18,
      );
      v.position.set(2.7 + k * 0.3, y, 0.15);
      shelves.add(v);
    }
  }
  world.object(shelves, 'shelf', 'open shelves', back.group);

  const isl = island(
    world,
    style === 'mediterranean'
      ? {
          ...km,
          door: world.std({ color: 0x2f4f7a, roughness: 0.5 }),
          carcass: world.std({ color: 0x2f4f7a, roughness: 0.55 }),
        }
      : km,
    2.2,
    1.0,
    style === 'industrial',
  );
  put(world, isl, 'counter', 'kitchen island', 2.6, 2.5);
  const stoolKind = style === 'industrial' ? 'metal' : style === 'bohemian' ? 'rattan' : 'wood';
  for (const x of [1.9, 2.6, 3.3])
    put(world, barStool(world, pal, stoolKind), 'stool', 'bar stool', x, 3.3, Math.PI);
  const pendantKind = style === 'industrial' ? 'dome' : style === 'bohemian' ? 'basket' : 'ceramic';
  for (const x of [2.0, 3.2])
    put(world, pendant(world, pal, pendantKind, H, 0.85), 'lamp', 'pendant light', x, 2.5);

  const tableKind = style === 'industrial' ? 'trestle' : style === 'bohemian' ? 'round' : 'farm';
  const chairKind = style === 'industrial' ? 'metal' : style === 'bohemian' ? 'cane' : 'rush';
  if (tableKind === 'round') {
    put(world, diningTable(world, pal, 'round', 1.0), 'table', 'dining table', 4.35, 1.25);
    for (const [dx, dz, r] of [
      [0, -0.62, 0],
      [-0.62, 0, Math.PI / 2],
      [0.62, 0, -Math.PI / 2],
      [0, 0.62, Math.PI],
    ] as const) {
      put(
        world,
        diningChair(world, pal, chairKind),
        'chair',
        'dining chair',
        4.35 + dx,
        1.25 + dz,
        r,
      );
    }
  } else {
    put(
      world,
      diningTable(world, pal, tableKind, 1.5, 0.85),
      'table',
      'dining table',
      4.35,
      1.35,
      Math.PI / 2,
    );
    for (const [dx, dz, r] of [
      [-0.62, -0.35, Math.PI / 2],
      [-0.62, 0.35, Math.PI / 2],
      [0.62, -0.35, -Math.PI / 2],
      [0.62, 0.35, -Math.PI / 2],
    ] as const) {
      put(
        world,
        diningChair(world, pal, chairKind),
        'chair',
        'dining chair',
        4.35 + dx,
        1.35 + dz,
        r,
      );
    }
  }
  put(
    world,
    pendant(
      world,
      pal,
      pendantKind === 'dome' ? 'cage' : pendantKind === 'basket' ? 'basket' : 'globe',
      H,
      0.9,
    ),
    'lamp',
    'pendant light',
    4.35,
    1.3,
  );

  // Accessories.
  const fruit = new THREE.Group();
  fruit.add(bowl(world, pal.ceramics[1 % pal.ceramics.length]!, 0.15));
  const fruitMats = [
    world.std({ color: 0xe0a020, roughness: 0.45 }),
    world.std({ color: 0x8fb03a, roughness: 0.45 }),
    world.std({ color: 0xd8581f, roughness: 0.45 }),
  ];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    fruit.add(
      world.mesh(sphere(0.04, 10), fruitMats[i % 3]!, [
        Math.cos(a) * 0.06,
        0.07 + (i % 2) * 0.03,
        Math.sin(a) * 0.06,
      ]),
    );
  }
  put(world, fruit, 'vase', 'fruit bowl', 2.3, 2.45, 0, 0.95);
  put(
    world,
    plant(world, rng.fork(1), {
      kind: style === 'mediterranean' ? 'olive' : 'fig',
      height: style === 'mediterranean' ? 1.7 : 1.6,
      pot: style === 'mediterranean' ? 'urn' : 'cylinder',
      potMat: pal.pots[0]!,
      leaf: pal.leaf,
    }),
    'plant',
    'potted tree',
    5.0,
    2.55,
  );
  put(
    world,
    plant(world, rng.fork(2), {
      kind: 'trailing',
      height: 0.25,
      pot: 'cylinder',
      potMat: pal.pots[pal.pots.length - 1]!,
      potR: 0.08,
    }),
    'plant',
    'herb pot',
    0.35,
    0.3,
    0,
    0.94,
  );
  put(
    world,
    plant(world, rng.fork(3), {
      kind: 'fern',
      height: 0.45,
      pot: 'bowl',
      potMat: pal.ceramics[0]!,
      potR: 0.1,
    }),
    'plant',
    'potted fern',
    3.2,
    0.32,
    0,
    0.94,
  );
  const board = world.mesh(rbox(0.32, 0.42, 0.02, 0.01), pal.woodDark, [0, 0.21, 0]);
  board.rotation.x = -0.12;
  const boardG = new THREE.Group();
  boardG.add(board);
  put(world, boardG, 'vase', 'cutting board', 0.28, 1.0, Math.PI / 2, 0.94);
  if (style !== 'industrial') {
    hang(
      world,
      shell,
      'right',
      1.35,
      1.55,
      picture(world, rng.fork(4), pal.art[0]!, 0.6, 0.8, pal.woodDark),
      'picture',
      'framed print',
    );
  } else {
    hang(
      world,
      shell,
      'right',
      1.35,
      1.55,
      picture(world, rng.fork(4), pal.art[1]!, 0.6, 0.8, pal.metal),
      'picture',
      'framed print',
    );
  }
}
