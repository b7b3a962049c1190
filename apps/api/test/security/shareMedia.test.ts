import { SHARE_LINK_INVALID } from '@hds/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';
import { multipart, png } from '../helpers/images.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface WireVersion {
  storage_url: string | null;
  preview_url: string | null;
  thumbnail_url: string | null;
}
const urlsOf = (versions: WireVersion[]) =>
  versions
    .flatMap((v) => [v.storage_url, v.preview_url, v.thumbnail_url])
    .filter(Boolean) as string[];

/** Media URLs are served without a cookie: the signed URL is the whole capability. */
describe('media reached through a share link', () => {
  let server: Server;
  let owner: Client;
  let board = '';

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signedIn(server.app, 'share-media-owner@example.com');
    const project = (await owner.post(`${HD}/projects/`, { title: 'Shared media' })).json().id;
    const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
      { name: 'files', filename: 's.png', data: await png() },
    ]);
    const version = up.json().images[0].versions[0].id;
    board = (
      await owner.post(`${HD}/boards/`, { project, name: 'Shared', version_ids: [version] })
    ).json().id;
  });
  afterAll(() => server?.close());

  const anonymous = (url: string) => server.app.inject({ url });
  async function newLink(permission: 'view' | 'upload' = 'view') {
    const res = await owner.post(`${HD}/boards/${board}/share_links/`, { permission });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; token: string };
  }
  async function sharedUrls(token: string) {
    const res = await anonymous(`${HD}/share/${token}/`);
    expect(res.statusCode).toBe(200);
    return urlsOf(res.json().versions);
  }

  it('stop working the moment the link is revoked', async () => {
    const link = await newLink();
    const urls = await sharedUrls(link.token);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect((await anonymous(url)).statusCode, url).toBe(200);

    expect((await owner.post(`${HD}/share-links/${link.id}/revoke/`)).statusCode).toBe(200);
    for (const url of urls) {
      const res = await anonymous(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: SHARE_LINK_INVALID });
    }
  });

  it('the owner’s own URLs to the same images keep working after a revocation', async () => {
    const link = await newLink();
    await owner.post(`${HD}/share-links/${link.id}/revoke/`);
    const own = urlsOf((await owner.get(`${HD}/boards/${board}/`)).json().versions);
    expect(own).toHaveLength(3);
    for (const url of own) expect((await anonymous(url)).statusCode, url).toBe(200);
  });

  it('are bound to their link: a URL moved onto another live link fails the signature', async () => {
    const revoked = await newLink();
    const live = await newLink();
    const [url] = await sharedUrls(revoked.token);
    await owner.post(`${HD}/share-links/${revoked.id}/revoke/`);
    const u = new URL(url!, 'http://x');
    expect(u.searchParams.get('l')).toBe(revoked.id);
    u.searchParams.set('l', live.id);
    const moved = await anonymous(u.pathname + u.search);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().detail).toBe('Invalid media signature.');
    u.searchParams.delete('l');
    const unbound = await anonymous(u.pathname + u.search);
    expect(unbound.statusCode).toBe(403);
  });

  it('expire within about an hour (the link binding is what ends them on revocation)', async () => {
    const link = await newLink();
    const [url] = await sharedUrls(link.token);
    const exp = Number(new URL(url!, 'http://x').searchParams.get('exp'));
    const ttl = exp - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(10 * 60);
    expect(ttl).toBeLessThanOrEqual(65 * 60);
  });

  it('images uploaded through an upload link come back bound to that link', async () => {
    const link = await newLink('upload');
    // The share page's first GET issues the csrftoken the upload echoes.
    const page = await server.app.inject({ url: `${HD}/share/${link.token}/` });
    const csrf = page.cookies.find((c) => c.name === 'csrftoken')?.value;
    expect(csrf).toBeTruthy();
    const body = multipart([{ name: 'files', filename: 'guest.png', data: await png(20, 20) }]);
    const up = await server.app.inject({
      method: 'POST',
      url: `${HD}/share/${link.token}/upload/`,
      payload: body.payload,
      headers: { ...body.headers, cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf! },
    });
    expect(up.statusCode, up.body).toBe(201);
    const urls = urlsOf(up.json().versions);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(new URL(url, 'http://x').searchParams.get('l')).toBe(link.id);
      expect((await anonymous(url)).statusCode).toBe(200);
    }
    await owner.post(`${HD}/share-links/${link.id}/revoke/`);
    for (const url of urls) expect((await anonymous(url)).statusCode).toBe(404);
  });
});
