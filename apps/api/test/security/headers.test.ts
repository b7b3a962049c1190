import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPagePolicy,
  registerSecurityHeaders,
  shareViewerPolicy,
} from '../../src/web/securityHeaders.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn } from '../helpers/session.ts';
import { png } from '../helpers/images.ts';
import { DIST, requireBuiltApps } from './builtApps.ts';

requireBuiltApps();

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Content-Security-Policy as directive → sources. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

const PAGES = ['/', '/projects', '/app/share/board/not-a-real-token'];

function expectPageHeaders(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const csp = parseCsp(res.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  expect(res.headers['cross-origin-opener-policy']).toMatch(/^same-origin/);
  // The injected configuration runs only because it carries this reply's nonce.
  const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(scripts.join(' '))?.[1];
  expect(nonce, 'script-src nonce').toBeTruthy();
  expect(res.body).toMatch(
    new RegExp(`<script nonce="${escapeRegExp(nonce!)}">[^<]*window\\.__HDS_CONFIG__=`),
  );
  // …and react-aria takes it from here for the one <style> element it adds.
  expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(csp.get('style-src-elem')).toContain(`'nonce-${nonce}'`);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  // No inline script without the nonce would run: there is none in the page.
  const inline = [...res.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
  for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  return { csp, nonce: nonce! };
}

describe('browser security headers', () => {
  let server: Server;
  let mediaUrl = '';

  beforeAll(async () => {
    server = await startTestServer(DIST);
    const owner = await signedIn(server.app, 'headers-owner@example.com');
    const image = (
      await owner.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'h.png', data: await png() },
      ])
    ).json();
    mediaUrl = image.thumbnail_url;
  });
  afterAll(() => server?.close());

  it.each(PAGES)('%s carries the page headers and a fresh nonce per reply', async (url) => {
    const first = expectPageHeaders(await server.app.inject({ url }));
    const second = expectPageHeaders(await server.app.inject({ url }));
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.nonce.length).toBeGreaterThanOrEqual(22);
  });

  it('the studio reaches only its own origin with the Auth emulator (proxied same-origin)', async () => {
    const { csp } = expectPageHeaders(await server.app.inject({ url: '/' }));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(sources(csp, 'frame-src')).not.toMatch(/googleapis|firebaseapp/);
  });

  it('the share viewer has no Firebase at all, and its boot style is allowed by hash only', async () => {
    const res = await server.app.inject({ url: '/app/share/board/abc' });
    const { csp } = expectPageHeaders(res);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')?.filter((s) => s.startsWith('https:'))).toEqual([]);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1];
    expect(style, 'the boot screen style of the build').toBeTruthy();
    const hash = createHash('sha256').update(style!).digest('base64');
    expect(csp.get('style-src-elem')).toContain(`'sha256-${hash}'`);
    expect([...(csp.get('style-src-elem') ?? [])].join(' ')).not.toContain('unsafe-inline');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('no HSTS unless SECURE_COOKIES is on', async () => {
    for (const url of [...PAGES, '/api/v1/auth/csrf/']) {
      const res = await server.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('media replies are inert documents: sandboxed, no sniffing, not framable', async () => {
    expect(mediaUrl).toMatch(/^\/media\//);
    const res = await server.app.inject({ url: mediaUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('API replies are not sniffed, not framed and not run as documents', async () => {
    for (const url of ['/api/v1/auth/csrf/', '/api/v1/auth/me', `${HD}/projects/`, '/api/nope']) {
      const res = await server.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it('static assets are not sniffed', async () => {
    const page = (await server.app.inject({ url: '/' })).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset).toBeTruthy();
    const res = await server.app.inject({ url: asset! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

function sources(csp: Map<string, string[]>, name: string) {
  return (csp.get(name) ?? []).join(' ');
}

describe('HSTS behind https', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ ...DIST, SECURE_COOKIES: 'true' });
  });
  afterAll(() => server?.close());

  it('every reply tells browsers to keep to https', async () => {
    for (const url of [...PAGES, '/api/v1/auth/csrf/']) {
      const res = await server.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=15552000; includeSubDomains',
      );
    }
  });
});

describe('with a real Firebase project', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({
      ...DIST,
      // No emulator: the browser SDK talks to Google itself.
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_API_KEY: 'test-api-key',
      FIREBASE_AUTH_DOMAIN: 'hds-prod.firebaseapp.com',
    });
  });
  afterAll(() => server?.close());

  it('the studio may reach exactly the Google origins its sign-in uses', async () => {
    const { csp } = expectPageHeaders(await server.app.inject({ url: '/' }));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://hds-prod.firebaseapp.com']);
    expect(csp.get('script-src')).toContain('https://apis.google.com');
  });

  it('the share viewer stays without them', async () => {
    const { csp } = expectPageHeaders(await server.app.inject({ url: '/app/share/board/abc' }));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(sources(csp, 'script-src')).not.toContain('google');
  });
});

describe('a page that must be framable (embeds)', () => {
  it('names its embedders in frame-ancestors and drops X-Frame-Options, and only that page', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { hsts: false });
    const embed = { ...shareViewerPolicy([]), frameAncestors: ['https://partner.example'] };
    app.get('/embed', async (_req, reply) => {
      applyPagePolicy(reply, embed);
      return reply.type('text/html').send('<!doctype html><p>embed</p>');
    });
    app.get('/page', async (_req, reply) => {
      applyPagePolicy(reply, shareViewerPolicy([]));
      return reply.type('text/html').send('<!doctype html><p>page</p>');
    });
    const framable = await app.inject({ url: '/embed' });
    expect(parseCsp(framable.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      'https://partner.example',
    ]);
    expect(framable.headers['x-frame-options']).toBeUndefined();
    const other = await app.inject({ url: '/page' });
    expect(parseCsp(other.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(other.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
