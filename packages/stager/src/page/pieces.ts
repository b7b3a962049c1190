/**
 * Catalogue piece × style → the sample scenes' furniture builders. Every piece is returned with
 * its footprint centred on the origin, standing on y = 0, its front facing +z (the contract's
 * PieceSpec convention); the builders' contact-shadow blobs are tagged `userData.blob`.
 */
import * as THREE from 'three';
import { CATALOGUE } from '../catalogue.ts';
import type { StagingStyle } from '../contract.ts';
import { bed } from '../scene/furniture/bedroom.ts';
import { floorLamp } from '../scene/furniture/lamps.ts';
import { desk } from '../scene/furniture/office.ts';
import { plant } from '../scene/furniture/plants.ts';
import { armchair, diningChair, officeChair, sofa } from '../scene/furniture/seating.ts';
import {
  coffeeTable,
  diningTable,
  dresser,
  nightstand,
  rugMesh,
  shelving,
  sideTable,
} from '../scene/furniture/tables.ts';
import type { Rng } from '../scene/random.ts';
import type { Palette } from '../scene/styles.ts';
import type { World } from '../scene/world.ts';
import { STYLE_VARIANTS } from './styles.ts';

type Builder = (world: World, pal: Palette, rng: Rng, style: StagingStyle) => THREE.Object3D;

const size = (id: string) => {
  const p = CATALOGUE.find((c) => c.id === id);
  if (!p) throw new Error(`unknown piece ${id}`);
  return p;
};

const BUILDERS: Record<string, Builder> = {
  sofa: (world, pal, rng, style) => {
    const v = STYLE_VARIANTS[style];
    return sofa(world, pal, rng, {
      w: size('sofa').width,
      d: 0.95,
      legKind: v.sofaLegs,
      arm: v.sofaArm,
      pillows: 3,
      soft: style === 'minimalist' ? 0.02 : 0.045,
    });
  },
  armchair: (world, pal, rng, style) => armchair(world, pal, rng, STYLE_VARIANTS[style].armchair),
  coffee_table: (world, pal, _rng, style) => coffeeTable(world, pal, STYLE_VARIANTS[style].coffee),
  rug_living: (world, pal, rng) => {
    const s = size('rug_living');
    return rugMesh(world, rng, pal.rug, s.width, s.depth);
  },
  side_table: (world, pal, _rng, style) =>
    sideTable(world, pal, STYLE_VARIANTS[style].sideTable, size('side_table').height),
  floor_lamp: (world, pal, _rng, style) => floorLamp(world, pal, STYLE_VARIANTS[style].floorLamp),
  plant_large: (world, pal, rng, style) => {
    const v = STYLE_VARIANTS[style];
    const s = size('plant_large');
    const p = plant(world, rng, {
      kind: v.plant,
      height: 1.5,
      pot: v.pot,
      potMat: pal.pots[0]!,
      leaf: pal.leaf,
    });
    // Wide foliage (monstera, palm, fern) is scaled down to the catalogue's footprint.
    const b = solidBounds(p).getSize(new THREE.Vector3());
    const k = Math.min(1, s.width / b.x, s.depth / b.z);
    p.scale.setScalar(k);
    return p;
  },
  shelving: (world, pal, rng, style) => {
    const s = size('shelving');
    return shelving(world, pal, rng, {
      w: 1.0,
      h: s.height,
      d: s.depth,
      kind: STYLE_VARIANTS[style].shelf,
      shelves: 5,
    });
  },
  bed: (world, pal, rng, style) => {
    // A queen bed as in the sample bedrooms; headboards make it 1.72–1.86 m wide.
    return bed(world, pal, rng, {
      w: 1.6,
      l: 2.05,
      headboard: STYLE_VARIANTS[style].headboard,
      throwMat: pal.throwMat,
    });
  },
  nightstand: (world, pal, _rng, style) => nightstand(world, pal, STYLE_VARIANTS[style].nightstand),
  rug_bedroom: (world, pal, rng) => {
    const s = size('rug_bedroom');
    return rugMesh(world, rng, pal.rug, s.width, s.depth);
  },
  dresser: (world, pal) => {
    const s = size('dresser');
    return dresser(world, pal, s.width, s.height, [2, 3]);
  },
  dining_table: (world, pal, _rng, style) => {
    const s = size('dining_table');
    return diningTable(world, pal, STYLE_VARIANTS[style].diningTable, s.width, s.depth);
  },
  dining_chair: (world, pal, _rng, style) => diningChair(world, pal, STYLE_VARIANTS[style].chair),
  rug_dining: (world, pal, rng) => {
    const s = size('rug_dining');
    return rugMesh(world, rng, pal.rugAlt, s.width, s.depth);
  },
  sideboard: (world, pal) => {
    const s = size('sideboard');
    return dresser(world, pal, s.width, s.height, [3, 2]);
  },
  desk: (world, pal, _rng, style) => {
    return desk(world, pal, STYLE_VARIANTS[style].desk, size('desk').width, 0.7);
  },
  office_chair: (world, pal) => officeChair(world, pal, pal.upholsteryAlt),
  rug_office: (world, pal, rng) => {
    const s = size('rug_office');
    return rugMesh(world, rng, pal.rugAlt, s.width, s.depth);
  },
};

export const PIECE_IDS = Object.keys(BUILDERS);

function isBlob(m: THREE.Mesh): boolean {
  const mat = m.material as THREE.Material;
  return (
    m.userData.noId === true &&
    mat instanceof THREE.MeshBasicMaterial &&
    mat.alphaMap !== null &&
    mat.transparent
  );
}

/** The meshes' bounding box without the contact-shadow blobs. */
export function solidBounds(root: THREE.Object3D): THREE.Box3 {
  root.updateMatrixWorld(true);
  const box = new THREE.Box3();
  root.traverse((o) => {
    if (o instanceof THREE.Mesh && !o.userData.blob) box.expandByObject(o, true);
  });
  return box;
}

/**
 * Builds one piece, centred on its footprint. Throws for an id the catalogue does not know.
 */
export function buildPiece(
  world: World,
  pal: Palette,
  rng: Rng,
  style: StagingStyle,
  id: string,
): THREE.Group {
  const make = BUILDERS[id];
  if (!make) throw new Error(`unknown piece ${id}`);
  const inner = make(world, pal, rng, style);
  inner.traverse((o) => {
    if (o instanceof THREE.Mesh && isBlob(o)) o.userData.blob = true;
  });
  const box = solidBounds(inner);
  const centre = box.getCenter(new THREE.Vector3());
  inner.position.set(-centre.x, 0, -centre.z);
  const g = new THREE.Group();
  g.add(inner);
  return g;
}
