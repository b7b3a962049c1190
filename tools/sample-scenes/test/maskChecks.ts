/**
 * The rules a sample render's ground truth must obey, as pure functions over decoded masks
 * (one byte per pixel, 0 or 1). Each returns the violations it found, so the committed set is
 * checked with `toEqual([])` and the rules themselves are tested on masks built to break them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type Mask = Uint8Array;

export interface StructureMasks {
  walls: Mask;
  floor: Mask;
  ceiling: Mask;
  windows: Mask;
  sky: Mask;
}

export interface Frame {
  width: number;
  height: number;
}

export type Box = [number, number, number, number];

export interface ObjectMask {
  id: string;
  /** The manifest's claims about the mask. */
  bbox: Box;
  pixels: number;
  mask: Mask;
}

export function count(m: Mask): number {
  let n = 0;
  for (let i = 0; i < m.length; i++) n += m[i]!;
  return n;
}

/** Pixels set in both masks. */
export function overlap(a: Mask, b: Mask): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i]! & b[i]!;
  return n;
}

/** Pixels of `a` outside `b`. */
export function outside(a: Mask, b: Mask): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i]! & (1 - b[i]!);
  return n;
}

/**
 * Walls non-empty and disjoint from floor, ceiling and windows; sky only through windows
 * indoors; outdoors a large sky at the top of the frame, apart from the façade's windows.
 */
export function structureViolations(room: string, m: StructureMasks, frame: Frame): string[] {
  const out: string[] = [];
  const total = frame.width * frame.height;
  for (const [name, mask] of Object.entries(m)) {
    if (mask.length !== total) out.push(`${name}: ${mask.length} pixels, frame has ${total}`);
  }
  if (out.length) return out;
  const need = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  const walls = count(m.walls);
  need(walls > total * 0.05, `walls cover ${walls} px, under 5% of the frame`);
  const floor = count(m.floor);
  need(floor > total * 0.02, `floor covers ${floor} px, under 2% of the frame`);
  const pairs: [keyof StructureMasks, keyof StructureMasks][] = [
    ['walls', 'floor'],
    ['walls', 'ceiling'],
    ['floor', 'ceiling'],
    ['walls', 'windows'],
    ['floor', 'windows'],
    ['walls', 'sky'],
  ];
  for (const [a, b] of pairs) {
    const n = overlap(m[a], m[b]);
    need(n === 0, `${a} and ${b} share ${n} px`);
  }
  const sky = count(m.sky);
  if (room === 'exterior') {
    need(sky > total * 0.15, `sky covers ${sky} px, under 15% of an exterior`);
    const n = overlap(m.sky, m.windows);
    need(n === 0, `sky and windows share ${n} px on a façade`);
    need(count(m.windows) > 0, 'no windows on the façade');
    let top = 0;
    for (let x = 0; x < frame.width; x++) top += m.sky[x]!;
    need(top > frame.width * 0.5, `sky covers ${top} px of the top row, under half`);
  } else {
    const windows = count(m.windows);
    need(windows > total * 0.01, `windows cover ${windows} px, under 1% of the frame`);
    const ceiling = count(m.ceiling);
    need(ceiling > total * 0.02, `ceiling covers ${ceiling} px, under 2% of the frame`);
    need(sky > 0, 'no sky through the windows');
    const n = outside(m.sky, m.windows);
    need(n === 0, `${n} px of sky outside the windows`);
  }
  return out;
}

/**
 * Every object mask is frame-sized, non-empty, exactly as large and where the manifest says
 * (pixel count and tight box, which lies inside the frame), and disjoint from the other
 * objects and from `structure` (walls, floor, ceiling and sky together).
 */
export function objectViolations(objects: ObjectMask[], structure: Mask, frame: Frame): string[] {
  const out: string[] = [];
  const { width, height } = frame;
  const taken = new Uint8Array(width * height);
  const ids = new Set<string>();
  for (const o of objects) {
    if (ids.has(o.id)) out.push(`${o.id}: listed twice`);
    ids.add(o.id);
    if (o.mask.length !== width * height) {
      out.push(`${o.id}: ${o.mask.length} pixels, frame has ${width * height}`);
      continue;
    }
    const [bx, by, bw, bh] = o.bbox;
    if (!(bx >= 0 && by >= 0 && bw > 0 && bh > 0 && bx + bw <= width && by + bh <= height))
      out.push(`${o.id}: box [${o.bbox.join(', ')}] is not inside the frame`);
    // One pass: this runs for hundreds of frame-sized masks inside the unit-test step.
    let n = 0;
    let onObjects = 0;
    let onStructure = 0;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0, i = 0; y < height; y++) {
      for (let x = 0; x < width; x++, i++) {
        if (!o.mask[i]) continue;
        n++;
        onObjects += taken[i]!;
        onStructure += structure[i]!;
        taken[i] = 1;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    if (n === 0) {
      out.push(`${o.id}: empty mask`);
      continue;
    }
    if (n !== o.pixels) out.push(`${o.id}: ${n} px, manifest says ${o.pixels}`);
    const tight: Box = [x0, y0, x1 - x0 + 1, y1 - y0 + 1];
    if (tight.join() !== o.bbox.join())
      out.push(`${o.id}: mask spans [${tight.join(', ')}], manifest box [${o.bbox.join(', ')}]`);
    if (onObjects) out.push(`${o.id}: ${onObjects} px on another object`);
    if (onStructure) out.push(`${o.id}: ${onStructure} px on walls, floor, ceiling or sky`);
  }
  return out;
}

/** Files whose sha256 differs from `files` (paths relative to `root`) or that are missing. */
export async function hashViolations(
  root: string,
  files: Record<string, string>,
): Promise<string[]> {
  const out: string[] = [];
  for (const [rel, sha] of Object.entries(files)) {
    let data: Buffer;
    try {
      data = await readFile(path.join(root, rel));
    } catch {
      out.push(`${rel}: missing`);
      continue;
    }
    const actual = createHash('sha256').update(data).digest('hex');
    if (actual !== sha) out.push(`${rel}: sha256 ${actual}, manifest says ${sha}`);
  }
  return out;
}
