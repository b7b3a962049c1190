/**
 * The style preview's images (spec part 1 §3 "Styled manifest", §7 GET styled-manifest): the
 * server derives them from the committed masters (apps/api/assets/styled) into its data dir and
 * serves the manifest, its static fallback and the images.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  allStyledSelections,
  styledFileName,
  styledManifestPath,
  styledManifestSchema,
  styledManifestStaticPath,
  type StyledManifest,
} from '@hds/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkBox } from '@hds/engine';
import {
  STYLED_HEIGHT,
  STYLED_WATERMARK_TEXT,
  STYLED_WIDTH,
  StyledImages,
  masterName,
  outputNames,
} from '../src/features/styled/images.ts';
import { startTestServer } from './helpers/server.ts';

const masterDir = resolve(import.meta.dirname, '../assets/styled');
const SLOW = 240_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let server: Awaited<ReturnType<typeof startTestServer>>;
let manifest: StyledManifest;
beforeAll(async () => {
  server = await startTestServer();
  // What onListen starts in the background; awaited here so every image is there.
  await server.app.styledImages!.start();
  const res = await server.app.inject({ method: 'GET', url: styledManifestPath });
  expect(res.statusCode).toBe(200);
  manifest = styledManifestSchema.parse(res.json());
}, 600_000);
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const available = () =>
  Object.entries(manifest.images).filter(
    ([, i]) => i.status === 'existing' || i.status === 'generated',
  );

describe('GET styled-manifest', () => {
  it('lists the 256 file names, each with its url, without signing in', () => {
    const names = allStyledSelections().map(styledFileName);
    expect(names).toHaveLength(256);
    expect(Object.keys(manifest.images).sort()).toEqual([...names].sort());
    expect(names).toContain('living_room_modern_twilight_white_no_watermark.jpg');
    expect(names).toContain('living_room_mediterranean_warm_light_soft_pink_with_watermark.jpg');
    for (const [name, image] of Object.entries(manifest.images)) {
      expect(image.url).toBe(`/static/onboarding/styled/${name}`);
      expect(image.width).toBe(STYLED_WIDTH);
      expect(image.height).toBe(STYLED_HEIGHT);
    }
  });

  it('marks as available every entry whose master is committed, plain as existing and the twin as generated', () => {
    const masters = new Set(readdirSync(masterDir));
    for (const sel of allStyledSelections()) {
      const image = manifest.images[styledFileName(sel)]!;
      const expected = masters.has(masterName(sel))
        ? sel.watermark
          ? 'generated'
          : 'existing'
        : 'failed';
      expect(image.status, styledFileName(sel)).toBe(expected);
    }
    expect(available().length).toBeGreaterThan(0);
  });

  it('is cacheable for a short while once generated, and the static fallback has the same body', async () => {
    const res = await get(styledManifestPath);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const fallback = await get(styledManifestStaticPath);
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toMatch(/^application\/json/);
    expect(fallback.json()).toEqual(res.json());
  });
});

describe('the images', () => {
  it(
    'every available url answers the image of that name, and its srcset candidates',
    async () => {
      for (const [name, image] of available()) {
        const res = await get(image.url);
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          'jpeg',
          STYLED_WIDTH,
          STYLED_HEIGHT,
        ]);
        // The file on disk behind the url is the one of that name.
        const onDisk = statSync(join(server.config.dataDir, 'styled', name));
        expect(onDisk.size).toBe(res.rawPayload.length);
        const candidates = image.srcset!.split(', ').map((c) => c.split(' '));
        expect(candidates.map(([, w]) => w)).toEqual(['640w', '1024w']);
        for (const [url, w] of candidates) {
          expect(url).toBe(
            `/static/onboarding/styled/${name.replace(/\.jpg$/, '')}.${parseInt(w!)}.webp`,
          );
          const c = await get(url!);
          expect(c.statusCode, url).toBe(200);
          expect(c.headers['content-type']).toBe('image/webp');
          expect((await sharp(c.rawPayload).metadata()).width).toBe(parseInt(w!));
        }
      }
    },
    SLOW,
  );

  it('answers 404 with a detail for unknown and escaping names', async () => {
    for (const url of [
      '/static/onboarding/styled/nope.jpg',
      '/static/onboarding/styled/living_room_modern_twilight_white_no_watermark.png',
      '/static/onboarding/styled/living_room_modern_twilight_white.webp',
      '/static/onboarding/styled/living_room_modern_twilight_white_no_watermark.320.webp',
      '/static/onboarding/styled/living_room_modern_twilight_white_no_watermark.1280.webp',
      '/static/onboarding/styled/living_room_brutalist_twilight_white_no_watermark.jpg',
      '/static/onboarding/styled/..%2F..%2F..%2Fpackage.json',
      '/static/onboarding/styled/%2e%2e%2fsqlite.db',
      '/static/onboarding/styled/..%5Capp.db',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('detail');
    }
    // A dot segment is resolved before routing: it never reaches a file outside the folder.
    const dots = await get('/static/onboarding/styled/../../../package.json');
    expect(dots.body).not.toContain('"name": "@hds/api"');
  });

  it('the watermarked twin differs from the plain one where the watermark is, and only there', async () => {
    const pair = available().find(([n]) => n.endsWith('_with_watermark.jpg'));
    expect(pair).toBeDefined();
    const [markedName] = pair!;
    const plainName = markedName.replace('_with_watermark', '_no_watermark');
    const raw = async (name: string) =>
      (await sharp((await get(manifest.images[name]!.url)).rawPayload)
        .raw()
        .toBuffer()) as Buffer;
    const [a, b] = [await raw(plainName), await raw(markedName)];
    const box = watermarkBox(STYLED_WIDTH, STYLED_HEIGHT, STYLED_WATERMARK_TEXT);
    let inside = 0;
    let insideN = 0;
    let outside = 0;
    let outsideN = 0;
    for (let y = 0; y < STYLED_HEIGHT; y++) {
      for (let x = 0; x < STYLED_WIDTH; x++) {
        const i = (y * STYLED_WIDTH + x) * 3;
        const d =
          Math.abs(a[i]! - b[i]!) +
          Math.abs(a[i + 1]! - b[i + 1]!) +
          Math.abs(a[i + 2]! - b[i + 2]!);
        const within = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
        if (within) {
          inside += d;
          insideN++;
        } else {
          outside += d;
          outsideN++;
        }
      }
    }
    expect(inside / insideN).toBeGreaterThan(40);
    expect(outside / outsideN).toBeLessThan(3);
  });
});

describe('generation', () => {
  it(
    'is idempotent, and marks entries without a master as failed',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hds-styled-'));
      try {
        const masters = join(dir, 'masters');
        const out = join(dir, 'out');
        mkdirSync(masters);
        const first = readdirSync(masterDir).find((f) => f.endsWith('.webp'))!;
        copyFileSync(join(masterDir, first), join(masters, first));
        const logs: string[] = [];
        const log = { ...quiet, info: (m: string) => logs.push(m) };
        const images = new StyledImages(masters, out, log);
        expect(images.generating).toBe(true);
        expect(Object.values(images.manifest().images).every((i) => i.status === 'pending')).toBe(
          true,
        );
        await images.start();
        const statuses = Object.values(images.manifest().images).map((i) => i.status);
        expect(statuses.filter((s) => s === 'existing')).toHaveLength(1);
        expect(statuses.filter((s) => s === 'generated')).toHaveLength(1);
        expect(statuses.filter((s) => s === 'failed')).toHaveLength(254);
        expect(logs).toContain('styled images: 256/256');
        expect(logs.at(-1)).toMatch(/^styled images: 2\/256 available, 2 generated/);
        const plain = first.replace(/\.webp$/, '_no_watermark.jpg');
        const before = outputNames(plain).map((f) => statSync(join(out, f)).mtimeMs);

        const again = new StyledImages(masters, out, log);
        await again.start();
        expect(logs.at(-1)).toMatch(/^styled images: 2\/256 available, 0 generated/);
        expect(outputNames(plain).map((f) => statSync(join(out, f)).mtimeMs)).toEqual(before);
        expect(again.manifest()).toEqual(images.manifest());
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
