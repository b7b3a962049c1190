import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

async function serverWith(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'hds-web-test-'));
  fakeDist(join(dir, 'studio'), 'STUDIO');
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
