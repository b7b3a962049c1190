/**
 * Checks the committed sample renders against their manifest: files and hashes, image sizes,
 * and that every ground-truth mask covers the pixels it claims.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, ManifestRender } from '../lib/manifest.ts';
import { SAMPLES_DIR as SAMPLES } from '../lib/paths.ts';
import { CATEGORIES, MASK_CLASSES, ROOMS, STYLES } from '../lib/specs.ts';
import type { Mask, StructureMasks } from './maskChecks.ts';
import { count, hashViolations, objectViolations, structureViolations } from './maskChecks.ts';

const MAX_BYTES = 25 * 1024 * 1024;

let manifest: Manifest;
const W = () => manifest.size.width;
const H = () => manifest.size.height;

/** Decodes a mask PNG (black and white, so one channel says it all) into 0 or 1 per pixel. */
async function readMask(rel: string): Promise<Uint8Array> {
  const { data, info } = await sharp(path.join(SAMPLES, rel))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height], rel).toEqual([W(), H()]);
  const out = new Uint8Array(info.width * info.height);
  let other = 0;
  for (let i = 0; i < out.length; i++) {
    const v = data[i * info.channels]!;
    if (v !== 0 && v !== 255) other++;
    out[i] = v ? 1 : 0;
  }
  expect(other, `${rel}: pixels that are neither black nor white`).toBe(0);
  return out;
}

beforeAll(async () => {
  manifest = JSON.parse(await readFile(path.join(SAMPLES, 'manifest.json'), 'utf8')) as Manifest;
});

describe('sample manifest', () => {
  it('lists every file with its sha256, and nothing else is on disk', async () => {
    const onDisk: string[] = [];
    for (const e of await readdir(SAMPLES, { withFileTypes: true, recursive: true })) {
      if (e.isFile())
        onDisk.push(
          path.relative(SAMPLES, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
        );
    }
    expect(onDisk.filter((f) => f !== 'manifest.json').sort()).toEqual(
      Object.keys(manifest.files).sort(),
    );
    expect(await hashViolations(SAMPLES, manifest.files)).toEqual([]);
  });

  it('stays under 25 MB', async () => {
    let total = 0;
    for (const rel of [...Object.keys(manifest.files), 'manifest.json'])
      total += (await stat(path.join(SAMPLES, rel))).size;
    expect(total).toBeLessThan(MAX_BYTES);
  });

  it('covers every room empty and furnished in the three styles', () => {
    for (const room of ROOMS) {
      const rs = manifest.renders.filter((r) => r.room === room);
      expect(
        rs.some((r) => !r.furnished),
        `${room} empty`,
      ).toBe(true);
      for (const style of STYLES)
        expect(
          rs.some((r) => r.furnished && r.style === style),
          `${room} ${style}`,
        ).toBe(true);
    }
    const lightings = new Set(manifest.renders.map((r) => r.lighting));
    expect([...lightings].sort()).toEqual([
      'ambient',
      'daylight',
      'golden_hour',
      'twilight',
      'warm_light',
    ]);
    for (const r of manifest.renders) {
      expect(r.style === null, r.id).toBe(!r.furnished);
      expect(r.masks.walls, r.id).toBe(`${r.id}.masks/walls.png`);
      expect(manifest.files[r.file], r.id).toBe(r.sha256);
    }
  });

  it('designates the sample project and the style preview', () => {
    const ids = new Set(manifest.renders.map((r) => r.id));
    const roles = manifest.sampleProject.map((s) => `${s.room}:${s.role}`).sort();
    expect(roles).toEqual([
      'kitchen:after',
      'kitchen:before',
      'living_room:after',
      'living_room:before',
    ]);
    for (const s of manifest.sampleProject) expect(ids.has(s.id), s.id).toBe(true);
    const byId = new Map(manifest.renders.map((r) => [r.id, r]));
    for (const s of manifest.sampleProject) {
      expect(byId.get(s.id)!.room).toBe(s.room);
      expect(byId.get(s.id)!.furnished).toBe(s.role === 'after');
    }
    expect(manifest.stylePreview.map((s) => s.style)).toEqual([null, ...STYLES]);
    for (const s of manifest.stylePreview) {
      const r = byId.get(s.id)!;
      expect(r.room).toBe('living_room');
      expect(r.style).toBe(s.style);
    }
    for (const p of manifest.beforeAfter) {
      expect(byId.get(p.before)!.furnished).toBe(false);
      expect(byId.get(p.after)!.furnished).toBe(true);
    }
  });
});

describe.each(['living_room', 'kitchen', 'bedroom', 'bathroom', 'office', 'exterior'] as const)(
  '%s renders',
  (room) => {
    const renders = () => manifest.renders.filter((r) => r.room === room);

    it('are 1600 x 1067 baseline JPEGs without metadata', async () => {
      for (const r of renders()) {
        const meta = await sharp(path.join(SAMPLES, r.file)).metadata();
        expect([meta.format, meta.width, meta.height], r.id).toEqual(['jpeg', 1600, 1067]);
        expect(meta.exif, r.id).toBeUndefined();
        expect(meta.icc, r.id).toBeUndefined();
      }
    });

    // Decodes a hundred or so frame-sized masks: a few seconds, but far more than the server
    // suite's 20 s timeout when the machine is busy.
    it('have masks that cover the pixels they claim, and object masks inside the frame', async () => {
      for (const r of renders()) await checkGroundTruth(r);
    }, 120_000);

    it('differ between empty and furnished versions', () => {
      const empty = renders().filter((r) => !r.furnished);
      const furnished = renders().filter((r) => r.furnished);
      const maxEmpty = Math.max(...empty.map((r) => r.objects.length));
      for (const r of furnished) {
        expect(r.objects.length, r.id).toBeGreaterThanOrEqual(Math.max(5, maxEmpty + 3));
        const cats = new Set(r.objects.map((o) => o.category));
        expect(cats.has('plant') || room === 'kitchen', `${r.id} has a plant`).toBe(true);
      }
    });
  },
);

/** Decodes every mask of a render once and applies the rules of maskChecks.ts to them. */
async function checkGroundTruth(r: ManifestRender): Promise<void> {
  const frame = { width: W(), height: H() };
  const [structure, objectMasks] = await Promise.all([
    Promise.all(MASK_CLASSES.map(async (c) => [c, await readMask(r.masks[c])] as const)),
    Promise.all(r.objects.map((o) => readMask(o.mask))),
  ]);
  const m = Object.fromEntries(structure) as unknown as StructureMasks;
  for (const c of MASK_CLASSES)
    expect(count(m[c]), `${r.id} ${c} pixel count`).toBe(r.maskPixels[c]);
  expect(structureViolations(r.room, m, frame), r.id).toEqual([]);

  for (const o of r.objects) {
    expect(CATEGORIES as readonly string[], `${r.id} ${o.id}`).toContain(o.category);
    expect(o.mask, r.id).toBe(`${r.id}.masks/objects/${o.id}.png`);
  }
  const union: Mask = new Uint8Array(W() * H());
  for (const c of ['walls', 'floor', 'ceiling', 'sky'] as const) {
    const s = m[c];
    for (let i = 0; i < union.length; i++) union[i]! |= s[i]!;
  }
  const objects = r.objects.map((o, i) => ({ ...o, mask: objectMasks[i]! }));
  expect(objectViolations(objects, union, frame), r.id).toEqual([]);
}
