/**
 * The product's eight furniture styles mapped onto the sample scenes' palettes (styles.ts knows
 * modern, industrial, bohemian and mediterranean) plus colour / material variations, and the
 * per-style choice of each builder's variant (legs, chair kind, lamp kind, plant).
 *
 * | product style | base palette  | variation                                                  |
 * | ------------- | ------------- | ---------------------------------------------------------- |
 * | modern        | modern        | as the style preview: oak, grey weave, black metal         |
 * | minimalist    | modern        | pale ash wood, off-white bouclé, chrome                    |
 * | scandinavian  | modern        | light ash wood, oat linen, light wooden legs               |
 * | industrial    | industrial    | as the sample set: reclaimed wood, cognac leather, steel   |
 * | rustic        | mediterranean | dark olive wood as the main wood, sand linen, wrought iron |
 * | luxury        | modern        | walnut, emerald velvet, brass                              |
 * | bohemian      | bohemian      | as the sample set: teak, rust velvet, rattan               |
 * | traditional   | mediterranean | walnut, oxblood velvet, brass, turned legs                 |
 */
import type { StagingStyle } from '../contract.ts';
import type { Style } from '../scene/spec.ts';
import type { FloorLampKind } from '../scene/furniture/lamps.ts';
import type { PlantKind, PotKind } from '../scene/furniture/plants.ts';
import type { ArmchairKind, ChairKind, SofaOptions } from '../scene/furniture/seating.ts';
import type { CoffeeKind, ShelfOptions } from '../scene/furniture/tables.ts';
import type { HeadboardKind } from '../scene/furniture/bedroom.ts';
import { fabricMat, palette, woodMat } from '../scene/styles.ts';
import type { Palette } from '../scene/styles.ts';
import type { World } from '../scene/world.ts';

export interface StyleVariants {
  base: Style;
  sofaLegs: NonNullable<SofaOptions['legKind']>;
  sofaArm: number;
  armchair: ArmchairKind;
  coffee: CoffeeKind;
  sideTable: 'metal' | 'wood' | 'drum';
  floorLamp: FloorLampKind;
  shelf: ShelfOptions['kind'];
  headboard: HeadboardKind;
  nightstand: 'metal' | 'wood' | 'cane';
  diningTable: 'trestle' | 'farm';
  chair: ChairKind;
  desk: 'trestle' | 'wood' | 'drawers';
  plant: PlantKind;
  pot: PotKind;
}

export const STYLE_VARIANTS: Record<StagingStyle, StyleVariants> = {
  modern: {
    base: 'modern',
    sofaLegs: 'metal',
    sofaArm: 0.16,
    armchair: 'lounge',
    coffee: 'travertine',
    sideTable: 'metal',
    floorLamp: 'tripod',
    shelf: 'open',
    headboard: 'upholstered',
    nightstand: 'wood',
    diningTable: 'trestle',
    chair: 'upholstered',
    desk: 'trestle',
    plant: 'fig',
    pot: 'cylinder',
  },
  minimalist: {
    base: 'modern',
    sofaLegs: 'plinth',
    sofaArm: 0.12,
    armchair: 'lounge',
    coffee: 'simple',
    sideTable: 'wood',
    floorLamp: 'linen',
    shelf: 'open',
    headboard: 'plain',
    nightstand: 'wood',
    diningTable: 'trestle',
    chair: 'wishbone',
    desk: 'wood',
    plant: 'snake',
    pot: 'cylinder',
  },
  scandinavian: {
    base: 'modern',
    sofaLegs: 'wood',
    sofaArm: 0.16,
    armchair: 'wood',
    coffee: 'round',
    sideTable: 'wood',
    floorLamp: 'tripod',
    shelf: 'ladder',
    headboard: 'slats',
    nightstand: 'wood',
    diningTable: 'trestle',
    chair: 'wishbone',
    desk: 'trestle',
    plant: 'monstera',
    pot: 'tapered',
  },
  industrial: {
    base: 'industrial',
    sofaLegs: 'metal',
    sofaArm: 0.18,
    armchair: 'club',
    coffee: 'industrial',
    sideTable: 'metal',
    floorLamp: 'tripod',
    shelf: 'pipe',
    headboard: 'iron',
    nightstand: 'metal',
    diningTable: 'trestle',
    chair: 'metal',
    desk: 'trestle',
    plant: 'fig',
    pot: 'cylinder',
  },
  rustic: {
    base: 'mediterranean',
    sofaLegs: 'block',
    sofaArm: 0.22,
    armchair: 'wood',
    coffee: 'simple',
    sideTable: 'wood',
    floorLamp: 'linen',
    shelf: 'bookcase',
    headboard: 'plain',
    nightstand: 'wood',
    diningTable: 'farm',
    chair: 'rush',
    desk: 'wood',
    plant: 'olive',
    pot: 'urn',
  },
  luxury: {
    base: 'modern',
    sofaLegs: 'metal',
    sofaArm: 0.2,
    armchair: 'club',
    coffee: 'travertine',
    sideTable: 'drum',
    floorLamp: 'linen',
    shelf: 'bookcase',
    headboard: 'upholstered',
    nightstand: 'wood',
    diningTable: 'trestle',
    chair: 'upholstered',
    desk: 'drawers',
    plant: 'palm',
    pot: 'urn',
  },
  bohemian: {
    base: 'bohemian',
    sofaLegs: 'wood',
    sofaArm: 0.2,
    armchair: 'rattan',
    coffee: 'round',
    sideTable: 'drum',
    floorLamp: 'rattan',
    shelf: 'bookcase',
    headboard: 'cane',
    nightstand: 'cane',
    diningTable: 'farm',
    chair: 'cane',
    desk: 'wood',
    plant: 'monstera',
    pot: 'basket',
  },
  traditional: {
    base: 'mediterranean',
    sofaLegs: 'turned',
    sofaArm: 0.24,
    armchair: 'club',
    coffee: 'simple',
    sideTable: 'wood',
    floorLamp: 'linen',
    shelf: 'bookcase',
    headboard: 'upholstered',
    nightstand: 'wood',
    diningTable: 'farm',
    chair: 'upholstered',
    desk: 'drawers',
    plant: 'fern',
    pot: 'urn',
  },
};

/** The palette of a product style: the base palette with the variation's materials. */
export function stagingPalette(world: World, style: StagingStyle): Palette {
  const base = palette(world, STYLE_VARIANTS[style].base);
  const std = (color: number, roughness = 0.6, metalness = 0) =>
    world.std({ color, roughness, metalness });
  switch (style) {
    case 'minimalist':
      return {
        ...base,
        wood: base.woodLight,
        upholstery: fabricMat(world, 'min-boucle', 0xe6e1d6, 'boucle'),
        upholsteryAlt: fabricMat(world, 'min-stone', 0xc9c4ba, 'weave'),
        metal: base.chrome,
      };
    case 'scandinavian':
      return {
        ...base,
        wood: woodMat(world, 'scandi-ash', 0xe3d2b6, 0xb39d7d, 0.35),
        woodDark: base.woodLight,
        upholstery: fabricMat(world, 'scandi-oat', 0xd3c8b4, 'linen'),
        upholsteryAlt: fabricMat(world, 'scandi-sage', 0x9aa58c, 'knit'),
        metal: std(0xe8e6e1, 0.5, 0.1),
      };
    case 'rustic':
      return {
        ...base,
        wood: base.woodDark,
        upholstery: fabricMat(world, 'rustic-sand', 0xb9a58a, 'linen'),
        upholsteryAlt: fabricMat(world, 'rustic-leather', 0x6e4226, 'leather'),
        metal: std(0x2a2622, 0.7, 0.5),
      };
    case 'luxury':
      return {
        ...base,
        wood: base.woodDark,
        upholstery: fabricMat(world, 'lux-emerald', 0x1f5a48, 'velvet'),
        upholsteryAlt: fabricMat(world, 'lux-blush', 0xc79a8a, 'velvet'),
        metal: base.brass,
      };
    case 'traditional':
      return {
        ...base,
        wood: woodMat(world, 'trad-walnut', 0x6e4a30, 0x35210f, 0.55),
        upholstery: fabricMat(world, 'trad-oxblood', 0x6a2424, 'velvet'),
        upholsteryAlt: fabricMat(world, 'trad-moss', 0x5d6242, 'weave'),
        metal: base.brass,
      };
    default:
      return base;
  }
}
