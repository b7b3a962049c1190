/** Turns the id pass into per-class and per-object PNG masks. */
import sharp from 'sharp';
import { HEIGHT, ID, MASK_CLASSES, WIDTH } from './specs.ts';
import type { Category, IdLegendEntry, MaskClass, Room } from './specs.ts';

/** Objects with fewer visible pixels than this are left out (hidden behind others). */
export const MIN_OBJECT_PIXELS = 64;

export interface ObjectMask {
  /** Instance name, e.g. `couch_1`. */
  id: string;
  category: Category;
  label: string;
  pixels: number;
  /** Tight bounding box [x, y, w, h] in output pixels. */
  bbox: [number, number, number, number];
  mask: Uint8Array;
}

export interface MaskSet {
  classes: Record<MaskClass, Uint8Array>;
  classPixels: Record<MaskClass, number>;
  objects: ObjectMask[];
}

/** Which ids make up each mask class. Interiors see sky and outdoors only through windows. */
export function classIds(room: Room): Record<MaskClass, number[]> {
  const exterior = room === 'exterior';
  return {
    walls: [ID.wall],
    floor: [ID.floor],
    ceiling: [ID.ceiling],
    windows: exterior ? [ID.window] : [ID.window, ID.sky, ID.outdoor],
    sky: [ID.sky],
  };
}

export function buildMasks(ids: Uint8Array, legend: IdLegendEntry[], room: Room): MaskSet {
  const n = WIDTH * HEIGHT;
  if (ids.length !== n) throw new Error(`id buffer has ${ids.length} bytes, expected ${n}`);
  const sets = classIds(room);
  const classes = {} as Record<MaskClass, Uint8Array>;
  const classPixels = {} as Record<MaskClass, number>;
  for (const c of MASK_CLASSES) {
    const lut = new Uint8Array(256);
    for (const id of sets[c]) lut[id] = 255;
    const m = new Uint8Array(n);
    let count = 0;
    for (let i = 0; i < n; i++) {
      const v = lut[ids[i]!]!;
      m[i] = v;
      if (v) count++;
    }
    classes[c] = m;
    classPixels[c] = count;
  }
  // One pass for all object statistics.
  const stats = new Map<
    number,
    { pixels: number; x0: number; y0: number; x1: number; y1: number }
  >();
  for (const e of legend) {
    if (e.kind === 'object') stats.set(e.id, { pixels: 0, x0: WIDTH, y0: HEIGHT, x1: -1, y1: -1 });
  }
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * WIDTH;
    for (let x = 0; x < WIDTH; x++) {
      const s = stats.get(ids[row + x]!);
      if (!s) continue;
      s.pixels++;
      if (x < s.x0) s.x0 = x;
      if (x > s.x1) s.x1 = x;
      if (y < s.y0) s.y0 = y;
      if (y > s.y1) s.y1 = y;
    }
  }
  const objects: ObjectMask[] = [];
  const perCategory = new Map<string, number>();
  for (const e of legend) {
    if (e.kind !== 'object') continue;
    const s = stats.get(e.id)!;
    if (s.pixels < MIN_OBJECT_PIXELS) continue;
    const k = (perCategory.get(e.name) ?? 0) + 1;
    perCategory.set(e.name, k);
    const mask = new Uint8Array(n);
    for (let y = s.y0; y <= s.y1; y++) {
      for (let x = s.x0; x <= s.x1; x++) {
        const i = y * WIDTH + x;
        if (ids[i] === e.id) mask[i] = 255;
      }
    }
    objects.push({
      id: `${e.name}_${k}`,
      category: e.name as Category,
      label: e.label ?? e.name,
      pixels: s.pixels,
      bbox: [s.x0, s.y0, s.x1 - s.x0 + 1, s.y1 - s.y0 + 1],
      mask,
    });
  }
  return { classes, classPixels, objects };
}

/** A two-colour palette PNG (black / white): a few KB per mask. */
export function maskPng(mask: Uint8Array): Promise<Buffer> {
  return sharp(Buffer.from(mask.buffer, mask.byteOffset, mask.byteLength), {
    raw: { width: WIDTH, height: HEIGHT, channels: 1 },
  })
    .png({ compressionLevel: 9, palette: true, colours: 2, dither: 0, effort: 10 })
    .toBuffer();
}

const STRUCTURE_COLOURS: Record<number, [number, number, number]> = {
  [ID.void]: [0, 0, 0],
  [ID.wall]: [200, 190, 160],
  [ID.floor]: [120, 80, 40],
  [ID.ceiling]: [240, 240, 240],
  [ID.window]: [60, 140, 220],
  [ID.sky]: [130, 200, 255],
  [ID.outdoor]: [80, 150, 80],
  [ID.trim]: [160, 160, 160],
  [ID.door]: [150, 100, 150],
  [ID.roof]: [140, 60, 50],
  [ID.fixture]: [100, 110, 120],
};

function objectColour(id: number): [number, number, number] {
  // Golden-angle hues, fully saturated, so neighbouring instances differ.
  const h = ((id * 137.508) % 360) / 60;
  const c = 230;
  const x = Math.round(c * (1 - Math.abs((h % 2) - 1)));
  const table: [number, number, number][] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  return table[Math.floor(h) % 6]!;
}

/** A colour overview of the id pass (structure in muted colours, objects in bright ones). */
export function segmentationPng(ids: Uint8Array, visibleObjectIds: Set<number>): Promise<Buffer> {
  const lut = new Uint8Array(256 * 3);
  for (let id = 0; id < 256; id++) {
    const c = STRUCTURE_COLOURS[id] ?? (visibleObjectIds.has(id) ? objectColour(id) : [0, 0, 0]);
    lut.set(c, id * 3);
  }
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < ids.length; i++) {
    const o = ids[i]! * 3;
    rgb[i * 3] = lut[o]!;
    rgb[i * 3 + 1] = lut[o + 1]!;
    rgb[i * 3 + 2] = lut[o + 2]!;
  }
  return sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png({ compressionLevel: 9, palette: true, colours: 256, dither: 0, effort: 10 })
    .toBuffer();
}
