import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@hds/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const template = (body: string) =>
  `<!doctype html><html><head><title>T</title><!--hds-config--><!--public-style--></head><body>${body}</body></html>`;

/**
 * A stand-in for the studio build's renderer (apps/studio/src/publicPages/server.tsx, built by
 * its scripts/publicPages.mjs): it asks the API for the gallery through the `fetch` it is
 * given, as the real one does, and renders what it got. `/app/consultation?boom` throws.
 */
const renderer = `
export async function renderPublicPage(path, search, fetch) {
  if (path === '/app/consultation' && search.includes('boom')) throw new Error('boom');
  if (path !== '/app/gallery' && path !== '/app/consultation') return null;
  const q = new URLSearchParams(search).get('q') ?? '';
  const res = await fetch('/api/v1/home-design/gallery/public/?search=' + encodeURIComponent(q));
  const list = await res.json();
  return {
    data: { page: 'gallery', status: res.status, total: list.total, q: '</script><b>' + q },
    html: '<h1 style="color:red">GALLERY ' + res.status + ' total=' + list.total + '</h1>',
    css: '[data-ssr-style="0"]{color:red}',
    head: '<link rel="preload" as="image" href="/img.webp">',
  };
}`;

describe('the public pages for a visitor (issue #41)', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hds-public-test-'));
    const studio = join(dir, 'studio');
    mkdirSync(join(studio, 'ssr'), { recursive: true });
    writeFileSync(join(studio, 'index.html'), template('STUDIO'));
    writeFileSync(
      join(studio, 'public.html'),
      template('<div id="root"><!--public--></div><!--public-data-->'),
    );
    writeFileSync(join(studio, 'ssr', 'public.mjs'), renderer);
    mkdirSync(join(dir, 'viewer'));
    writeFileSync(join(dir, 'viewer', 'index.html'), template('VIEWER'));
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
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the gallery per request from the API’s own answer, with its data', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/gallery?q=loft' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(
      '<div id="root"><h1 style="color:red">GALLERY 200 total=0</h1></div>',
    );
    expect(res.body).not.toContain('STUDIO');
    // The data block cannot close its script element.
    const data = res.body.match(
      /<script type="application\/json" id="hds-public-data">(.*?)<\/script>/,
    );
    expect(JSON.parse(data![1]!)).toEqual({
      page: 'gallery',
      status: 200,
      total: 0,
      q: '</script><b>loft',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allows the markup’s lifted style rules by the reply’s nonce', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/gallery' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(res.body).toContain(`<style nonce="${nonce}">[data-ssr-style="0"]{color:red}</style>`);
    expect(csp).toMatch(/style-src 'self'(;|$)/);
  });

  it('puts the renderer’s head tags (a design’s image preload) in the head', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/gallery' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" href="\/img.webp"><style nonce=/);
  });

  it('gives a request with a session cookie the studio (its shell), not the public page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/app/gallery?room=Living+Room',
      cookies: { [SESSION_COOKIE]: 'anything' },
    });
    expect(res.body).toContain('STUDIO');
    expect(res.body).not.toContain('GALLERY');
  });

  it('leaves the other paths to the studio, and a failed render too', async () => {
    for (const url of ['/app/projects', '/app/gallery/moderation', '/app/consultation?boom=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('STUDIO');
    }
  });

  it('does not serve the renderer as a file', async () => {
    const res = await app.inject({ method: 'GET', url: '/ssr/public.mjs' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
