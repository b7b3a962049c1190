/** Per-style materials and colours shared by all rooms. */
import type * as THREE from 'three';
import type { Style } from './spec.ts';
import type { ArtKind, RGB, RugKind } from './textures.ts';
import {
  brick,
  cached,
  concrete,
  fabric,
  limewash,
  marble,
  plaster,
  rattan,
  rgb,
  tiles,
  woodPlanks,
} from './textures.ts';
import type { World } from './world.ts';

export interface Palette {
  style: Style | null;
  /** Furniture woods. */
  wood: THREE.Material;
  woodDark: THREE.Material;
  woodLight: THREE.Material;
  /** Main metal (black steel, wrought iron, brass). */
  metal: THREE.Material;
  brass: THREE.Material;
  chrome: THREE.Material;
  upholstery: THREE.Material;
  upholsteryAlt: THREE.Material;
  cushions: THREE.Material[];
  throwMat: THREE.Material;
  ceramics: THREE.Material[];
  pots: THREE.Material[];
  cane: THREE.Material;
  stone: THREE.Material;
  linen: THREE.Material;
  bedding: THREE.Material;
  rug: { kind: RugKind; colours: RGB[] };
  rugAlt: { kind: RugKind; colours: RGB[] };
  art: { kind: ArtKind; colours: RGB[] }[];
  shadeColor: number;
  /** Plant leaf colour bias. */
  leaf: number;
  /** Book spine colours. */
  books: number[];
}

export function woodMat(
  world: World,
  key: string,
  light: number,
  dark: number,
  gloss = 0.45,
  seams = false,
): THREE.MeshStandardMaterial {
  const tex = cached(`wood:${key}`, () =>
    woodPlanks(hashKey(key), {
      light: rgb(light),
      dark: rgb(dark),
      rows: 6,
      plankWidth: 0.16,
      minLen: 1.6,
      maxLen: 2.4,
      variation: 0.25,
      gloss,
      seams,
      res: 512,
    }),
  );
  return world.std({ tex, roughness: 1, normalScale: 0.25 });
}

export function hashKey(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function fabricMat(
  world: World,
  key: string,
  color: number,
  kind: Parameters<typeof fabric>[2],
  sheen = 0,
): THREE.Material {
  const tex = cached(`fabric:${key}:${kind}`, () => fabric(hashKey(key), rgb(color), kind));
  if (kind === 'velvet') {
    return world.phys({
      tex,
      roughness: 0.9,
      sheen: 1,
      sheenColor: color,
      sheenRoughness: 0.35,
      normalScale: 0.3,
    });
  }
  if (kind === 'leather') {
    return world.phys({
      tex,
      roughness: 0.55,
      clearcoat: 0.3,
      clearcoatRoughness: 0.5,
      normalScale: 0.4,
    });
  }
  if (sheen > 0)
    return world.phys({ tex, roughness: 0.95, sheen, sheenColor: 0xffffff, normalScale: 0.6 });
  return world.std({ tex, roughness: 0.95, normalScale: 0.6 });
}

export function palette(world: World, style: Style | null): Palette {
  const std = (color: number, roughness = 0.6, metalness = 0) =>
    world.std({ color, roughness, metalness });
  const chrome = std(0xd8d8d8, 0.12, 1);
  const brass = std(0xc9a15a, 0.3, 1);
  const caneTex = cached('rattan', () => rattan(3, rgb(0xc8a26a)));
  const cane = world.std({ tex: caneTex, roughness: 0.8, normalScale: 0.8 });
  switch (style) {
    case 'modern':
      return {
        style,
        wood: woodMat(world, 'modern-oak', 0xc9a77e, 0x8a6a48, 0.4),
        woodDark: woodMat(world, 'modern-walnut', 0x5e4330, 0x2a1c12, 0.4),
        woodLight: woodMat(world, 'modern-ash', 0xe0cdb0, 0xb09a7a),
        metal: std(0x1b1b1c, 0.5, 0.6),
        brass,
        chrome,
        upholstery: fabricMat(world, 'modern-grey', 0x9c9a96, 'weave'),
        upholsteryAlt: fabricMat(world, 'modern-cognac', 0x9a5a32, 'leather'),
        cushions: [
          fabricMat(world, 'c-boucle', 0xe9e5dc, 'boucle'),
          fabricMat(world, 'c-olive', 0x6f7352, 'linen'),
          fabricMat(world, 'c-ink', 0x2f3439, 'knit'),
        ],
        throwMat: fabricMat(world, 'throw-modern', 0xd8d2c6, 'knit'),
        ceramics: [std(0xf0eee9, 0.3), std(0x1f1f1f, 0.45), std(0xb9a990, 0.6)],
        pots: [std(0xefece6, 0.55), std(0x2a2a2a, 0.5)],
        cane,
        stone: world.std({
          tex: cached('modern-marble', () => marble(71, rgb(0xefede8), rgb(0xa9a7a2), 1.4)),
          roughness: 0.3,
        }),
        linen: fabricMat(world, 'linen-modern', 0xe4e0d8, 'linen'),
        bedding: fabricMat(world, 'bed-modern', 0xf1efea, 'linen'),
        rug: { kind: 'shag', colours: [rgb(0xcbc6bc)] },
        rugAlt: { kind: 'stripe', colours: [rgb(0xd8d3c9), rgb(0xb9b3a8), rgb(0x8d8880)] },
        art: [
          { kind: 'shapes', colours: [rgb(0xf3f1ec), rgb(0x1f1f1f), rgb(0xc9a77e), rgb(0x8d9a8a)] },
          { kind: 'lines', colours: [rgb(0xf1efea), rgb(0x2a2a2a), rgb(0xb58a5c)] },
        ],
        shadeColor: 0xf2efe8,
        leaf: 0x2f5a2a,
        books: [0xe9e5dc, 0x2a2a2a, 0x8d9a8a, 0xc9a77e, 0x59606a, 0xb9b3a8],
      };
    case 'industrial':
      return {
        style,
        wood: woodMat(world, 'reclaimed', 0x9a6a42, 0x4a2e1a, 0.5, true),
        woodDark: woodMat(world, 'walnut', 0x6b4a33, 0x2e1d12, 0.4),
        woodLight: woodMat(world, 'oak-ind', 0xb8916a, 0x6d4c30),
        metal: std(0x1d1d1f, 0.45, 0.85),
        brass,
        chrome,
        upholstery: fabricMat(world, 'cognac', 0x8a4a26, 'leather'),
        upholsteryAlt: fabricMat(world, 'charcoal', 0x4a4b4e, 'weave'),
        cushions: [
          fabricMat(world, 'c-grey', 0x8c8f93, 'linen'),
          fabricMat(world, 'c-rust', 0x9b5a35, 'weave'),
          fabricMat(world, 'c-black', 0x2d2e30, 'knit'),
        ],
        throwMat: fabricMat(world, 'throw-ind', 0x6f7275, 'knit'),
        ceramics: [std(0x2b2b2b, 0.5), std(0xd9d4cb, 0.35), std(0x7b7f82, 0.6)],
        pots: [
          world.std({
            tex: cached('concrete-pot', () => concrete(11, rgb(0x9a9894), 0.8)),
            roughness: 0.9,
          }),
          std(0x222222, 0.55),
        ],
        cane,
        stone: world.std({
          tex: cached('concrete-top', () => concrete(12, rgb(0x8f8d89), 1.5)),
          roughness: 0.7,
        }),
        linen: fabricMat(world, 'linen-grey', 0xb6b2ab, 'linen'),
        bedding: fabricMat(world, 'bed-ind', 0xd7d5d0, 'linen'),
        rug: { kind: 'stripe', colours: [rgb(0x5c5d5f), rgb(0x2f3031), rgb(0x8a8b8c)] },
        rugAlt: { kind: 'shag', colours: [rgb(0x7d7b78)] },
        art: [
          { kind: 'lines', colours: [rgb(0xe9e6e0), rgb(0x1d1d1d), rgb(0xb5542d)] },
          { kind: 'grid', colours: [rgb(0xdedbd5), rgb(0x3b3b3b), rgb(0x8c8c8c), rgb(0xb0704a)] },
        ],
        shadeColor: 0x1f1f1f,
        leaf: 0x2f5a2a,
        books: [0x2b2b2b, 0x7a2e22, 0x39424a, 0xc9c2b5, 0x5a4a3a, 0x1f3a4d, 0x9a8f7d],
      };
    case 'bohemian':
      return {
        style,
        wood: woodMat(world, 'teak', 0xb07d4a, 0x6a4526, 0.5),
        woodDark: woodMat(world, 'mango', 0x7a5232, 0x3e2816, 0.45),
        woodLight: woodMat(world, 'honey', 0xd0a56e, 0x8c6238),
        metal: brass,
        brass,
        chrome,
        upholstery: fabricMat(world, 'rust-velvet', 0xb4572d, 'velvet'),
        upholsteryAlt: fabricMat(world, 'mustard', 0xc8952c, 'velvet'),
        cushions: [
          fabricMat(world, 'c-mustard', 0xd19a2a, 'weave'),
          fabricMat(world, 'c-teal', 0x2f6f6a, 'velvet'),
          fabricMat(world, 'c-cream', 0xe8dcc6, 'boucle'),
          fabricMat(world, 'c-pink', 0xd08a7a, 'linen'),
        ],
        throwMat: fabricMat(world, 'throw-boho', 0xe6d5b8, 'knit'),
        ceramics: [std(0xc1693f, 0.7), std(0xe6d6bd, 0.5), std(0x2e6b66, 0.4)],
        pots: [std(0xb5643c, 0.85), cane, std(0xe8dfd0, 0.6)],
        cane,
        stone: woodMat(world, 'mango-top', 0x8a5c38, 0x46301c),
        linen: fabricMat(world, 'linen-cream', 0xe3d6bf, 'linen'),
        bedding: fabricMat(world, 'bed-boho', 0xeadfcc, 'linen'),
        rug: {
          kind: 'kilim',
          colours: [rgb(0xa8432c), rgb(0xe2c9a0), rgb(0x2c5f63), rgb(0xd4952e)],
        },
        rugAlt: { kind: 'jute', colours: [rgb(0xb89a6a), rgb(0x6e5638)] },
        art: [
          {
            kind: 'shapes',
            colours: [rgb(0xf0e4d0), rgb(0xc8693c), rgb(0xd9a441), rgb(0x5a7d6a), rgb(0xe9b8a0)],
          },
          {
            kind: 'botanical',
            colours: [rgb(0xefe6d6), rgb(0x5c7a4a), rgb(0x8aa06a), rgb(0xc8693c)],
          },
        ],
        shadeColor: 0xe8d8b8,
        leaf: 0x3f6e2c,
        books: [0xc8693c, 0xd9a441, 0x2e6b66, 0xe6d6bd, 0x8a3b2a, 0x5c7a4a, 0x3a2f4a],
      };
    case 'mediterranean':
      return {
        style,
        wood: woodMat(world, 'olive', 0xa8865a, 0x5e4228, 0.5),
        woodDark: woodMat(world, 'chestnut', 0x6e4a2e, 0x352212, 0.45),
        woodLight: woodMat(world, 'bleached', 0xd9c4a2, 0x9c8060),
        metal: std(0x2a2623, 0.55, 0.8),
        brass,
        chrome,
        upholstery: fabricMat(world, 'linen-white', 0xebe5d8, 'linen', 0.3),
        upholsteryAlt: fabricMat(world, 'linen-sand', 0xcdbb9c, 'linen'),
        cushions: [
          fabricMat(world, 'c-navy', 0x27406b, 'linen'),
          fabricMat(world, 'c-blue', 0x5a86b8, 'weave'),
          fabricMat(world, 'c-white', 0xf1ede4, 'linen'),
          fabricMat(world, 'c-ochre', 0xc79a4e, 'linen'),
        ],
        throwMat: fabricMat(world, 'throw-med', 0x3d5f8c, 'weave'),
        ceramics: [std(0x2f5b9a, 0.25), std(0xf2eee6, 0.25), std(0xc77a4a, 0.7)],
        pots: [std(0xb8663e, 0.9), std(0xf0ebe1, 0.7)],
        cane,
        stone: world.std({
          tex: cached('travertine', () => marble(21, rgb(0xe2d6c2), rgb(0xb8a584), 1.2)),
          roughness: 0.5,
        }),
        linen: fabricMat(world, 'linen-med', 0xe9e2d3, 'linen'),
        bedding: fabricMat(world, 'bed-med', 0xf2efe8, 'linen'),
        rug: { kind: 'medallion', colours: [rgb(0xeee6d6), rgb(0x2d4f86), rgb(0x7ea3cc)] },
        rugAlt: { kind: 'jute', colours: [rgb(0xc9ad7c), rgb(0x2d4f86)] },
        art: [
          {
            kind: 'sea',
            colours: [rgb(0xf3e6cf), rgb(0xaed0e6), rgb(0x2d5f9a), rgb(0x1d3f6e), rgb(0xf6d58e)],
          },
          { kind: 'shapes', colours: [rgb(0xf2ede2), rgb(0x2d4f86), rgb(0xc77a4a), rgb(0x7ea3cc)] },
        ],
        shadeColor: 0xf1ead9,
        leaf: 0x5d7046,
        books: [0x2d4f86, 0xe9e1cf, 0xc77a4a, 0x7ea3cc, 0x5a4632, 0xd8c9a6, 0x1d3f6e],
      };
    default:
      return {
        style: null,
        wood: woodMat(world, 'oak', 0xc49a6c, 0x7a5634),
        woodDark: woodMat(world, 'walnut', 0x6b4a33, 0x2e1d12),
        woodLight: woodMat(world, 'birch', 0xdcc3a0, 0xa3865f),
        metal: std(0x3a3a3a, 0.5, 0.8),
        brass,
        chrome,
        upholstery: fabricMat(world, 'grey', 0x9a9894, 'weave'),
        upholsteryAlt: fabricMat(world, 'beige', 0xc8b89c, 'linen'),
        cushions: [fabricMat(world, 'c-white', 0xeeeae2, 'linen')],
        throwMat: fabricMat(world, 'throw', 0xd8d2c6, 'knit'),
        ceramics: [std(0xeeeeee, 0.3)],
        pots: [std(0xe8e4dc, 0.6)],
        cane,
        stone: world.std({
          tex: cached('laminate', () => concrete(31, rgb(0xd6ccb8), 2)),
          roughness: 0.4,
        }),
        linen: fabricMat(world, 'linen', 0xe6e0d4, 'linen'),
        bedding: fabricMat(world, 'bed', 0xf0ede6, 'linen'),
        rug: { kind: 'jute', colours: [rgb(0xb89a6a), rgb(0x6e5638)] },
        rugAlt: { kind: 'shag', colours: [rgb(0xd6d0c4)] },
        art: [{ kind: 'shapes', colours: [rgb(0xf2f0ec), rgb(0x9aa5ad), rgb(0xd9c9b0)] }],
        shadeColor: 0xf2eee4,
        leaf: 0x3c6a30,
        books: [0xd8d2c6, 0x5a6a7a, 0x9a8f7d],
      };
  }
}

/** Shell finishes per style: walls, floor, trim. */
export interface Finishes {
  wall: THREE.Material;
  accentWall: THREE.Material;
  floor: THREE.Material;
  ceiling: THREE.Material;
  trim: THREE.Material;
  frame: THREE.Material;
  door: THREE.Material;
  beams?: THREE.Material;
  tileFloor?: THREE.Material;
  wallTile: THREE.Material;
}

export function paint(world: World, color: number, key = 'paint'): THREE.MeshStandardMaterial {
  const tex = cached(`plaster:${key}`, () => plaster(hashKey(key), [1, 1, 1], 0.035));
  return world.std({ tex, color, roughness: 0.92, normalScale: 0.15 });
}

export function finishes(
  world: World,
  style: Style | null,
  room: 'living' | 'wet' | 'kitchen',
): Finishes {
  const white = paint(world, 0xf4f2ee, 'white');
  const trim = world.std({ color: 0xf3f1ec, roughness: 0.45 });
  const oakFloor = () => {
    const tex = cached('floor:oak', () =>
      woodPlanks(101, { light: rgb(0xd2ac7c), dark: rgb(0x94693f), variation: 0.6, gloss: 0.35 }),
    );
    return world.std({ tex, roughness: 1, normalScale: 0.35 });
  };
  const whiteTile = () =>
    world.std({
      tex: cached('tile:white-sq', () =>
        tiles(5, {
          cols: 8,
          rows: 8,
          tileW: 0.3,
          tileH: 0.3,
          grout: rgb(0xb8b4ac),
          groutWidth: 0.004,
          colours: [rgb(0xe9e7e2), rgb(0xe4e1db)],
          glossy: true,
          mottle: 0.06,
        }),
      ),
      roughness: 1,
      normalScale: 0.6,
    });
  switch (style) {
    case 'modern': {
      const wall = paint(world, 0xeeece7, 'modern-wall');
      const floorTex = cached('floor:modern-oak', () =>
        woodPlanks(81, {
          light: rgb(0xdcbf98),
          dark: rgb(0xa98660),
          variation: 0.35,
          gloss: 0.3,
          plankWidth: 0.22,
        }),
      );
      return {
        wall,
        accentWall: wall,
        floor: world.std({ tex: floorTex, roughness: 1, normalScale: 0.3 }),
        ceiling: white,
        trim,
        frame: world.std({ color: 0x1e1f20, roughness: 0.4, metalness: 0.5 }),
        door: world.std({ color: 0xf2f1ed, roughness: 0.45 }),
        tileFloor: whiteTile(),
        wallTile: whiteTile(),
      };
    }
    case 'industrial': {
      const wall = paint(world, 0xd6d4cf, 'ind-wall');
      const brickTex = cached('brick', () =>
        brick(41, {
          colours: [rgb(0x8e4a32), rgb(0x7a3d2a), rgb(0x9c5a3c), rgb(0x6d372a), rgb(0xa46a4c)],
          mortar: rgb(0xb9b2a6),
        }),
      );
      const floorTex = cached('floor:concrete', () => concrete(42, rgb(0x9c9a96), 4));
      const walnut = cached('floor:dark', () =>
        woodPlanks(43, { light: rgb(0x8c6446), dark: rgb(0x3e281a), variation: 0.5, gloss: 0.3 }),
      );
      return {
        wall,
        accentWall: world.std({ tex: brickTex, roughness: 1, normalScale: 1 }),
        floor:
          room === 'living'
            ? world.std({ tex: walnut, roughness: 1, normalScale: 0.35 })
            : world.std({ tex: floorTex, roughness: 1, normalScale: 0.2 }),
        ceiling: white,
        trim: world.std({ color: 0x2a2a2a, roughness: 0.5 }),
        frame: world.std({ color: 0x1e1f20, roughness: 0.4, metalness: 0.6 }),
        door: world.std({ color: 0x34383b, roughness: 0.5 }),
        beams: world.std({ color: 0x2b2c2e, roughness: 0.5, metalness: 0.7 }),
        tileFloor: world.std({ tex: floorTex, roughness: 1, normalScale: 0.2 }),
        wallTile: world.std({
          tex: cached('tile:subway-dark', () =>
            tiles(6, {
              cols: 6,
              rows: 12,
              tileW: 0.15,
              tileH: 0.075,
              bond: 0.5,
              grout: rgb(0x4a4a4a),
              groutWidth: 0.003,
              colours: [rgb(0xf1f0ec), rgb(0xe9e8e3)],
              glossy: true,
              mottle: 0.05,
            }),
          ),
          roughness: 1,
          normalScale: 0.8,
        }),
      };
    }
    case 'bohemian': {
      const wall = paint(world, 0xf0e7d8, 'boho-wall');
      const floorTex = cached('floor:honey', () =>
        woodPlanks(51, { light: rgb(0xd9a86c), dark: rgb(0x9a6434), variation: 0.7, gloss: 0.4 }),
      );
      return {
        wall,
        accentWall: paint(world, 0xc98b68, 'boho-accent'),
        floor: world.std({ tex: floorTex, roughness: 1, normalScale: 0.35 }),
        ceiling: white,
        trim: world.std({ color: 0xf1ebe0, roughness: 0.5 }),
        frame: world.std({ color: 0xf1ebe0, roughness: 0.5 }),
        door: world.std({ color: 0xe9e1d3, roughness: 0.55 }),
        tileFloor: world.std({
          tex: cached('tile:zellige', () =>
            tiles(52, {
              cols: 10,
              rows: 10,
              tileW: 0.1,
              tileH: 0.1,
              grout: rgb(0xd8cfc0),
              groutWidth: 0.003,
              colours: [rgb(0x3f7f78), rgb(0x356f69), rgb(0x4a8a82), rgb(0x2f6560)],
              glossy: true,
              mottle: 0.35,
              soft: true,
            }),
          ),
          roughness: 1,
          normalScale: 1,
        }),
        wallTile: world.std({
          tex: cached('tile:zellige-w', () =>
            tiles(53, {
              cols: 10,
              rows: 10,
              tileW: 0.1,
              tileH: 0.1,
              grout: rgb(0xd8cfc0),
              groutWidth: 0.003,
              colours: [rgb(0xefe8dc), rgb(0xe6dccb), rgb(0xf3eee5)],
              glossy: true,
              mottle: 0.3,
              soft: true,
            }),
          ),
          roughness: 1,
          normalScale: 1,
        }),
      };
    }
    case 'mediterranean': {
      const wallTex = cached('limewash', () => limewash(61, rgb(0xf4efe4), rgb(0xe2d8c6)));
      const wall = world.std({ tex: wallTex, roughness: 0.95, normalScale: 0.25 });
      const terracotta = cached('tile:terracotta', () =>
        tiles(62, {
          cols: 6,
          rows: 6,
          tileW: 0.33,
          tileH: 0.33,
          grout: rgb(0xb9a58c),
          groutWidth: 0.008,
          colours: [rgb(0xb9653d), rgb(0xa85a36), rgb(0xc47549), rgb(0xae6a44)],
          mottle: 0.35,
          soft: true,
        }),
      );
      const encaustic = cached('tile:encaustic', () =>
        tiles(63, {
          cols: 8,
          rows: 8,
          tileW: 0.2,
          tileH: 0.2,
          grout: rgb(0xd9d3c7),
          groutWidth: 0.002,
          colours: [rgb(0xf1ece2)],
          mottle: 0.08,
          pattern: (u, v) => {
            const dx = u - 0.5;
            const dy = v - 0.5;
            const star = Math.abs(dx) + Math.abs(dy);
            const r = Math.hypot(dx, dy);
            if (star < 0.22) return rgb(0x2d4f86);
            if (r > 0.42 && (Math.abs(dx) < 0.08 || Math.abs(dy) < 0.08)) return rgb(0x2d4f86);
            if (Math.abs(star - 0.36) < 0.035) return rgb(0x7ea3cc);
            if (Math.min(u, 1 - u, v, 1 - v) < 0.05) return rgb(0xc9a25a);
            return null;
          },
        }),
      );
      return {
        wall,
        accentWall: wall,
        floor: world.std({ tex: terracotta, roughness: 1, normalScale: 0.8 }),
        ceiling: world.std({ tex: wallTex, roughness: 0.95, normalScale: 0.2 }),
        trim: world.std({ tex: wallTex, roughness: 0.95 }),
        frame: world.std({ color: 0x2f4f7a, roughness: 0.5 }),
        door: woodMat(world, 'door-med', 0x8a6440, 0x4a3220),
        beams: woodMat(world, 'beam', 0x7a5434, 0x3a2414),
        tileFloor: world.std({ tex: encaustic, roughness: 1, normalScale: 0.4 }),
        wallTile: world.std({ tex: encaustic, roughness: 1, normalScale: 0.4 }),
      };
    }
    default:
      return {
        wall: paint(world, 0xebe8e2, 'empty-wall'),
        accentWall: paint(world, 0xebe8e2, 'empty-wall'),
        floor: room === 'wet' ? whiteTile() : oakFloor(),
        ceiling: white,
        trim,
        frame: world.std({ color: 0xf4f4f2, roughness: 0.4 }),
        door: world.std({ color: 0xf2f1ed, roughness: 0.45 }),
        tileFloor: whiteTile(),
        wallTile: whiteTile(),
      };
  }
}

/**
 * Paint of the style preview's walls (sRGB hex): a matt emulsion over plaster, or for the
 * mediterranean room a limewash in that colour. Its colour is set per render (see index.ts).
 */
export function wallPaintMaterial(
  world: World,
  style: Style | null,
  color: number,
): THREE.MeshStandardMaterial {
  if (style === 'mediterranean') {
    const tex = cached('limewash', () => limewash(61, rgb(0xf4efe4), rgb(0xe2d8c6)));
    return world.std({ tex, color, roughness: 0.95, normalScale: 0.25 });
  }
  return paint(world, color, 'styled-paint');
}
