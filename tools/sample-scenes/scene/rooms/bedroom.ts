/** Bedroom: 4.6 x 4.4 m, bed against the back wall, windows on the back and left walls. */
import { bed } from '@hds/stager/scene/furniture/bedroom.ts';
import { bookStack, vase } from '@hds/stager/scene/furniture/common.ts';
import { curtain, macrame, mirror, picture } from '@hds/stager/scene/furniture/decor.ts';
import { floorLamp, pendant, tableLamp } from '@hds/stager/scene/furniture/lamps.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { armchair, bench, pouf } from '@hds/stager/scene/furniture/seating.ts';
import { dresser, nightstand, rugMesh } from '@hds/stager/scene/furniture/tables.ts';
import type { Shell } from '../structure.ts';
import { finishes, palette } from '@hds/stager/scene/styles.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { hang, interior, put, setCamera } from './common.ts';

export function bedroom(world: World): void {
  const style = world.spec.style;
  const f = finishes(world, style, 'living');
  const pal = palette(world, style);
  const W = 4.6;
  const D = 4.4;
  const H = 2.6;
  const shell: Shell = {
    w: W,
    d: D,
    h: H,
    walls: {
      back: style === 'industrial' || style === 'bohemian' ? f.accentWall : f.wall,
      left: f.wall,
      right: f.wall,
      front: f.wall,
    },
    floor: f.floor,
    ceiling: f.ceiling,
    trim: f.trim,
    frame: f.frame,
    door: f.door,
    beams: style === 'mediterranean' ? f.beams : undefined,
    openings: [
      {
        wall: 'back',
        kind: 'window',
        at: 3.75,
        width: 1.1,
        height: 1.6,
        bottom: 0.6,
        panes: style === 'industrial' ? [2, 3] : [2, 1],
      },
      {
        wall: 'left',
        kind: 'window',
        at: 2.3,
        width: 1.4,
        height: 1.5,
        bottom: 0.7,
        panes: [2, 1],
      },
      { wall: 'right', kind: 'door', at: 2.0, width: 0.85, height: 2.05, bottom: 0 },
    ],
    crown: style === null || style === 'bohemian',
  };
  interior(world, shell, { dry: style === 'mediterranean' });
  world.sunAzimuth = 240;
  world.lowSunAzimuth = 265;
  setCamera(world, [4.1, 1.45, 4.05], [1.45, 0.95, 0.75], 58);
  if (!world.spec.furnished) return;
  const rng = world.rng;
  const bedX = 1.75;
  if (style === 'industrial') {
    put(
      world,
      bed(world, pal, rng.fork(1), { w: 1.6, l: 2.05, headboard: 'slats', throwMat: pal.throwMat }),
      'bed',
      'queen bed',
      bedX,
      1.1,
    );
    put(world, rugMesh(world, rng.fork(2), pal.rug, 2.3, 2.9), 'rug', 'wool rug', bedX, 1.6);
    for (const x of [0.65, 2.85]) {
      put(world, nightstand(world, pal, 'metal'), 'nightstand', 'nightstand', x, 0.3);
      put(world, tableLamp(world, pal, 'metal', 0.9), 'lamp', 'bedside lamp', x, 0.3, 0, 0.55);
    }
    put(
      world,
      armchair(world, pal, rng.fork(3), 'lounge'),
      'chair',
      'lounge chair',
      3.9,
      1.3,
      -0.7,
    );
    put(world, floorLamp(world, pal, 'tripod'), 'lamp', 'tripod floor lamp', 4.2, 0.45);
    hang(
      world,
      shell,
      'back',
      bedX,
      1.75,
      picture(world, rng.fork(4), pal.art[1]!, 1.1, 0.6, pal.metal),
      'picture',
      'framed print',
    );
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'snake',
        height: 0.9,
        pot: 'cylinder',
        potMat: pal.pots[0]!,
        potR: 0.15,
      }),
      'plant',
      'snake plant',
      0.3,
      0.85,
    );
    put(world, pendant(world, pal, 'dome', H, 0.6), 'lamp', 'pendant light', 3.1, 2.7);
  } else if (style === 'bohemian') {
    put(
      world,
      bed(world, pal, rng.fork(1), {
        w: 1.6,
        l: 2.05,
        headboard: 'cane',
        throwMat: pal.throwMat,
        pillows: 2,
      }),
      'bed',
      'queen bed',
      bedX,
      1.1,
    );
    put(world, rugMesh(world, rng.fork(2), pal.rug, 2.3, 2.9), 'rug', 'kilim rug', bedX, 1.7);
    for (const x of [0.65, 2.85]) {
      put(world, nightstand(world, pal, 'cane'), 'nightstand', 'nightstand', x, 0.3);
      put(world, tableLamp(world, pal, 'gourd', 0.9), 'lamp', 'bedside lamp', x, 0.3, 0, 0.55);
    }
    put(
      world,
      armchair(world, pal, rng.fork(3), 'rattan'),
      'chair',
      'rattan chair',
      3.9,
      1.35,
      -0.8,
    );
    put(world, pouf(world, pal.cushions[1]!, 0.24, 0.34), 'chair', 'pouf', bedX + 1.0, 2.75);
    hang(
      world,
      shell,
      'back',
      bedX,
      1.8,
      macrame(world, 0.8, 0.7),
      'picture',
      'macrame wall hanging',
    );
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'monstera',
        height: 1.2,
        pot: 'basket',
        potMat: pal.cane,
        leaf: pal.leaf,
      }),
      'plant',
      'monstera',
      0.4,
      0.75,
    );
    put(
      world,
      plant(world, rng.fork(6), {
        kind: 'palm',
        height: 1.6,
        pot: 'tapered',
        potMat: pal.pots[0]!,
        leaf: 0x4f7a34,
      }),
      'plant',
      'palm',
      4.25,
      0.4,
    );
    put(world, pendant(world, pal, 'basket', H, 0.6), 'lamp', 'rattan pendant', 2.6, 2.4);
    hang(
      world,
      shell,
      'left',
      3.25,
      0,
      curtain(world, pal.linen, 0.45, 2.45),
      'curtain',
      'linen curtain',
    );
    hang(
      world,
      shell,
      'left',
      1.35,
      0,
      curtain(world, pal.linen, 0.45, 2.45),
      'curtain',
      'linen curtain',
    );
  } else {
    put(
      world,
      bed(world, pal, rng.fork(1), {
        w: 1.6,
        l: 2.05,
        headboard: 'upholstered',
        throwMat: pal.throwMat,
        pillows: 2,
      }),
      'bed',
      'queen bed',
      bedX,
      1.1,
    );
    put(world, rugMesh(world, rng.fork(2), pal.rugAlt, 2.3, 2.9), 'rug', 'jute rug', bedX, 1.6);
    for (const x of [0.65, 2.85]) {
      put(world, nightstand(world, pal, 'wood'), 'nightstand', 'nightstand', x, 0.3);
      put(world, tableLamp(world, pal, 'ceramic', 0.85), 'lamp', 'bedside lamp', x, 0.3, 0, 0.55);
    }
    put(world, bench(world, pal, 1.2, true), 'bench', 'bed bench', bedX, 2.45);
    hang(
      world,
      shell,
      'back',
      bedX,
      1.85,
      picture(world, rng.fork(4), pal.art[0]!, 0.9, 0.6, pal.woodDark),
      'picture',
      'seascape print',
    );
    put(
      world,
      plant(world, rng.fork(5), {
        kind: 'olive',
        height: 1.6,
        pot: 'urn',
        potMat: pal.pots[0]!,
        leaf: pal.leaf,
      }),
      'plant',
      'olive tree',
      4.2,
      0.45,
    );
    put(
      world,
      armchair(world, pal, rng.fork(3), 'wood'),
      'chair',
      'wooden armchair',
      3.85,
      1.45,
      -0.75,
    );
    put(world, pendant(world, pal, 'ceramic', H, 0.6), 'lamp', 'pendant light', 2.6, 2.4);
    hang(
      world,
      shell,
      'left',
      3.25,
      0,
      curtain(world, pal.linen, 0.45, 2.45),
      'curtain',
      'linen curtain',
    );
    hang(
      world,
      shell,
      'left',
      1.35,
      0,
      curtain(world, pal.linen, 0.45, 2.45),
      'curtain',
      'linen curtain',
    );
  }
  // A dresser on the left wall towards the camera, with a mirror or art above it.
  put(world, dresser(world, pal, 0.9, 0.8, [2, 3]), 'dresser', 'dresser', 0.26, 3.93, Math.PI / 2);
  if (style === 'mediterranean')
    hang(
      world,
      shell,
      'left',
      3.93,
      1.45,
      mirror(world, pal, 0.7, 0.9, 'arch', pal.woodDark),
      'mirror',
      'arched mirror',
    );
  else
    hang(
      world,
      shell,
      'left',
      3.93,
      1.45,
      mirror(world, pal, 0.65, 0.65, 'round'),
      'mirror',
      'round mirror',
    );
  put(world, vase(world, pal.ceramics[0]!, 'bulb', 0.22), 'vase', 'vase', 0.28, 3.65, 0, 0.8);
  put(world, bookStack(world, rng.fork(8), pal.books, 3), 'books', 'books', 0.28, 4.15, 0.3, 0.8);
}
