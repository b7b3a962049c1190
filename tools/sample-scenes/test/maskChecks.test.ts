/**
 * The ground-truth rules catch broken masks: each case breaks one rule of a small, valid
 * synthetic room and expects exactly that complaint.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Box, Frame, Mask, ObjectMask, StructureMasks } from './maskChecks.ts';
import { hashViolations, objectViolations, structureViolations } from './maskChecks.ts';

const frame: Frame = { width: 40, height: 30 };

function rect(x: number, y: number, w: number, h: number): Mask {
  const m = new Uint8Array(frame.width * frame.height);
  for (let yy = y; yy < y + h; yy++)
    for (let xx = x; xx < x + w; xx++) m[yy * frame.width + xx] = 1;
  return m;
}

/** Ceiling on top, a wall band with a window (sky in its upper half), floor below. */
function room(): StructureMasks {
  const walls = rect(0, 6, 40, 14);
  const windows = rect(24, 8, 8, 8);
  for (let i = 0; i < walls.length; i++) walls[i]! &= 1 - windows[i]!;
  return {
    ceiling: rect(0, 0, 40, 6),
    walls,
    windows,
    sky: rect(24, 8, 8, 4),
    floor: rect(0, 20, 40, 10),
  };
}

/** Sky over the top third, a façade with one window, lawn below. */
function exterior(): StructureMasks {
  const walls = rect(8, 10, 24, 12);
  const windows = rect(12, 12, 4, 4);
  for (let i = 0; i < walls.length; i++) walls[i]! &= 1 - windows[i]!;
  return {
    ceiling: new Uint8Array(frame.width * frame.height),
    walls,
    windows,
    sky: rect(0, 0, 40, 10),
    floor: rect(0, 22, 40, 8),
  };
}

function object(id: string, box: Box, structure: StructureMasks): ObjectMask {
  const mask = rect(...box);
  // Objects own their pixels: carve them out of the structure, as the id pass does.
  for (const m of Object.values(structure) as Mask[])
    for (let i = 0; i < m.length; i++) m[i]! &= 1 - mask[i]!;
  return { id, bbox: box, pixels: box[2] * box[3], mask };
}

function union(m: StructureMasks): Mask {
  const u = new Uint8Array(frame.width * frame.height);
  for (const s of [m.walls, m.floor, m.ceiling, m.sky])
    for (let i = 0; i < u.length; i++) u[i]! |= s[i]!;
  return u;
}

describe('structureViolations', () => {
  it('accepts a valid room and a valid exterior', () => {
    expect(structureViolations('living_room', room(), frame)).toEqual([]);
    expect(structureViolations('exterior', exterior(), frame)).toEqual([]);
  });

  it('rejects empty walls', () => {
    const m = room();
    m.walls.fill(0);
    expect(structureViolations('bedroom', m, frame)).toEqual([
      'walls cover 0 px, under 5% of the frame',
    ]);
  });

  it('rejects walls that overlap the floor', () => {
    const m = room();
    m.walls[25 * frame.width + 3] = 1;
    expect(structureViolations('bedroom', m, frame)).toEqual(['walls and floor share 1 px']);
  });

  it('rejects sky outside the windows indoors', () => {
    const m = room();
    m.ceiling[2 * frame.width + 2] = 0;
    m.sky[2 * frame.width + 2] = 1;
    expect(structureViolations('kitchen', m, frame)).toEqual(['1 px of sky outside the windows']);
  });

  it('rejects a room with no sky through its windows', () => {
    const m = room();
    m.sky.fill(0);
    expect(structureViolations('office', m, frame)).toEqual(['no sky through the windows']);
  });

  it('rejects an exterior whose sky does not reach the top of the frame', () => {
    const m = exterior();
    m.sky = rect(0, 2, 40, 8);
    expect(structureViolations('exterior', m, frame)).toEqual([
      'sky covers 0 px of the top row, under half',
    ]);
  });

  it('rejects masks of the wrong size', () => {
    const m = room();
    m.floor = new Uint8Array(10);
    expect(structureViolations('bathroom', m, frame)).toEqual(['floor: 10 pixels, frame has 1200']);
  });
});

describe('objectViolations', () => {
  it('accepts disjoint objects whose boxes and counts match', () => {
    const m = room();
    const objects = [object('couch_1', [2, 16, 10, 6], m), object('lamp_1', [14, 10, 3, 10], m)];
    expect(objectViolations(objects, union(m), frame)).toEqual([]);
  });

  it('rejects an empty mask, a wrong box and a wrong pixel count', () => {
    const m = room();
    const empty = { ...object('plant_1', [2, 16, 4, 4], m), mask: rect(0, 0, 0, 0) };
    const shifted = { ...object('rug_1', [10, 24, 8, 4], m), bbox: [11, 24, 8, 4] as Box };
    const miscounted = { ...object('chair_1', [20, 22, 4, 4], m), pixels: 15 };
    expect(objectViolations([empty, shifted, miscounted], union(m), frame)).toEqual([
      'plant_1: empty mask',
      'rug_1: mask spans [10, 24, 8, 4], manifest box [11, 24, 8, 4]',
      'chair_1: 16 px, manifest says 15',
    ]);
  });

  it('rejects a box that leaves the frame', () => {
    const m = room();
    const o = { ...object('shelf_1', [30, 20, 10, 10], m), bbox: [30, 20, 12, 10] as Box };
    expect(objectViolations([o], union(m), frame)).toEqual([
      'shelf_1: box [30, 20, 12, 10] is not inside the frame',
      'shelf_1: mask spans [30, 20, 10, 10], manifest box [30, 20, 12, 10]',
    ]);
  });

  it('rejects objects that overlap each other or the structure', () => {
    const m = room();
    const a = object('table_1', [4, 22, 6, 4], m);
    const b = object('chair_1', [8, 22, 4, 4], m);
    const onWall = {
      id: 'picture_1',
      bbox: [2, 8, 2, 2] as Box,
      pixels: 4,
      mask: rect(2, 8, 2, 2),
    };
    expect(objectViolations([a, b, onWall], union(m), frame)).toEqual([
      'chair_1: 8 px on another object',
      'picture_1: 4 px on walls, floor, ceiling or sky',
    ]);
  });

  it('rejects an id listed twice', () => {
    const m = room();
    const a = object('vase_1', [4, 22, 2, 2], m);
    const b = object('vase_1', [10, 22, 2, 2], m);
    expect(objectViolations([a, b], union(m), frame)).toEqual(['vase_1: listed twice']);
  });
});

describe('hashViolations', () => {
  it('reports changed and missing files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hds-hash-'));
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    try {
      await writeFile(path.join(dir, 'a.png'), 'a');
      await writeFile(path.join(dir, 'b.png'), 'changed');
      expect(await hashViolations(dir, { 'a.png': sha('a') })).toEqual([]);
      expect(await hashViolations(dir, { 'b.png': sha('b'), 'c.png': sha('c') })).toEqual([
        `b.png: sha256 ${sha('changed')}, manifest says ${sha('b')}`,
        'c.png: missing',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
