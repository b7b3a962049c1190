import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const page = (name: string) =>
  `<!doctype html><html><head><!--hds-config--></head><body>${name}</body></html>`;

function fakeDist(root: string, name: string) {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), page(name));
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
}

/** The studio's landing build beside it, with the precompressed twins its build writes. */
function fakeLanding(root: string) {
  writeFileSync(join(root, 'landing.html'), page('LANDING'));
  const js = 'console.log("landing")'.repeat(50);
  writeFileSync(join(root, 'assets', 'landing-abc123.js'), js);
  writeFileSync(join(root, 'assets', 'landing-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(root, 'assets', 'landing-abc123.js.gz'), gzipSync(js));
}

async function serverWith(env: Record<string, string>, withLanding = false) {
  const dir = mkdtempSync(join(tmpdir(), 'hds-web-test-'));
  fakeDist(join(dir, 'studio'), 'STUDIO');
  if (withLanding) fakeLanding(join(dir, 'studio'));
  fakeDist(join(dir, 'viewer'), 'VIEWER');
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  const app = await buildApp(
    loadConfig({
      DATA_DIR: join(dir, 'data'),
      STUDIO_DIST: join(dir, 'studio'),
      SHARE_VIEWER_DIST: join(dir, 'viewer'),
      ...env,
    }),
    { logger: false, verifier: { verify: () => Promise.reject(new Error('unused')) } },
  );
  return {
    app,
    close: async () => (await app.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

const injected = (html: string) =>
  JSON.parse(html.match(/window\.__HDS_CONFIG__=(.*?)<\/script>/)![1]!) as {
    firebase: Record<string, unknown> | null;
    version: string;
  };

describe('serving the apps', () => {
  let s: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    s = await serverWith({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
      FIREBASE_PROJECT_ID: 'demo-x',
    });
  });
  afterAll(() => s.close());

  it('injects the Firebase web config into the studio page', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('STUDIO');
    expect(injected(res.body).firebase).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'localhost',
      projectId: 'demo-x',
      useAuthEmulator: true,
    });
  });

  it('answers every app route with the studio page, so the client router decides', async () => {
    for (const url of ['/app/projects', '/app/playground?imageId=1', '/nowhere']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('STUDIO');
    }
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await s.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await s.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves the share viewer at the owner-link path and its assets', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/app/share/board/abc123' });
    expect(res.body).toContain('VIEWER');
    const asset = await s.app.inject({ method: 'GET', url: '/share-viewer/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe('without an identity-provider configuration', () => {
  it('injects firebase: null so the client fails with the spec message', async () => {
    const s = await serverWith({});
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(injected(res.body).firebase).toBeNull();
    await s.close();
  });

  it('uses a real project configuration from the environment', async () => {
    const s = await serverWith({
      FIREBASE_API_KEY: 'AIza-real',
      FIREBASE_PROJECT_ID: 'acme-homes',
    });
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(injected(res.body).firebase).toEqual({
      apiKey: 'AIza-real',
      authDomain: 'acme-homes.firebaseapp.com',
      projectId: 'acme-homes',
    });
    await s.close();
  });
});

describe('the landing page and compression', () => {
  let s: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    s = await serverWith(
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', FIREBASE_PROJECT_ID: 'demo-x' },
      true,
    );
  });
  afterAll(() => s.close());

  it('serves the prerendered landing at / only, with the config and a nonce', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('LANDING');
    expect(injected(res.body).firebase).toMatchObject({ useAuthEmulator: true });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const url of ['/app', '/app/playground', '/nowhere', '/hero-demo', '/landing.html']) {
      const other = await s.app.inject({ method: 'GET', url });
      expect(other.body, url).toContain('STUDIO');
    }
  });

  it('compresses each page reply with brotli, else gzip, else not at all', async () => {
    const br = await s.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('LANDING');
    const gz = await s.app.inject({ url: '/app/projects', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('STUDIO');
    const refused = await s.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('LANDING');
  });

  it('sends the build’s precompressed twin of an asset, immutable, with its own type', async () => {
    const url = '/assets/landing-abc123.js';
    const br = await s.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^console\.log\("landing"\)/);
    const gz = await s.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^console\.log/);
    const plain = await s.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^console\.log/);
  });

  it('a twin asked for by its own name is a plain file; files revalidate by ETag', async () => {
    const twin = await s.app.inject({ url: '/assets/landing-abc123.js.br' });
    expect(twin.headers['content-encoding']).toBeUndefined();
    const revalidated = await s.app.inject({ url: '/favicon.svg' });
    expect(revalidated.headers.etag).toBeTruthy();
    const again = await s.app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(revalidated.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
