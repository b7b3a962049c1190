/** Home office: 4.0 x 4.2 m, desk under the back window, shelving on the left wall. */
import { bookStack, vase } from '@hds/stager/scene/furniture/common.ts';
import { picture } from '@hds/stager/scene/furniture/decor.ts';
import { deskLamp, floorLamp, pendant } from '@hds/stager/scene/furniture/lamps.ts';
import { desk, keyboard, laptop, monitor, mug } from '@hds/stager/scene/furniture/office.ts';
import { plant } from '@hds/stager/scene/furniture/plants.ts';
import { armchair, officeChair } from '@hds/stager/scene/furniture/seating.ts';
import { rugMesh, shelving, sideTable } from '@hds/stager/scene/furniture/tables.ts';
import type { Shell } from '../structure.ts';
import { finishes, palette } from '@hds/stager/scene/styles.ts';
import type { World } from '@hds/stager/scene/world.ts';
import { hang, interior, put, setCamera } from './common.ts';

export function office(world: World): void {
  const style = world.spec.style;
  const f = finishes(world, style, 'living');
  const pal = palette(world, style);
  const W = 4.0;
  const D = 4.2;
  const H = 2.7;
  const shell: Shell = {
    w: W,
    d: D,
    h: H,
    walls: {
      back: f.wall,
      left: style === 'industrial' ? f.accentWall : f.wall,
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
        at: 1.9,
        width: 1.6,
        height: 1.55,
        bottom: 0.85,
        panes: style === 'industrial' ? [3, 2] : [2, 1],
      },
      {
        wall: 'right',
        kind: 'window',
        at: 1.4,
        width: 1.0,
        height: 1.4,
        bottom: 0.85,
        panes: [2, 1],
      },
      { wall: 'left', kind: 'door', at: 3.55, width: 0.85, height: 2.05, bottom: 0 },
    ],
    crown: style === null || style === 'bohemian',
  };
  interior(world, shell, { dry: style === 'mediterranean' });
  world.sunAzimuth = 160;
  world.lowSunAzimuth = 100;
  setCamera(world, [3.55, 1.45, 3.85], [1.2, 1.0, 0.6], 58);
  if (!world.spec.furnished) return;
  const rng = world.rng;
  const deskKind = style === 'industrial' ? 'trestle' : style === 'bohemian' ? 'wood' : 'drawers';
  put(world, desk(world, pal, deskKind, 1.6, 0.72), 'desk', 'desk', 1.9, 0.45);
  const chairMat =
    style === 'industrial' ? pal.upholstery : style === 'bohemian' ? pal.upholsteryAlt : pal.linen;
  put(world, officeChair(world, pal, chairMat), 'chair', 'desk chair', 1.85, 1.25, Math.PI + 0.25);
  put(world, monitor(world, 0.62), 'monitor', 'monitor', 1.75, 0.3, 0, 0.75);
  put(world, keyboard(world), 'monitor', 'keyboard', 1.75, 0.62, 0, 0.75);
  put(world, deskLamp(world, pal), 'lamp', 'desk lamp', 2.45, 0.3, Math.PI * 0.85, 0.75);
  put(world, mug(world, pal.ceramics[1 % pal.ceramics.length]!), 'vase', 'mug', 2.3, 0.6, 0, 0.75);
  put(world, laptop(world), 'monitor', 'laptop', 1.2, 0.5, 0.3, 0.75);
  put(
    world,
    plant(world, rng.fork(1), {
      kind: 'trailing',
      height: 0.25,
      pot: 'cylinder',
      potMat: pal.pots[0]!,
      potR: 0.08,
    }),
    'plant',
    'desk plant',
    2.6,
    0.5,
    0,
    0.75,
  );
  put(
    world,
    rugMesh(world, rng.fork(2), style === 'mediterranean' ? pal.rugAlt : pal.rug, 2.0, 2.6),
    'rug',
    'rug',
    1.9,
    1.3,
    Math.PI / 2,
  );
  put(
    world,
    shelving(world, pal, rng.fork(3), {
      w: 1.8,
      h: 2.1,
      kind: style === 'industrial' ? 'pipe' : style === 'bohemian' ? 'bookcase' : 'open',
      shelves: 6,
      d: 0.34,
    }),
    'shelf',
    'bookshelf',
    0.2,
    1.7,
    Math.PI / 2,
  );
  put(
    world,
    armchair(
      world,
      pal,
      rng.fork(4),
      style === 'industrial' ? 'club' : style === 'bohemian' ? 'rattan' : 'wood',
    ),
    'chair',
    'reading chair',
    1.05,
    3.05,
    2.3,
  );
  put(
    world,
    floorLamp(
      world,
      pal,
      style === 'industrial' ? 'tripod' : style === 'bohemian' ? 'rattan' : 'linen',
    ),
    'lamp',
    'floor lamp',
    0.4,
    2.85,
  );
  put(
    world,
    sideTable(
      world,
      pal,
      style === 'industrial' ? 'metal' : style === 'bohemian' ? 'drum' : 'wood',
      0.5,
    ),
    'table',
    'side table',
    3.6,
    2.2,
  );
  put(world, bookStack(world, rng.fork(5), pal.books, 3), 'books', 'books', 3.6, 2.2, 0.5, 0.5);
  put(
    world,
    plant(world, rng.fork(6), {
      kind: style === 'mediterranean' ? 'olive' : style === 'bohemian' ? 'palm' : 'fig',
      height: 1.6,
      pot: style === 'mediterranean' ? 'urn' : style === 'bohemian' ? 'basket' : 'cylinder',
      potMat: style === 'bohemian' ? pal.cane : pal.pots[0]!,
      leaf: pal.leaf,
    }),
    'plant',
    'floor plant',
    3.55,
    0.5,
  );
  put(world, vase(world, pal.ceramics[0]!, 'bottle', 0.3), 'vase', 'vase', 3.65, 1.6);
  hang(
    world,
    shell,
    'right',
    2.9,
    1.55,
    picture(
      world,
      rng.fork(7),
      pal.art[0]!,
      0.7,
      0.9,
      style === 'industrial' ? pal.metal : pal.woodDark,
    ),
    'picture',
    'framed print',
  );
  put(
    world,
    pendant(
      world,
      pal,
      style === 'industrial' ? 'dome' : style === 'bohemian' ? 'basket' : 'globe',
      H,
      0.7,
    ),
    'lamp',
    'pendant light',
    1.9,
    1.5,
  );
}
