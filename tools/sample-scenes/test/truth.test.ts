/**
 * The stager's ground truth (staging/truth.ts) is copied from the room modules: this keeps the
 * copy honest. Each room's `setCamera(...)` call and each opening of its shell, read from the
 * module's source, must equal the truth's; the box's size too.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ROOM_TRUTH, type SampleRoom } from '../staging/truth.ts';

const FILES: Record<SampleRoom, string> = {
  living_room: 'living.ts',
  bedroom: 'bedroom.ts',
  office: 'office.ts',
  kitchen: 'kitchen.ts',
  bathroom: 'bathroom.ts',
};

const nums = (s: string) => s.split(',').map((v) => Number(v.trim()));

describe('the stager ground truth', () => {
  for (const [room, file] of Object.entries(FILES) as [SampleRoom, string][]) {
    it(`matches ${file}`, async () => {
      const src = await readFile(new URL(`../scene/rooms/${file}`, import.meta.url), 'utf8');
      const t = ROOM_TRUTH[room];
      const cam = /setCamera\(world, \[([^\]]+)\], \[([^\]]+)\], ([\d.]+)\)/.exec(src);
      expect(cam).not.toBeNull();
      expect(nums(cam![1]!)).toEqual(t.camera.pos);
      expect(nums(cam![2]!)).toEqual(t.camera.target);
      expect(Number(cam![3])).toBe(t.camera.fov);
      for (const [k, v] of [
        ['W', t.w],
        ['D', t.d],
        ['H', t.h],
      ] as const)
        expect(Number(new RegExp(`const ${k} = ([\\d.]+);`).exec(src)![1])).toBe(v);
      // Every opening of the shell, in order (multi-line objects flattened).
      const flat = src.replace(/\s+/g, ' ');
      const found = [
        ...flat.matchAll(
          /\{ wall: '(\w+)', kind: '(\w+)', at: ([\d.]+), width: ([\d.]+), height: ([\d.]+), bottom: ([\d.]+),?/g,
        ),
      ].map((m) => ({
        wall: m[1],
        kind: m[2],
        at: Number(m[3]),
        width: Number(m[4]),
        height: Number(m[5]),
        bottom: Number(m[6]),
      }));
      expect(found).toEqual(t.openings);
    });
  }
});
