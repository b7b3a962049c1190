/** Living room: 6.2 x 5.2 m, a wide window on the back wall, seen from the front-right corner. */
import { bookStack, vase } from '@hds/stager/scene/furniture/common.ts';
import {
  curtain,
  curtainRod,
  macrame,
  mirror,
  picture,
} from '@hds/stager/scene/furniture/decor.ts';
import { floorLamp, pendant, tableLamp } from '@hds/stager/scene/furniture/lamps.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { armchair, pouf, sofa } from '@hds/stager/scene/furniture/seating.ts';
import {
  coffeeTable,
  dresser,
  rugMesh,
  shelving,
  sideTable,
} from '@hds/stager/scene/furniture/tables.ts';
import type { Shell } from '../structure.ts';
import { finishes, palette, wallPaintMaterial } from '@hds/stager/scene/styles.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { hang, interior, put, setCamera } from './common.ts';

export function livingRoom(world: World): void {
  const style = world.spec.style;
  const f = finishes(world, style, 'living');
  if (world.spec.wallPaint !== undefined) {
    // Style preview: every painted wall takes the paint; industrial keeps its brick.
    const painted = wallPaintMaterial(world, style, world.spec.wallPaint);
    world.paintMaterials.push(painted);
    f.wall = painted;
    if (style !== 'industrial') f.accentWall = painted;
  }
  const pal = palette(world, style);
  const W = 6.2;
  const D = 5.2;
  const H = 2.75;
  const shell: Shell = {
    w: W,
    d: D,
    h: H,
    walls: { back: f.wall, left: style ? f.accentWall : f.wall, right: f.wall, front: f.wall },
    floor: f.floor,
    ceiling: f.ceiling,
    trim: f.trim,
    frame: f.frame,
    door: f.door,
    beams: style === 'mediterranean' || style === 'industrial' ? f.beams : undefined,
    openings: [
      {
        wall: 'back',
        kind: 'window',
        at: 3.7,
        width: 2.2,
        height: 1.85,
        bottom: 0.45,
        panes: style === 'industrial' ? [4, 3] : [3, 1],
      },
      { wall: 'left', kind: 'door', at: 4.55, width: 0.9, height: 2.1, bottom: 0 },
      {
        wall: 'right',
        kind: 'window',
        at: 1.9,
        width: 1.3,
        height: 1.7,
        bottom: 0.55,
        panes: [2, 1],
      },
    ],
    crown: style === null || style === 'bohemian',
  };
  interior(world, shell, { dry: style === 'mediterranean' });
  world.sunAzimuth = 205;
  world.lowSunAzimuth = 95;
  setCamera(world, [5.75, 1.42, 4.85], [2.0, 1.08, 0.7], 56);
  if (!world.spec.furnished) return;
  const rng = world.rng;

  if (style === 'industrial') {
    put(
      world,
      sofa(world, pal, rng.fork(1), {
        w: 2.3,
        legKind: 'metal',
        arm: 0.18,
        pillows: 3,
        soft: 0.045,
      }),
      'couch',
      'leather sofa',
      0.52,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      rugMesh(world, rng.fork(2), pal.rug, 2.5, 3.2),
      'rug',
      'striped wool rug',
      1.95,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      coffeeTable(world, pal, 'industrial'),
      'table',
      'coffee table',
      1.75,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      armchair(world, pal, rng.fork(3), 'lounge'),
      'chair',
      'lounge chair',
      3.25,
      1.55,
      -0.95,
    );
    put(
      world,
      shelving(world, pal, rng.fork(4), { w: 1.4, h: 2.0, kind: 'pipe', shelves: 5 }),
      'shelf',
      'pipe shelving',
      1.05,
      0.22,
    );
    put(world, floorLamp(world, pal, 'arc'), 'lamp', 'arc floor lamp', 0.35, 1.05, -0.93);
    put(world, sideTable(world, pal, 'metal'), 'table', 'side table', 0.42, 3.9);
    put(world, tableLamp(world, pal, 'metal'), 'lamp', 'table lamp', 0.42, 3.9, 0, 0.55);
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'fig',
        height: 1.75,
        pot: 'cylinder',
        potMat: pal.pots[0]!,
        leaf: pal.leaf,
      }),
      'plant',
      'fiddle leaf fig',
      5.2,
      0.55,
    );
    put(
      world,
      plant(world, rng.fork(6), {
        kind: 'snake',
        height: 0.85,
        pot: 'cylinder',
        potMat: pal.pots[1]!,
        potR: 0.14,
      }),
      'plant',
      'snake plant',
      2.3,
      0.35,
    );
    hang(
      world,
      shell,
      'left',
      2.45,
      1.62,
      picture(world, rng.fork(7), pal.art[0]!, 1.0, 0.75, pal.metal),
      'picture',
      'framed print',
    );
    hang(
      world,
      shell,
      'left',
      1.35,
      1.55,
      picture(world, rng.fork(8), pal.art[1]!, 0.5, 0.65, pal.metal),
      'picture',
      'framed print',
    );
    const books = bookStack(world, rng.fork(9), pal.books, 3);
    put(world, books, 'books', 'books', 1.65, 2.2, 0.3, 0.43);
    put(world, vase(world, pal.ceramics[0]!, 'bottle', 0.28), 'vase', 'vase', 1.8, 2.85, 0, 0.43);
    put(world, pendant(world, pal, 'cage', H, 0.7), 'lamp', 'cage pendant', 3.3, 3.1);
  } else if (style === 'bohemian') {
    put(
      world,
      sofa(world, pal, rng.fork(1), {
        w: 2.2,
        legKind: 'wood',
        arm: 0.22,
        pillows: 4,
        soft: 0.065,
        throwBlanket: true,
      }),
      'couch',
      'velvet sofa',
      0.52,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      rugMesh(world, rng.fork(2), pal.rug, 2.4, 3.1),
      'rug',
      'kilim rug',
      1.95,
      2.45,
      Math.PI / 2,
    );
    put(world, coffeeTable(world, pal, 'round'), 'table', 'round coffee table', 1.8, 2.45);
    put(
      world,
      armchair(world, pal, rng.fork(3), 'rattan'),
      'chair',
      'rattan chair',
      3.2,
      1.45,
      -1.0,
    );
    put(world, pouf(world, pal.cushions[0]!, 0.27, 0.36), 'chair', 'pouf', 2.85, 3.2);
    put(
      world,
      shelving(world, pal, rng.fork(4), { w: 1.1, h: 1.9, kind: 'bookcase', shelves: 5, d: 0.32 }),
      'shelf',
      'bookcase',
      1.0,
      0.2,
    );
    put(world, floorLamp(world, pal, 'rattan'), 'lamp', 'rattan floor lamp', 0.35, 1.1);
    put(world, sideTable(world, pal, 'drum'), 'table', 'side table', 0.42, 3.85);
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'monstera',
        height: 1.15,
        pot: 'basket',
        potMat: pal.cane,
        leaf: pal.leaf,
      }),
      'plant',
      'monstera',
      0.45,
      3.85,
      0,
      0.55,
    );
    put(
      world,
      plant(world, rng.fork(6), {
        kind: 'palm',
        height: 1.8,
        pot: 'tapered',
        potMat: pal.pots[0]!,
        leaf: 0x4f7a34,
      }),
      'plant',
      'kentia palm',
      5.15,
      0.55,
    );
    put(
      world,
      plant(world, rng.fork(10), {
        kind: 'fern',
        height: 0.7,
        pot: 'bowl',
        potMat: pal.pots[2]!,
        leaf: 0x5a8a3a,
      }),
      'plant',
      'fern',
      2.35,
      0.4,
    );
    put(
      world,
      plant(world, rng.fork(11), {
        kind: 'trailing',
        height: 0.3,
        pot: 'cylinder',
        potMat: pal.pots[0]!,
        potR: 0.09,
      }),
      'plant',
      'pothos',
      1.15,
      0.2,
      0,
      1.92,
    );
    hang(
      world,
      shell,
      'left',
      2.45,
      1.62,
      macrame(world, 0.6, 0.9),
      'picture',
      'macrame wall hanging',
    );
    hang(
      world,
      shell,
      'left',
      1.4,
      1.55,
      picture(world, rng.fork(7), pal.art[0]!, 0.5, 0.65, pal.woodLight),
      'picture',
      'framed print',
    );
    hang(
      world,
      shell,
      'left',
      3.5,
      1.55,
      picture(world, rng.fork(8), pal.art[1]!, 0.45, 0.6, pal.woodLight),
      'picture',
      'framed print',
    );
    put(world, bookStack(world, rng.fork(9), pal.books, 2), 'books', 'books', 1.7, 2.3, 0.4, 0.385);
    put(world, vase(world, pal.ceramics[0]!, 'bulb', 0.2), 'vase', 'vase', 1.95, 2.6, 0, 0.385);
    put(world, pendant(world, pal, 'basket', H, 0.75), 'lamp', 'rattan pendant', 2.2, 2.45);
    hang(
      world,
      shell,
      'back',
      2.35,
      0,
      curtain(world, pal.linen, 0.55, 2.55),
      'curtain',
      'linen curtain',
    );
    hang(
      world,
      shell,
      'back',
      5.05,
      0,
      curtain(world, pal.linen, 0.55, 2.55),
      'curtain',
      'linen curtain',
    );
  } else if (style === 'modern') {
    modernLiving(world, shell, H);
  } else {
    put(
      world,
      sofa(world, pal, rng.fork(1), {
        w: 2.3,
        legKind: 'plinth',
        arm: 0.26,
        pillows: 4,
        soft: 0.07,
        backH: 0.45,
      }),
      'couch',
      'linen sofa',
      0.52,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      rugMesh(world, rng.fork(2), pal.rug, 2.5, 3.2),
      'rug',
      'patterned rug',
      1.95,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      coffeeTable(world, pal, 'travertine'),
      'table',
      'travertine coffee table',
      1.8,
      2.45,
      Math.PI / 2,
    );
    put(
      world,
      armchair(world, pal, rng.fork(3), 'wood'),
      'chair',
      'wooden armchair',
      3.2,
      1.5,
      -0.95,
    );
    put(world, dresser(world, pal, 1.4, 0.8, [2, 2]), 'cabinet', 'sideboard', 1.15, 0.27);
    hang(
      world,
      shell,
      'back',
      1.15,
      1.55,
      mirror(world, pal, 0.8, 1.0, 'arch', pal.woodDark),
      'mirror',
      'arched mirror',
    );
    put(world, tableLamp(world, pal, 'gourd'), 'lamp', 'ceramic lamp', 0.7, 0.27, 0, 0.8);
    put(world, vase(world, pal.ceramics[0]!, 'amphora', 0.32), 'vase', 'vase', 1.6, 0.25, 0, 0.8);
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'olive',
        height: 1.8,
        pot: 'urn',
        potMat: pal.pots[0]!,
        leaf: pal.leaf,
      }),
      'plant',
      'olive tree',
      5.2,
      0.6,
    );
    put(world, sideTable(world, pal, 'wood'), 'table', 'side table', 0.42, 3.85);
    put(world, tableLamp(world, pal, 'ceramic', 0.9), 'lamp', 'table lamp', 0.42, 3.85, 0, 0.55);
    put(world, floorLamp(world, pal, 'linen'), 'lamp', 'linen floor lamp', 0.35, 1.05);
    hang(
      world,
      shell,
      'left',
      2.45,
      1.62,
      picture(world, rng.fork(7), pal.art[0]!, 1.1, 0.75, pal.woodDark),
      'picture',
      'seascape print',
    );
    put(world, vase(world, pal.ceramics[1]!, 'jug', 0.22), 'vase', 'vase', 1.75, 2.3, 0, 0.39);
    put(world, pendant(world, pal, 'ceramic', H, 0.75), 'lamp', 'ceramic pendant', 2.1, 2.45);
    hang(
      world,
      shell,
      'back',
      2.35,
      0,
      curtain(world, pal.linen, 0.55, 2.5),
      'curtain',
      'linen curtain',
    );
    hang(
      world,
      shell,
      'back',
      5.05,
      0,
      curtain(world, pal.linen, 0.55, 2.5),
      'curtain',
      'linen curtain',
    );
    hang(
      world,
      shell,
      'back',
      3.7,
      0,
      curtainRod(world, pal.metal, 3.2, 2.52),
      'curtain',
      'curtain rod',
    );
  }
}

/** The style preview's modern living room: low grey sofa, walnut and marble, black metal. */
function modernLiving(world: World, shell: Shell, H: number): void {
  const pal = palette(world, 'modern');
  const rng = world.rng;
  put(
    world,
    sofa(world, pal, rng.fork(1), {
      w: 2.4,
      legKind: 'metal',
      arm: 0.14,
      pillows: 3,
      soft: 0.035,
      backH: 0.4,
    }),
    'couch',
    'modern sofa',
    0.52,
    2.45,
    Math.PI / 2,
  );
  put(
    world,
    rugMesh(world, rng.fork(2), pal.rug, 2.5, 3.3),
    'rug',
    'wool rug',
    1.95,
    2.45,
    Math.PI / 2,
  );
  put(
    world,
    coffeeTable(world, pal, 'travertine'),
    'table',
    'marble coffee table',
    1.8,
    2.45,
    Math.PI / 2,
  );
  put(
    world,
    sofa(world, pal, rng.fork(3), {
      w: 0.9,
      d: 0.85,
      seats: 1,
      arm: 0.16,
      legH: 0.12,
      legKind: 'wood',
      upholstery: pal.upholsteryAlt,
      pillows: 0,
      soft: 0.04,
    }),
    'chair',
    'leather armchair',
    3.25,
    1.55,
    -0.95,
  );
  put(
    world,
    shelving(world, pal, rng.fork(4), { w: 1.4, h: 1.8, kind: 'open', shelves: 4 }),
    'shelf',
    'open shelving',
    1.05,
    0.22,
  );
  put(world, floorLamp(world, pal, 'arc'), 'lamp', 'arc floor lamp', 0.35, 1.05, -0.93);
  put(world, sideTable(world, pal, 'metal'), 'table', 'side table', 0.42, 3.9);
  put(world, tableLamp(world, pal, 'ceramic'), 'lamp', 'table lamp', 0.42, 3.9, 0, 0.55);
  put(
    world,
    plant(world, rng.fork(5), {
      kind: 'fig',
      height: 1.8,
      pot: 'cylinder',
      potMat: pal.pots[0]!,
      leaf: pal.leaf,
    }),
    'plant',
    'fiddle leaf fig',
    5.2,
    0.55,
  );
  put(
    world,
    plant(world, rng.fork(6), {
      kind: 'snake',
      height: 0.85,
      pot: 'cylinder',
      potMat: pal.pots[1]!,
      potR: 0.14,
    }),
    'plant',
    'snake plant',
    2.3,
    0.35,
  );
  hang(
    world,
    shell,
    'left',
    2.45,
    1.62,
    picture(world, rng.fork(7), pal.art[0]!, 1.2, 0.8, pal.metal),
    'picture',
    'abstract print',
  );
  put(world, bookStack(world, rng.fork(9), pal.books, 2), 'books', 'books', 1.65, 2.25, 0.3, 0.39);
  put(world, vase(world, pal.ceramics[1]!, 'bottle', 0.26), 'vase', 'vase', 1.85, 2.8, 0, 0.39);
  put(world, pendant(world, pal, 'globe', H, 0.8), 'lamp', 'globe pendant', 2.2, 2.45);
  hang(
    world,
    shell,
    'back',
    2.35,
    0,
    curtain(world, pal.linen, 0.55, 2.55),
    'curtain',
    'linen curtain',
  );
}
