import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FIELDS_TO_UPDATE } from '@hds/api-client/contract';
import { CSRF_FAILED, originFailed, refererFailed } from '../../src/plugins/csrf.ts';
import { png } from '../helpers/images.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, rowCounts, signedIn, type Client } from '../helpers/session.ts';

/*
 * Issue #18, defect 10: Origin/Referer checks on unsafe calls, empty PATCHes, control and
 * bidirectional characters in user text, and the retry limit of a failed edit.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
/** SECURE_COOKIES=true: the Referer of an https page is checked too. */
let secure: Server;
/** PUBLIC_URL set: the only origin trusted, whatever the Host header says. */
let published: Server;

beforeAll(async () => {
  // No workers: a submitted edit stays pending until cancelled (a failed job at once).
  server = await startTestServer({ QUEUE_WORKERS: '0' });
  secure = await startTestServer({ QUEUE_WORKERS: '0', SECURE_COOKIES: 'true' });
  published = await startTestServer({
    QUEUE_WORKERS: '0',
    PUBLIC_URL: 'https://designs.example.com',
  });
});
afterAll(async () => {
  await Promise.all([server?.close(), secure?.close(), published?.close()]);
});

const HOST = 'studio.test';

/** A project create with the right token, plus the given headers. */
function create(u: Client, headers: Record<string, string>, title = 'Origin check') {
  return u.send({
    method: 'POST',
    url: `${HD}/projects/`,
    payload: { title },
    headers: { host: HOST, ...headers },
  });
}

async function projectCount(s: Server) {
  return (await rowCounts(s.config)).projects;
}

describe('Origin and Referer of unsafe calls (as Django checks them)', () => {
  it('a cross-site Origin is refused even with the right token, and nothing is written', async () => {
    const u = await signedIn(server.app);
    const before = await projectCount(server);
    const res = await create(u, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: originFailed('https://evil.example') });
    expect(res.json().detail).toBe(
      'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
    );
    expect(await projectCount(server)).toBe(before);
  });

  it.each([
    ['a different port', `http://${HOST}:8081`],
    ['the other scheme', `https://${HOST}`],
    ['a sub-domain', `http://evil.${HOST}`],
    ['an opaque origin', 'null'],
    ['garbage', 'not a url'],
  ])('an Origin with %s (%s) is refused', async (_name, origin) => {
    const u = await signedIn(server.app);
    const res = await create(u, { origin });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(originFailed(origin));
  });

  it('the own origin passes, default port or not', async () => {
    const u = await signedIn(server.app);
    expect((await create(u, { origin: `http://${HOST}` })).statusCode).toBe(201);
    expect((await create(u, { origin: `http://${HOST}:80` })).statusCode).toBe(201);
  });

  it('a matching Origin does not replace the token', async () => {
    const u = await signedIn(server.app);
    const res = await u.send({
      method: 'POST',
      url: `${HD}/projects/`,
      payload: { title: 'No token' },
      headers: { host: HOST, origin: `http://${HOST}` },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(CSRF_FAILED);
  });

  it('neither header (curl, server to server) passes with the token, as before', async () => {
    const u = await signedIn(server.app);
    expect((await create(u, {})).statusCode).toBe(201);
  });

  it('safe methods are not checked', async () => {
    const u = await signedIn(server.app);
    const res = await u.send({
      method: 'GET',
      url: `${HD}/projects/`,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('an encoded path is checked the same way', async () => {
    const u = await signedIn(server.app);
    const res = await u.send({
      method: 'POST',
      url: '/%61pi/v1/auth/logout',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await u.get('/api/v1/auth/me')).json().isAuthenticated).toBe(true);
  });

  it('the public lead capture stays exempt (cross-origin embeds)', async () => {
    // No CSRF token and a foreign Origin: the CSRF check lets it through to the route, which
    // checks Origin itself (against an embed's allowed origins; none is named here, so 403).
    const res = await server.app.inject({
      method: 'POST',
      url: `${HD}/gallery/lead-capture/`,
      headers: { origin: 'https://embedding-site.example' },
      payload: { email: 'lead@example.com' },
    });
    expect(res.json().detail).not.toMatch(/^CSRF Failed/);
    // Same-origin (the studio's own page), without a token: validated, not refused by CSRF.
    const own = await server.app.inject({
      method: 'POST',
      url: `${HD}/gallery/lead-capture/`,
      payload: { email: 'lead@example.com' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toMatchObject({ firstName: 'First name is required' });
  });

  it('with PUBLIC_URL, only that origin is trusted (not the Host header)', async () => {
    const u = await signedIn(published.app);
    const own = await create(u, { origin: 'https://designs.example.com' });
    expect(own.statusCode).toBe(201);
    const byHost = await create(u, { origin: `http://${HOST}` });
    expect(byHost.statusCode).toBe(403);
    expect(byHost.json().detail).toBe(originFailed(`http://${HOST}`));
  });

  describe('on https (SECURE_COOKIES)', () => {
    it('a cross-site Referer without Origin is refused', async () => {
      const u = await signedIn(secure.app);
      const before = await projectCount(secure);
      const res = await create(u, { referer: 'https://evil.example/page?x=1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(
        refererFailed('https://evil.example does not match any trusted origins.'),
      );
      expect(res.json().detail).toMatch(/^CSRF Failed: Referer checking failed - /);
      expect(await projectCount(secure)).toBe(before);
    });

    it.each([
      ['an http page', `http://${HOST}/app/projects`, 'Referer is insecure while host is secure.'],
      ['a malformed one', 'not a url', 'Referer is malformed.'],
    ])('a Referer from %s is refused', async (_name, referer, why) => {
      const u = await signedIn(secure.app);
      const res = await create(u, { referer });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(refererFailed(why));
    });

    it('a same-origin Referer passes, and so does none', async () => {
      const u = await signedIn(secure.app);
      expect((await create(u, { referer: `https://${HOST}/app/projects` })).statusCode).toBe(201);
      expect((await create(u, {})).statusCode).toBe(201);
    });

    it('without https the Referer is not checked (Django checks it on https only)', async () => {
      const u = await signedIn(server.app);
      expect((await create(u, { referer: 'https://evil.example/' })).statusCode).toBe(201);
    });
  });
});

describe('PATCH with nothing to update', () => {
  let u: Client;
  let project = '';
  let board = '';
  let recipe = '';
  let link = '';

  beforeAll(async () => {
    u = await signedIn(server.app, 'patcher@example.com');
    project = (await u.post(`${HD}/projects/`, { title: 'Patch me' })).json().id;
    const img = (
      await u.upload(`${HD}/projects/${project}/upload_images/`, [
        { name: 'images', filename: 'room.png', contentType: 'image/png', data: await png() },
      ])
    ).json();
    const version = img.images[0].versions[0].id;
    board = (
      await u.post(`${HD}/boards/`, { project, name: 'Picks', version_ids: [version] })
    ).json().id;
    recipe = (
      await u.post(`${HD}/recipes/`, { name: 'Warm', steps: [{ operation: 'lighting' }] })
    ).json().id;
    link = (await u.post(`${HD}/boards/${board}/share_links/`, { permission: 'view' })).json().id;
  });

  const auditCount = async () => (await u.get(`${HD}/audit/?limit=500`)).json().results.length;
  const urls = () => ({
    project: `${HD}/projects/${project}/`,
    board: `${HD}/boards/${board}/`,
    recipe: `${HD}/recipes/${recipe}/`,
    'share link': `${HD}/share-links/${link}/`,
  });
  const bodies: [string, Record<string, unknown> | undefined, string | undefined][] = [
    ['no body', undefined, undefined],
    ['an empty JSON body', undefined, 'application/json'],
    ['{}', {}, undefined],
    ['only unknown fields', { colour: 'red', owner: 'me' }, undefined],
  ];

  for (const what of ['project', 'board', 'recipe', 'share link'] as const) {
    it.each(bodies)(
      `the ${what}: %s is a 400 'No fields to update.' and writes nothing`,
      async (_n, body, type) => {
        const before = await auditCount();
        const res = await u.send({
          method: 'PATCH',
          url: urls()[what],
          ...(body === undefined ? {} : { payload: body }),
          headers: type ? { 'content-type': type } : {},
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: NO_FIELDS_TO_UPDATE });
        expect(await auditCount()).toBe(before);
      },
    );
  }

  it('a board PATCH naming only the derived is_public changes nothing and is refused', async () => {
    const before = await auditCount();
    const res = await u.patch(urls().board, { is_public: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(NO_FIELDS_TO_UPDATE);
    expect(await auditCount()).toBe(before);
  });

  it('a real change still works and is audited once', async () => {
    const before = await auditCount();
    expect((await u.patch(urls().board, { name: 'Favourites' })).statusCode).toBe(200);
    expect((await u.patch(urls().recipe, { description: 'Evening light' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 2);
  });

  it('another user’s object is still a 404, not a 400', async () => {
    const other = await signedIn(server.app);
    const res = await other.patch(urls().board, {});
    expect(res.statusCode).toBe(404);
  });
});

describe('control and bidirectional characters in user text', () => {
  let u: Client;
  let project = '';
  let version = '';
  let image = '';

  beforeAll(async () => {
    u = await signedIn(server.app, 'texts@example.com');
    project = (await u.post(`${HD}/projects/`, { title: 'Texts' })).json().id;
    const img = (
      await u.upload(`${HD}/projects/${project}/upload_images/`, [
        { name: 'images', filename: 'room.png', contentType: 'image/png', data: await png() },
      ])
    ).json();
    version = img.images[0].versions[0].id;
    image = img.images[0].id;
  });

  const refused = (field: string) => `${field}: contains control characters that are not allowed`;
  const BAD = [
    ['NUL', 'Kitchen\u0000'],
    ['an escape', 'Kitchen\u001b[31m'],
    ['DEL', 'Kitchen\u007f'],
    ['a right-to-left override', 'Kitchen\u202egnp.exe'],
    ['a left-to-right mark', '\u200eKitchen'],
    ['a right-to-left mark', 'Kitchen\u200f'],
    ['a first-strong isolate', 'Kit\u2068chen\u2069'],
    ['an embedding', '\u202aKitchen\u202c'],
  ] as const;

  it.each(BAD)('a project title with %s is refused and nothing is written', async (_n, title) => {
    const before = await projectCount(server);
    const res = await u.post(`${HD}/projects/`, { title });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(refused('title'));
    expect(await projectCount(server)).toBe(before);
  });

  it('a line break is refused in one-line fields and accepted in notes and descriptions', async () => {
    const title = await u.post(`${HD}/projects/`, { title: 'Two\nlines' });
    expect(title.json().detail).toBe(refused('title'));
    const address = await u.post(`${HD}/projects/`, { title: 'ok', address: '1 Main St\tX' });
    expect(address.json().detail).toBe(refused('address'));
    const notes = await u.post(`${HD}/projects/`, {
      title: 'Notes ok',
      notes: 'Line one\r\nLine two\twith a tab',
    });
    expect(notes.statusCode).toBe(201);
    await u.del(`${HD}/projects/${notes.json().id}/`);
    const badNotes = await u.post(`${HD}/projects/`, { title: 'x', notes: 'a\u0000b' });
    expect(badNotes.json().detail).toBe(refused('notes'));
  });

  it('ordinary text in other scripts, emoji and joiners is accepted', async () => {
    for (const title of ['שלום עולם', 'مطبخ', 'Küche 🍳', '👩‍👩‍👧 room', '日本語のタイトル']) {
      const res = await u.post(`${HD}/projects/`, { title });
      expect(res.statusCode).toBe(201);
      expect(res.json().title).toBe(title);
      // Within the plan's project limit.
      await u.del(`${HD}/projects/${res.json().id}/`);
    }
  });

  type Case = [string, 'POST' | 'PATCH', () => string, () => Record<string, unknown>, string];
  const cases: Case[] = [
    [
      'PATCH project title',
      'PATCH',
      () => `${HD}/projects/${project}/`,
      () => ({ title: 'a\u202eb' }),
      'title',
    ],
    [
      'PATCH project address',
      'PATCH',
      () => `${HD}/projects/${project}/`,
      () => ({ address: 'a\u0007' }),
      'address',
    ],
    [
      'board name',
      'POST',
      () => `${HD}/boards/`,
      () => ({ project, name: 'a\u2066b', version_ids: [version] }),
      'name',
    ],
    [
      'board description',
      'POST',
      () => `${HD}/boards/`,
      () => ({ project, name: 'ok', description: 'a\u0000', version_ids: [version] }),
      'description',
    ],
    ['tag name', 'POST', () => `${HD}/tags/`, () => ({ name: 'red\u202e' }), 'name'],
    [
      'tag category',
      'POST',
      () => `${HD}/tags/`,
      () => ({ name: 'red', category: 'c\u0000' }),
      'category',
    ],
    [
      'add-tag',
      'POST',
      () => `${HD}/versions/${version}/add-tag/`,
      () => ({ tag: 'x\u200f' }),
      'tag',
    ],
    [
      'recipe name',
      'POST',
      () => `${HD}/recipes/`,
      () => ({ name: 'a\u0000', steps: [{ operation: 'lighting' }] }),
      'name',
    ],
    [
      'recipe description',
      'POST',
      () => `${HD}/recipes/`,
      () => ({ name: 'ok', description: '\u202d', steps: [{ operation: 'lighting' }] }),
      'description',
    ],
    [
      'watermark text',
      'POST',
      () => `${HD}/transformations/brand-element-management/`,
      () => ({ image_id: image, parameters: { text: '\u202eSOLD' } }),
      'args.text',
    ],
    [
      'removal description',
      'POST',
      () => `${HD}/images/${image}/remove_by_description/`,
      () => ({ description: 'the \u0000 lamp' }),
      'description',
    ],
  ];
  it.each(cases)('%s is checked', async (_n, method, url, payload, field) => {
    const res = await u.send({ method, url: url(), payload: payload() });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(refused(field));
  });

  it('a board PATCH with a bidi name writes nothing', async () => {
    const board = (
      await u.post(`${HD}/boards/`, { project, name: 'Clean', version_ids: [version] })
    ).json();
    const res = await u.patch(`${HD}/boards/${board.id}/`, { name: 'Clean\u202e' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(refused('name'));
    expect((await u.get(`${HD}/boards/${board.id}/`)).json().name).toBe('Clean');
  });

  it.each([
    ['the name field', { name: 'photo\u202egnp.exe' }, 'room.png', 'name'],
    ['the file name', {}, 'photo\u202egnp.png', 'filename'],
  ])('an upload with a bidi character in %s is refused', async (_n, fields, filename, field) => {
    const before = (await rowCounts(server.config)).images;
    const res = await u.upload(`${HD}/images/upload/`, [
      ...Object.entries(fields).map(([name, data]) => ({ name, data })),
      { name: 'file', filename, contentType: 'image/png', data: await png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(refused(field));
    expect((await rowCounts(server.config)).images).toBe(before);
  });
});

describe('retrying a failed edit', () => {
  it('is limited to 3 retries per edit, counted over every retry of it', async () => {
    const u = await signedIn(server.app, 'retrier@example.com');
    const image = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: await png() },
      ])
    ).json().id;
    // No workers run: a cancelled pending job fails at once.
    const fail = async (jobId: string) => {
      const res = await u.post(`${HD}/edit-jobs/${jobId}/cancel/`, {});
      expect(res.json().status).toBe('failed');
      return jobId;
    };
    const first = await fail(
      (await u.post(`${HD}/transformations/lighting/`, { image_id: image })).json().job_id,
    );
    let last = first;
    for (let i = 0; i < 3; i++) {
      const retry = await u.post(`${HD}/edit-jobs/${last}/retry/`, {});
      expect(retry.statusCode).toBe(202);
      last = await fail(retry.json().job_id);
    }
    const message = 'This edit has been retried 3 times; start a new edit instead.';
    const fourth = await u.post(`${HD}/edit-jobs/${last}/retry/`, {});
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ detail: message });
    // Retrying an earlier job of the same edit is the same edit.
    const again = await u.post(`${HD}/edit-jobs/${first}/retry/`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(message);
    // A new edit starts its own count.
    const fresh = await fail(
      (await u.post(`${HD}/transformations/lighting/`, { image_id: image })).json().job_id,
    );
    expect((await u.post(`${HD}/edit-jobs/${fresh}/retry/`, {})).statusCode).toBe(202);
  });

  it('sibling retries of one failed job count too', async () => {
    const u = await signedIn(server.app, 'siblings@example.com');
    const image = (
      await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: await png() },
      ])
    ).json().id;
    const job = (await u.post(`${HD}/transformations/lighting/`, { image_id: image })).json()
      .job_id;
    await u.post(`${HD}/edit-jobs/${job}/cancel/`, {});
    for (let i = 0; i < 3; i++) {
      const retry = await u.post(`${HD}/edit-jobs/${job}/retry/`, {});
      expect(retry.statusCode).toBe(202);
      await u.post(`${HD}/edit-jobs/${retry.json().job_id}/cancel/`, {});
    }
    const fourth = await u.post(`${HD}/edit-jobs/${job}/retry/`, {});
    expect(fourth.statusCode).toBe(400);
  });
});
