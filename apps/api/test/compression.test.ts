import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryPaths, styledManifestPath, type GalleryList } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/*
 * @fastify/compress (app.ts): the API's JSON of 1 KB or more in brotli or gzip when asked, plain
 * otherwise; small replies, images and the built apps' files (precompressed twins, pages that
 * compress themselves) are left as they are — never compressed twice.
 */

let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const JS = 'export const big = "' + 'studio '.repeat(400) + '";\n';
const PLAIN_JS = 'console.log("' + 'no twin '.repeat(300) + '");\n';
const TWIN = brotliCompressSync(JS);

const get = (url: string, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });
const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  return (
    enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hds-compress-'));
  const studio = join(dir, 'studio');
  mkdirSync(join(studio, 'assets'), { recursive: true });
  writeFileSync(
    join(studio, 'index.html'),
    `<!doctype html><html><head><title>Home Design Studio</title><!--hds-config--></head><body>${'STUDIO '.repeat(300)}</body></html>`,
  );
  writeFileSync(join(studio, 'assets', 'app-abc123.js'), JS);
  writeFileSync(join(studio, 'assets', 'app-abc123.js.br'), TWIN);
  writeFileSync(join(studio, 'assets', 'plain-abc123.js'), PLAIN_JS);
  app = await buildApp(
    loadConfig({
      DATA_DIR: join(dir, 'data'),
      STUDIO_DIST: studio,
      SHARE_VIEWER_DIST: join(dir, 'viewer'),
    }),
    { logger: false, verifier: { verify: () => Promise.reject(new Error('unused')) } },
  );
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses a large JSON reply in brotli or gzip as the request accepts, plain without', async () => {
    const plain = await get(styledManifestPath);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json();

    const br = await get(styledManifestPath, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(br))).toEqual(json);

    const gzip = await get(styledManifestPath, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(json);

    // The gallery's page too (what the studio's gallery loads).
    const list = await get(galleryPaths.list, 'br');
    expect(list.headers['content-encoding']).toBe('br');
    expect((JSON.parse(decoded(list)) as GalleryList).items.length).toBeGreaterThan(0);

    expect((await get(styledManifestPath, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small replies, images and the built files as they are', async () => {
    const small = await get('/api/v1/auth/csrf/', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const list = (await get(galleryPaths.list)).json() as GalleryList;
    const image = await get(list.items[0]!.images[0]!.transformed_url, 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();

    // The build's brotli twin, byte for byte (not compressed again).
    const asset = await get('/assets/app-abc123.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(asset.rawPayload, TWIN)).toBe(0);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(JS);
    // A file without a twin is served as built.
    const plainAsset = await get('/assets/plain-abc123.js', 'br');
    expect(plainAsset.headers['content-encoding']).toBeUndefined();
    expect(plainAsset.body).toBe(PLAIN_JS);

    // The studio page compresses itself, once.
    const page = await get('/app/gallery', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('STUDIO STUDIO');
  });
});
