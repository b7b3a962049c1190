import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletionMessages,
  API_KEY_REVOKED,
  EMBED_REVOKED,
  SHARE_LINK_INVALID,
} from '@hds/api-client/contract';
import { browser, startTestServer } from '../helpers/server.ts';
import { png } from '../helpers/images.ts';
import { HD, signedIn, type Client } from '../helpers/session.ts';
import { putOnPlan } from '../helpers/plans.ts';
import { signInWithGoogle } from '../helpers/idp.ts';

/*
 * Issue #44, point 5 and two of its smaller points: what a deletion request, a sign-out and a
 * signed-in reply leave open.
 * - A deletion request left every other session, API key, share link, gallery design, embed and
 *   media URL answering until the sweep (up to ~70 minutes).
 * - A proxy-issued ID token opened a new session after logout until it expired.
 * - Signed-in JSON replies carried no Cache-Control.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
const ME = '/api/v1/auth/me';
const SESSION = '/api/v1/auth/session';
const LOGOUT = '/api/v1/auth/logout';
const DELETE = '/api/v1/auth/delete-account/';
const EMBED_ORIGIN = 'https://partner.example';

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** A browser with the CSRF cookie, signed in with `idToken`; the reply of the sign-in. */
async function signInWith(idToken: string) {
  const b = browser(server.app);
  await b.get('/api/v1/auth/csrf/');
  return { b, res: await b.post(SESSION, { idToken }) };
}

/** An account with one of each thing a deletion must stop, as its owner made them. */
async function accountWithEverything(email: string) {
  const owner = await signedIn(server.app, email);
  await putOnPlan(server.config, email, 'business');
  const project = (await owner.post(`${HD}/projects/`, { title: 'Doomed' })).json().id as string;
  const up = await owner.upload(`${HD}/projects/${project}/upload_images/`, [
    { name: 'files', filename: 'a.png', data: await png(64, 48) },
    { name: 'files', filename: 'b.png', data: await png(48, 64, '#a35') },
  ]);
  expect(up.statusCode).toBe(201);
  const images = up.json().images as { original_url: string; versions: { id: string }[] }[];
  const versionIds = images.map((i) => i.versions[0]!.id);
  const board = (
    await owner.post(`${HD}/boards/`, { project, name: 'Doomed board', version_ids: versionIds })
  ).json().id as string;
  const link = await owner.post(`${HD}/boards/${board}/share_links/`, { permission: 'view' });
  const shareToken = link.json().token as string;
  const shared = (await get(`${HD}/share/${shareToken}/`)).json();
  const sharedMedia = shared.versions[0].storage_url as string;
  const published = await owner.post(`${HD}/gallery/publish/`, {
    versionId: versionIds[0],
    title: 'Doomed design',
  });
  expect(published.statusCode).toBe(201);
  const galleryItem = published.json().id as string;
  const embedOf = async (widget: unknown) => {
    const res = await owner.post(`${HD}/embeds/`, {
      name: 'Doomed embed',
      allowedOrigins: [EMBED_ORIGIN],
      widget,
    });
    expect(res.statusCode).toBe(201);
    return res.json().key as string;
  };
  const leadForm = await embedOf({ type: 'lead_form' });
  const beforeAfter = await embedOf({ type: 'before_after', versionIds });
  const config = await get(`/api/v1/embed/${beforeAfter}/config/`, { origin: EMBED_ORIGIN });
  expect(config.statusCode).toBe(200);
  const key = await owner.post(`${HD}/api-keys/`, { name: 'Doomed key', scopes: ['read'] });
  expect(key.statusCode).toBe(201);
  return {
    owner,
    project,
    mediaUrl: images[0]!.original_url,
    shareToken,
    sharedMedia,
    galleryItem,
    galleryImage: `${HD}/gallery/public/${galleryItem}/image/?i=0&size=full`,
    leadForm,
    beforeAfter,
    embedMedia: config.json().after.url as string,
    apiKey: key.json().secret as string,
  };
}

describe('a deletion request stops every way in at once', () => {
  let a: Awaited<ReturnType<typeof accountWithEverything>>;
  let second: Client;

  beforeAll(async () => {
    a = await accountWithEverything('doomed@example.com');
    second = await signedIn(server.app, 'doomed@example.com');
  }, 60_000);

  it('everything answers before the request', async () => {
    expect((await second.get(ME)).json().isAuthenticated).toBe(true);
    const bearer = { authorization: `Bearer ${a.apiKey}` };
    expect((await get(`${HD}/projects/`, bearer)).statusCode).toBe(200);
    for (const url of [
      `${HD}/share/${a.shareToken}/`,
      a.sharedMedia,
      a.mediaUrl,
      `${HD}/gallery/public/${a.galleryItem}/`,
      a.galleryImage,
      a.embedMedia,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect(
      (await get(`/api/v1/embed/${a.leadForm}/config/`, { origin: EMBED_ORIGIN })).statusCode,
    ).toBe(200);
  });

  it('after it: other sessions, API keys, links, gallery, embeds and media are refused', async () => {
    const res = await a.owner.post(DELETE, { confirmation: 'doomed@example.com' });
    expect(res.statusCode).toBe(202);

    // The other session: signed out, and refused on the API.
    expect((await second.get(ME)).json()).toEqual({ isAuthenticated: false, user: null });
    expect((await second.get(`${HD}/projects/`)).statusCode).toBe(401);
    // The API key: revoked.
    const byKey = await get(`${HD}/projects/`, { authorization: `Bearer ${a.apiKey}` });
    expect(byKey.statusCode).toBe(401);
    expect(byKey.json()).toEqual({ detail: API_KEY_REVOKED });
    // The share link, its page and its media.
    for (const url of [`${HD}/share/${a.shareToken}/`, a.sharedMedia]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ detail: SHARE_LINK_INVALID });
    }
    // The owner's signed media URL, though its signature is good for hours.
    const media = await get(a.mediaUrl);
    expect(media.statusCode).toBe(404);
    expect(media.json()).toEqual({ detail: 'Media not found.' });
    // The gallery design and its picture.
    for (const url of [`${HD}/gallery/public/${a.galleryItem}/`, a.galleryImage]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().detail, url).toBeTruthy();
    }
    const list = (await get(`${HD}/gallery/public/?sort=recent&limit=50`)).json();
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(a.galleryItem);
    // Both embeds and the before/after's pictures: 410, as a revoked embed.
    for (const key of [a.leadForm, a.beforeAfter]) {
      const r = await get(`/api/v1/embed/${key}/config/`, { origin: EMBED_ORIGIN });
      expect(r.statusCode, key).toBe(410);
      expect(r.json(), key).toEqual({ detail: EMBED_REVOKED });
    }
    const embedMedia = await get(a.embedMedia);
    expect(embedMedia.statusCode).toBe(410);
    // A new sign-in would reopen the account the request closed: refused until it is gone.
    const again = await signInWith(
      (await signInWithGoogle(server.app, 'doomed@example.com')).idToken,
    );
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json()).toEqual({ detail: accountDeletionMessages.signInRefused });
    expect(again.res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it("another account's links, media and sign-in are untouched", async () => {
    const b = await accountWithEverything('bystander@example.com');
    for (const url of [`${HD}/share/${b.shareToken}/`, b.sharedMedia, b.mediaUrl, b.galleryImage]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await b.owner.get(ME)).json().isAuthenticated).toBe(true);
  }, 60_000);
});

describe('logout spends the ID token that opened the session', () => {
  it('the same token opens no new session afterwards, nor links through the proxy', async () => {
    const { idToken } = await signInWithGoogle(server.app, 'leaver@example.com');
    const first = await signInWith(idToken);
    expect(first.res.statusCode).toBe(200);
    expect((await first.b.post(LOGOUT)).statusCode).toBe(200);

    const replay = await signInWith(idToken);
    expect(replay.res.statusCode).toBe(401);
    expect(replay.res.json()).toEqual({ detail: 'Invalid or expired ID token.' });
    expect((await replay.b.get(ME)).json().isAuthenticated).toBe(false);
    const validate = await replay.b.post('/api/v1/auth/validate', { idToken });
    expect(validate.statusCode).toBe(401);
    // Nor does the proxy take it to look the account up or to link another sign-in to it.
    const lookup = await server.app.inject({
      method: 'POST',
      url: '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k',
      payload: { idToken },
    });
    expect(lookup.statusCode).toBe(400);

    // A fresh token of the same account signs in as before.
    const fresh = await signInWith(
      (await signInWithGoogle(server.app, 'leaver@example.com')).idToken,
    );
    expect(fresh.res.statusCode).toBe(200);
  });

  it("a session that is not logged out keeps its token's other uses", async () => {
    const { idToken } = await signInWithGoogle(server.app, 'stayer@example.com');
    expect((await signInWith(idToken)).res.statusCode).toBe(200);
    // Another browser with the same token (the studio's tabs share one) is not refused.
    expect((await signInWith(idToken)).res.statusCode).toBe(200);
  });
});

describe('Cache-Control on signed-in replies', () => {
  it('is private, no-store on session and API-key replies, cached reads included', async () => {
    const user = await signedIn(server.app, 'cached@example.com');
    await putOnPlan(server.config, 'cached@example.com', 'business');
    const project = (await user.post(`${HD}/projects/`, { title: 'Cached' })).json().id as string;
    const up = await user.upload(`${HD}/projects/${project}/upload_images/`, [
      { name: 'files', filename: 'c.png', data: await png(32, 32) },
    ]);
    const mediaUrl = up.json().images[0].original_url as string;
    const key = (await user.post(`${HD}/api-keys/`, { name: 'k', scopes: ['read'] })).json()
      .secret as string;
    const hitsBefore = server.app.replyCache.stats.hits;
    const replies = [
      await user.get(ME),
      await user.get(`${HD}/projects/`),
      // Twice: the second is served from the reply cache (lib/replyCache.ts) where it keeps one.
      await user.get(`${HD}/projects/${project}/`),
      await user.get(`${HD}/projects/${project}/`),
      await user.get(`${HD}/user/quick-stats/`),
      await user.get(`${HD}/projects/no-such-project/`),
      await get(`${HD}/projects/`, { authorization: `Bearer ${key}` }),
    ];
    for (const [i, r] of replies.entries()) {
      expect(r.headers['cache-control'], `reply ${i}`).toBe('private, no-store');
    }
    if (server.config.databaseUrl === null) {
      expect(server.app.replyCache.stats.hits).toBeGreaterThan(hitsBefore);
    }
    // Sign-in and sign-out replies too.
    const { idToken } = await signInWithGoogle(server.app, 'cached@example.com');
    const signIn = await signInWith(idToken);
    expect(signIn.res.headers['cache-control']).toBe('private, no-store');
    expect((await signIn.b.post(LOGOUT)).headers['cache-control']).toBe('private, no-store');

    // Media keeps its own caching (the signed URL is the capability), as do public replies.
    expect((await get(mediaUrl)).headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await user.get(mediaUrl)).headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await get(`${HD}/gallery/public/`)).headers['cache-control']).toBeUndefined();
    expect((await get('/api/health')).headers['cache-control']).toBeUndefined();
  });
});
