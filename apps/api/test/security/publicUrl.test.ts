import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';
import { png } from '../helpers/images.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const EVIL = 'evil.example';

/** A board with one live link, and every reply that carries its absolute URL. */
async function shareSetup(owner: Client) {
  const project = (await owner.post(`${HD}/projects/`, { title: 'Origins' })).json().id;
  const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'o.png', data: await png() },
  ]);
  const version = up.json().images[0].versions[0].id;
  const board = (
    await owner.post(`${HD}/boards/`, { project, name: 'Origins', version_ids: [version] })
  ).json().id;
  return { board };
}

/** The URLs a client with these request options gets back for a link, QR code included. */
async function shareUrls(
  owner: Client,
  board: string,
  request: { headers?: Record<string, string>; remoteAddress?: string },
) {
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    owner.send({ method, url, payload: payload as string, ...request });
  const created = await send('POST', `${HD}/boards/${board}/share_links/`, {
    permission: 'view',
  });
  expect(created.statusCode, created.body).toBe(201);
  const link = created.json();
  const qr = await send('GET', `${HD}/share-links/${link.id}/qr-code/`);
  expect(qr.statusCode, qr.body).toBe(200);
  const listed = (await send('GET', `${HD}/boards/${board}/share_links/`)).json().results;
  const all = (await send('GET', `${HD}/share-links/`)).json().results;
  const boardReply = (await send('GET', `${HD}/boards/${board}/`)).json();
  const urls: string[] = [
    link.url,
    qr.json().url,
    ...listed.map((l: { url: string }) => l.url),
    ...all.map((l: { url: string }) => l.url),
    ...boardReply.share_links.map((l: { url: string }) => l.url),
  ];
  // The QR image encodes the URL beside it: the same PNG as a code made from that URL.
  const expectedQr = await QRCode.toDataURL(qr.json().url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  expect(qr.json().qr_code).toBe(expectedQr);
  return { urls, linkUrl: link.url as string, token: link.token as string, bodies: [qr.body] };
}

const origins = (urls: string[]) => [...new Set(urls.map((u) => new URL(u).origin))];

describe('share URLs without PUBLIC_URL', () => {
  let server: Server;
  let owner: Client;
  let board = '';
  beforeAll(async () => {
    server = await startTestServer({ PORT: '8123' });
    owner = await signedIn(server.app, 'origins-owner@example.com');
    ({ board } = await shareSetup(owner));
  });
  afterAll(() => server?.close());

  it('a forged Host header never reaches a share URL or a QR code', async () => {
    const { urls, token } = await shareUrls(owner, board, { headers: { host: EVIL } });
    expect(urls.join(' ')).not.toContain(EVIL);
    expect(origins(urls)).toEqual(['http://localhost:8123']);
    expect(urls[0]).toBe(`http://localhost:8123/app/share/board/${token}`);
  });

  it('a forwarded host is not believed either, even behind a trusted proxy', async () => {
    const proxied = await startTestServer({ PORT: '8124', TRUST_PROXY: 'true' });
    try {
      const o = await signedIn(proxied.app, 'origins-proxied@example.com');
      const { board: b } = await shareSetup(o);
      const { urls } = await shareUrls(o, b, {
        headers: { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
      });
      expect(urls.join(' ')).not.toContain(EVIL);
      expect(origins(urls)).toEqual(['http://localhost:8124']);
    } finally {
      await proxied.close();
    }
  });

  it('a loopback Host from a remote client is not believed', async () => {
    const { urls } = await shareUrls(owner, board, {
      headers: { host: 'localhost:9999' },
      remoteAddress: '203.0.113.7',
    });
    expect(origins(urls)).toEqual(['http://localhost:8123']);
  });

  it('on loopback, the address the developer typed is kept (e.g. the Vite dev port)', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:8123', '[::1]:8123']) {
      const { urls } = await shareUrls(owner, board, {
        headers: { host },
        remoteAddress: host.startsWith('[') ? '::1' : '127.0.0.1',
      });
      expect(origins(urls), host).toEqual([`http://${host}`]);
    }
  });
});

describe('share URLs with PUBLIC_URL', () => {
  let server: Server;
  let owner: Client;
  let board = '';
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://designs.example.com/' });
    owner = await signedIn(server.app, 'origins-public@example.com');
    ({ board } = await shareSetup(owner));
  });
  afterAll(() => server?.close());

  it('every share URL and QR code uses the configured origin, whatever the Host', async () => {
    for (const request of [
      { headers: { host: EVIL } },
      { headers: { host: 'localhost:5173' } },
      { headers: { host: EVIL }, remoteAddress: '203.0.113.7' },
    ]) {
      const { urls, token, linkUrl } = await shareUrls(owner, board, request);
      expect(origins(urls)).toEqual(['https://designs.example.com']);
      expect(linkUrl).toBe(`https://designs.example.com/app/share/board/${token}`);
    }
  });
});

describe('PUBLIC_URL validation', () => {
  it('takes an http(s) origin, with or without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://designs.example.com' }).publicUrl).toBe(
      'https://designs.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080/' }).publicUrl).toBe(
      'http://10.0.0.5:8080',
    );
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeNull();
  });

  it.each([
    'designs.example.com',
    'ftp://designs.example.com',
    'https://designs.example.com/studio',
    'https://designs.example.com/?a=1',
    'https://user:pw@designs.example.com',
    'javascript:alert(1)',
  ])('refuses %s', (raw) => {
    expect(() => loadConfig({ PUBLIC_URL: raw })).toThrow(/PUBLIC_URL/);
  });
});
