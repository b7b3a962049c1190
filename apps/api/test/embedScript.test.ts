import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { EMBED_SCRIPT_MISSING } from '../src/features/embeds/script.ts';

// GET /embed/v1.js (issue #21): the partner widgets' script, loadable from any website.

const SCRIPT =
  `(function(){customElements.define("hds-lead-form",class extends HTMLElement{})})();`.repeat(20);

async function serverWith(withScript: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'hds-embed-script-'));
  const embeds = join(dir, 'embeds');
  mkdirSync(embeds, { recursive: true });
  if (withScript) writeFileSync(join(embeds, 'v1.js'), SCRIPT);
  const app = await buildApp(
    loadConfig({
      DATA_DIR: join(dir, 'data'),
      STUDIO_DIST: join(dir, 'studio'),
      SHARE_VIEWER_DIST: join(dir, 'viewer'),
      EMBEDS_DIST: embeds,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
      FIREBASE_PROJECT_ID: 'demo-x',
    }),
    { logger: false, verifier: { verify: () => Promise.reject(new Error('unused')) } },
  );
  return {
    app,
    embeds,
    close: async () => (await app.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

describe('GET /embed/v1.js, built', () => {
  let s: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    s = await serverWith(true);
  });
  afterAll(() => s.close());

  it('serves the script to any origin as JavaScript, cacheable, cross-origin', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/embed/v1.js',
      headers: { origin: 'https://partner.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300\b/);
    expect(res.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 304 to its ETag, and a new ETag once the file changes', async () => {
    const first = await s.app.inject({ method: 'GET', url: '/embed/v1.js' });
    const etag = first.headers.etag as string;
    const again = await s.app.inject({
      method: 'GET',
      url: '/embed/v1.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['access-control-allow-origin']).toBe('*');

    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(s.embeds, 'v1.js'), `${SCRIPT}/*2*/`);
    const changed = await s.app.inject({
      method: 'GET',
      url: '/embed/v1.js',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(`${SCRIPT}/*2*/`);
    expect(changed.headers.etag).not.toBe(etag);
    writeFileSync(join(s.embeds, 'v1.js'), SCRIPT);
  });

  it('compresses it as the browser accepts (brotli, else gzip)', async () => {
    const br = await s.app.inject({
      method: 'GET',
      url: '/embed/v1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await s.app.inject({
      method: 'GET',
      url: '/embed/v1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('is not the studio page for anything else under /embed/', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/embed/v2.js' });
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });
});

describe('GET /embed/v1.js, not built', () => {
  let s: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    s = await serverWith(false);
  });
  afterAll(() => s.close());

  it(`answers 503 '${EMBED_SCRIPT_MISSING}'`, async () => {
    const res = await s.app.inject({ method: 'GET', url: '/embed/v1.js' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: EMBED_SCRIPT_MISSING });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
