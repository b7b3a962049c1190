/**
 * Checks the committed sample renders against their manifest: files and hashes, image sizes,
 * and that every ground-truth mask covers the pixels it claims.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, ManifestRender } from '../../samples-renderer/lib/manifest.ts';
import { CATEGORIES, MASK_CLASSES, ROOMS, STYLES } from '../../samples-renderer/lib/specs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLES = path.resolve(here, '..', '..', 'assets', 'samples');
const MAX_BYTES = 25 * 1024 * 1024;

let manifest: Manifest;
const W = () => manifest.size.width;
const H = () => manifest.size.height;

/** Decodes a mask PNG into one byte per pixel (0 or 1). */
async function readMask(rel: string): Promise<Uint8Array> {
  const { data, info } = await sharp(path.join(SAMPLES, rel))
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

function count(m: Uint8Array): number {
  let n = 0;
  for (const v of m) n += v;
  return n;
}

function overlap(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i]! & b[i]!;
  return n;
}

/** Pixels of `a` outside `b`. */
function outside(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += a[i]! & (1 - b[i]!);
  return n;
}

function tightBox(m: Uint8Array, w: number): [number, number, number, number] | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < m.length; i++) {
    if (!m[i]) continue;
    const x = i % w;
    const y = (i - x) / w;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return x1 < 0 ? null : [x0, y0, x1 - x0 + 1, y1 - y0 + 1];
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
    for (const [rel, sha] of Object.entries(manifest.files)) {
      const hash = createHash('sha256')
        .update(await readFile(path.join(SAMPLES, rel)))
        .digest('hex');
      expect(hash, rel).toBe(sha);
    }
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

    it('have masks that cover the pixels they claim', async () => {
      for (const r of renders()) await checkMasks(r);
    }, 120_000);

    it('have object masks inside the frame, matching their boxes, disjoint from structure', async () => {
      for (const r of renders()) await checkObjects(r);
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

async function checkMasks(r: ManifestRender): Promise<void> {
  const m = Object.fromEntries(
    await Promise.all(MASK_CLASSES.map(async (c) => [c, await readMask(r.masks[c])] as const)),
  ) as Record<(typeof MASK_CLASSES)[number], Uint8Array>;
  for (const c of MASK_CLASSES)
    expect(count(m[c]), `${r.id} ${c} pixel count`).toBe(r.maskPixels[c]);
  const total = W() * H();
  // Walls are always in view and never the floor.
  expect(count(m.walls), `${r.id} walls`).toBeGreaterThan(total * 0.05);
  expect(overlap(m.walls, m.floor), `${r.id} walls/floor`).toBe(0);
  expect(overlap(m.walls, m.ceiling), `${r.id} walls/ceiling`).toBe(0);
  expect(overlap(m.floor, m.ceiling), `${r.id} floor/ceiling`).toBe(0);
  expect(overlap(m.walls, m.windows), `${r.id} walls/windows`).toBe(0);
  expect(overlap(m.floor, m.windows), `${r.id} floor/windows`).toBe(0);
  expect(count(m.floor), `${r.id} floor`).toBeGreaterThan(total * 0.02);
  expect(overlap(m.walls, m.sky), `${r.id} walls/sky`).toBe(0);
  if (r.room === 'exterior') {
    // Outside, the sky is large and above the house; windows are glazing on the façade.
    expect(count(m.sky), `${r.id} sky`).toBeGreaterThan(total * 0.15);
    expect(overlap(m.sky, m.windows), `${r.id} sky/windows`).toBe(0);
    expect(count(m.windows), `${r.id} windows`).toBeGreaterThan(0);
    let top = 0;
    for (let x = 0; x < W(); x++) top += m.sky[x]!;
    expect(top, `${r.id} sky at the top edge`).toBeGreaterThan(W() * 0.5);
  } else {
    // Inside, sky is only ever seen through a window.
    expect(count(m.windows), `${r.id} windows`).toBeGreaterThan(total * 0.01);
    expect(count(m.ceiling), `${r.id} ceiling`).toBeGreaterThan(total * 0.02);
    expect(count(m.sky), `${r.id} sky`).toBeGreaterThan(0);
    expect(outside(m.sky, m.windows), `${r.id} sky outside windows`).toBe(0);
  }
}

async function checkObjects(r: ManifestRender): Promise<void> {
  const structure = await Promise.all(
    (['walls', 'floor', 'ceiling', 'sky'] as const).map((c) => readMask(r.masks[c])),
  );
  const taken = new Uint8Array(W() * H());
  const seen = new Set<string>();
  for (const o of r.objects) {
    expect(seen.has(o.id), `${r.id} duplicate ${o.id}`).toBe(false);
    seen.add(o.id);
    expect(CATEGORIES as readonly string[], `${r.id} ${o.id}`).toContain(o.category);
    expect(o.mask, r.id).toBe(`${r.id}.masks/objects/${o.id}.png`);
    const [x, y, w, h] = o.bbox;
    expect(
      x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= W() && y + h <= H(),
      `${r.id} ${o.id} bbox in frame`,
    ).toBe(true);
    const m = await readMask(o.mask);
    expect(count(m), `${r.id} ${o.id} pixels`).toBe(o.pixels);
    expect(o.pixels, `${r.id} ${o.id} non-empty`).toBeGreaterThan(0);
    expect(tightBox(m, W()), `${r.id} ${o.id} bbox`).toEqual(o.bbox);
    expect(overlap(m, taken), `${r.id} ${o.id} overlaps another object`).toBe(0);
    for (const s of structure) expect(overlap(m, s), `${r.id} ${o.id} overlaps structure`).toBe(0);
    for (let i = 0; i < m.length; i++) taken[i]! |= m[i]!;
  }
}
