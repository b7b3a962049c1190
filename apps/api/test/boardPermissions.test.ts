import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_INVALID,
  SHARE_LINK_EXPIRED,
  SHARE_LINK_INVALID,
  SHARE_LINK_REVOKED,
  SHARE_UPLOAD_FORBIDDEN,
  ShareLink,
  SharedBoard,
  uploadMessages,
} from '@hds/api-client/contract';
import { openDatabase, type Db } from '../src/db/connect.ts';
import { SHARE_RATE_LIMITS } from '../src/features/sharing/routes.ts';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, signedIn, type Client } from './helpers/session.ts';
import { jpeg, multipart, png, type Part } from './helpers/images.ts';

/**
 * The permission matrix of boards and sharing (issue 8): the owner, another signed-in user and
 * the holders of a view, upload, revoked, expired or unknown link, against every board and
 * share endpoint. A refused request answers its status with the `detail` the spec or the
 * server promises, and leaves every table and stored file exactly as it was.
 */

const AUTH_REQUIRED = 'Authentication credentials were not provided.';
const BOARD_NOT_FOUND = 'Board not found.';
const PROJECT_NOT_FOUND = 'Project not found.';
const LINK_NOT_FOUND = 'Share link not found.';

let server: Awaited<ReturnType<typeof startTestServer>>;
/** A second connection to the server's database: snapshots, and links made to expire. */
let db: Db;
let owner: Client;
let other: Client;
let projectId: string;
let versionIds: string[];

type LinkState = 'view' | 'upload' | 'revoked' | 'expired';
type TokenState = LinkState | 'unknown';
const TOKEN_STATES: TokenState[] = ['view', 'upload', 'revoked', 'expired', 'unknown'];

/** One board of the owner with a link in every state, fresh for each case. */
interface Fixture {
  board: string;
  links: Record<LinkState, ShareLink>;
  unknown: { id: string; token: string };
}

function token(f: Fixture, state: TokenState) {
  return state === 'unknown' ? f.unknown.token : f.links[state].token;
}
function linkId(f: Fixture, state: TokenState) {
  return state === 'unknown' ? f.unknown.id : f.links[state].id;
}

/** Every request of a case comes from its own address, so rate limits never mix cases. */
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.7`;
};

type Caller = Pick<Client, 'send'>;
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
  files?: Part[];
}

async function call(
  caller: Caller,
  req: Call,
  opts: { address?: string; headers?: Record<string, string> } = {},
) {
  const body = req.files ? multipart(req.files) : null;
  return caller.send({
    method: req.method,
    url: req.url,
    payload: (body?.payload ?? req.json) as InjectOptions['payload'],
    headers: { ...body?.headers, ...opts.headers },
    remoteAddress: opts.address ?? freshAddress(),
  });
}

/** Someone with a link and nothing else: no session, the page's csrftoken cookie. */
async function visitor(): Promise<Caller> {
  const v = browser(server.app);
  await v.get('/api/v1/auth/csrf/');
  return v;
}

async function newLink(board: string, body: Record<string, unknown>) {
  const res = await owner.post(`${HD}/boards/${board}/share_links/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return ShareLink.parse(res.json());
}

async function fixture(): Promise<Fixture> {
  const created = await owner.post(`${HD}/boards/`, {
    project: projectId,
    name: 'Matrix board',
    description: 'Two rooms',
    version_ids: versionIds.slice(0, 2),
  });
  expect(created.statusCode, created.body).toBe(201);
  const board = created.json().id as string;
  const view = await newLink(board, { permission: 'view' });
  const upload = await newLink(board, { permission: 'upload' });
  const revoked = await newLink(board, { permission: 'view' });
  expect((await owner.post(`${HD}/share-links/${revoked.id}/revoke/`)).statusCode).toBe(200);
  // An upload link that ran out a minute ago: made for a day, then its expiry moved back.
  const expired = await newLink(board, { permission: 'upload', expires_in_days: 1 });
  const past = new Date(Date.now() - 60_000).toISOString();
  await db
    .updateTable('share_links')
    .set({ expires_at: past })
    .where('id', '=', expired.id)
    .execute();
  return {
    board,
    links: { view, upload, revoked: { ...revoked, is_active: false }, expired },
    unknown: { id: randomUUID(), token: randomBytes(32).toString('base64url') },
  };
}

const SNAPSHOT_TABLES = [
  'projects',
  'images',
  'versions',
  'boards',
  'board_versions',
  'share_links',
  'audit_log',
] as const;

/** Every row of the tables boards and sharing can touch, and every stored file. */
async function snapshot() {
  const tables: Record<string, string[]> = {};
  for (const t of SNAPSHOT_TABLES) {
    const rows = await db.selectFrom(t).selectAll().execute();
    tables[t] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return { tables, media: mediaFiles(server.config.dataDir).sort() };
}

/** Runs a request that must be refused and checks that it changed nothing. */
async function refused(
  caller: Caller,
  req: Call,
  status: number,
  detail: string,
  opts: { headers?: Record<string, string> } = {},
) {
  const before = await snapshot();
  const res = await call(caller, req, opts);
  expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ detail });
  expect(await snapshot()).toEqual(before);
  return res;
}

async function sharedBoardStatus(state: TokenState, f: Fixture) {
  return (await call(await visitor(), { method: 'GET', url: `${HD}/share/${token(f, state)}/` }))
    .statusCode;
}

const picture = async (): Promise<Part[]> => [
  { name: 'images', filename: 'from-recipient.jpg', data: await jpeg(48, 32) },
];

beforeAll(async () => {
  // Calls come from several socket addresses (loopback and not): without PUBLIC_URL only the
  // loopback ones would get the address they asked for in share URLs (web/publicOrigin.ts).
  server = await startTestServer({ PUBLIC_URL: 'http://localhost:8080' });
  db = await openDatabase(server.config);
  owner = await signedIn(server.app, 'owner-matrix@example.com');
  other = await signedIn(server.app, 'other-matrix@example.com');
  projectId = (await owner.post(`${HD}/projects/`, { title: 'Matrix house' })).json().id;
  const parts = [0, 1, 2].map(async (i) => ({
    name: 'files',
    filename: `room-${i}.png`,
    data: await png(40, 30, `#${i}7b`),
  }));
  const up = await owner.upload(
    `${HD}/projects/${projectId}/upload_images/`,
    await Promise.all(parts),
  );
  expect(up.statusCode, up.body).toBe(201);
  versionIds = up
    .json()
    .images.map((img: { versions: { id: string }[] }) => img.versions[0]!.id) as string[];
  // The other user has a board and a link of their own, which nothing here may reveal.
  const theirs = (await other.post(`${HD}/projects/`, { title: 'Elsewhere' })).json().id;
  const [theirVersion] = (
    await other.upload(`${HD}/projects/${theirs}/upload_images/`, [
      { name: 'files', filename: 'theirs.png', data: await png() },
    ])
  )
    .json()
    .images.map((img: { versions: { id: string }[] }) => img.versions[0]!.id);
  const theirBoard = (
    await other.post(`${HD}/boards/`, {
      project: theirs,
      name: 'Theirs',
      version_ids: [theirVersion],
    })
  ).json().id;
  await other.post(`${HD}/boards/${theirBoard}/share_links/`, { permission: 'view' });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

/** The owner-side endpoints, as each is called for the fixture's board and its view link. */
const OWNER_ENDPOINTS: Record<string, (f: Fixture) => Call> = {
  'GET /boards/': () => ({ method: 'GET', url: `${HD}/boards/` }),
  'GET /boards/?project=': () => ({ method: 'GET', url: `${HD}/boards/?project=${projectId}` }),
  'POST /boards/': () => ({
    method: 'POST',
    url: `${HD}/boards/`,
    json: { project: projectId, name: 'Another', version_ids: [versionIds[2]] },
  }),
  'GET /boards/{id}/': (f) => ({ method: 'GET', url: `${HD}/boards/${f.board}/` }),
  'PATCH /boards/{id}/': (f) => ({
    method: 'PATCH',
    url: `${HD}/boards/${f.board}/`,
    json: { name: 'Renamed' },
  }),
  'DELETE /boards/{id}/': (f) => ({ method: 'DELETE', url: `${HD}/boards/${f.board}/` }),
  'GET /boards/{id}/share_links/': (f) => ({
    method: 'GET',
    url: `${HD}/boards/${f.board}/share_links/`,
  }),
  'POST /boards/{id}/share_links/': (f) => ({
    method: 'POST',
    url: `${HD}/boards/${f.board}/share_links/`,
    json: { permission: 'upload', expires_in_days: null, resource_type: 'board' },
  }),
  'GET /share-links/': () => ({ method: 'GET', url: `${HD}/share-links/` }),
  'PATCH /share-links/{id}/': (f) => ({
    method: 'PATCH',
    url: `${HD}/share-links/${f.links.view.id}/`,
    json: { is_active: false },
  }),
  'POST /share-links/{id}/revoke/': (f) => ({
    method: 'POST',
    url: `${HD}/share-links/${f.links.view.id}/revoke/`,
  }),
  'GET /share-links/{id}/qr-code/': (f) => ({
    method: 'GET',
    url: `${HD}/share-links/${f.links.view.id}/qr-code/`,
  }),
};

/** What the owner gets from each owner-side endpoint. */
const OWNER_OUTCOME: Record<
  keyof typeof OWNER_ENDPOINTS,
  (res: LightMyRequestResponse, f: Fixture) => Promise<void> | void
> = {
  'GET /boards/': (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((b: { id: string }) => b.id)).toContain(f.board);
  },
  'GET /boards/?project=': (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((b: { id: string }) => b.id)).toContain(f.board);
  },
  'POST /boards/': (res) => {
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Another', version_count: 1 });
  },
  'GET /boards/{id}/': (res, f) => {
    expect(res.statusCode).toBe(200);
    // Only the links that still open the board are the board's.
    const board = res.json();
    expect(board.share_links.map((l: ShareLink) => l.id).sort()).toEqual(
      [f.links.view.id, f.links.upload.id].sort(),
    );
    expect(board.share_token).toBe(f.links.upload.token);
  },
  'PATCH /boards/{id}/': (res) => {
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed');
  },
  'DELETE /boards/{id}/': async (res, f) => {
    expect(res.statusCode).toBe(204);
    expect(await sharedBoardStatus('view', f)).toBe(404);
    expect(await sharedBoardStatus('upload', f)).toBe(404);
  },
  'GET /boards/{id}/share_links/': (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((l: ShareLink) => l.id)
        .sort(),
    ).toEqual([f.links.view.id, f.links.upload.id].sort());
  },
  'POST /boards/{id}/share_links/': async (res) => {
    expect(res.statusCode).toBe(201);
    const link = ShareLink.parse(res.json());
    expect(link).toMatchObject({ permission: 'upload', expires_at: null, is_active: true });
    const opened = await call(await visitor(), {
      method: 'GET',
      url: `${HD}/share/${link.token}/`,
    });
    expect(opened.json().permission).toBe('upload');
  },
  'GET /share-links/': (res, f) => {
    expect(res.statusCode).toBe(200);
    const listed = new Map(
      (res.json().results as ShareLink[]).map((l) => [l.id, l.is_active] as const),
    );
    expect(listed.get(f.links.view.id)).toBe(true);
    expect(listed.get(f.links.upload.id)).toBe(true);
    expect(listed.get(f.links.revoked.id)).toBe(false);
    expect(listed.get(f.links.expired.id)).toBe(false);
  },
  'PATCH /share-links/{id}/': async (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.links.view.id, is_active: false });
    expect(await sharedBoardStatus('view', f)).toBe(404);
    expect(await sharedBoardStatus('upload', f)).toBe(200);
  },
  'POST /share-links/{id}/revoke/': async (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.links.view.id, is_active: false });
    expect(await sharedBoardStatus('view', f)).toBe(404);
  },
  'GET /share-links/{id}/qr-code/': (res, f) => {
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe(f.links.view.url);
    const image = Buffer.from(res.json().qr_code.split(',')[1], 'base64');
    expect(image.subarray(1, 4).toString()).toBe('PNG');
  },
};

/** What another signed-in user gets: nothing of the owner's, and no change. */
const OTHER_OUTCOME: Record<keyof typeof OWNER_ENDPOINTS, [number, string] | 'own-only'> = {
  'GET /boards/': 'own-only',
  'GET /boards/?project=': [404, PROJECT_NOT_FOUND],
  'POST /boards/': [404, PROJECT_NOT_FOUND],
  'GET /boards/{id}/': [404, BOARD_NOT_FOUND],
  'PATCH /boards/{id}/': [404, BOARD_NOT_FOUND],
  'DELETE /boards/{id}/': [404, BOARD_NOT_FOUND],
  'GET /boards/{id}/share_links/': [404, BOARD_NOT_FOUND],
  'POST /boards/{id}/share_links/': [404, BOARD_NOT_FOUND],
  'GET /share-links/': 'own-only',
  'PATCH /share-links/{id}/': [404, LINK_NOT_FOUND],
  'POST /share-links/{id}/revoke/': [404, LINK_NOT_FOUND],
  'GET /share-links/{id}/qr-code/': [404, LINK_NOT_FOUND],
};

describe('owner-side endpoints', () => {
  const names = Object.keys(OWNER_ENDPOINTS);

  it.each(names)('%s: the owner', async (name) => {
    const f = await fixture();
    const res = await call(owner, OWNER_ENDPOINTS[name]!(f));
    await OWNER_OUTCOME[name]!(res, f);
  });

  it.each(names)('%s: another signed-in user', async (name) => {
    const f = await fixture();
    const expected = OTHER_OUTCOME[name]!;
    if (expected !== 'own-only') {
      await refused(other, OWNER_ENDPOINTS[name]!(f), ...expected);
      return;
    }
    const before = await snapshot();
    const res = await call(other, OWNER_ENDPOINTS[name]!(f));
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { id: string; board?: string }[];
    expect(results.length).toBeGreaterThan(0);
    const ownerIds = new Set([f.board, ...Object.values(f.links).map((l) => l.id)]);
    expect(results.filter((r) => ownerIds.has(r.id) || ownerIds.has(r.board ?? ''))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  // A link is a capability for the public endpoints only: holding one, with or without
  // presenting it, opens nothing on the owner's side.
  it.each(names.flatMap((name) => TOKEN_STATES.map((state) => [name, state] as const)))(
    '%s: the holder of a %s link',
    async (name, state) => {
      const f = await fixture();
      const t = token(f, state);
      const req = OWNER_ENDPOINTS[name]!(f);
      const withToken = { ...req, url: `${req.url}${req.url.includes('?') ? '&' : '?'}token=${t}` };
      await refused(await visitor(), withToken, 401, AUTH_REQUIRED);
      // Presented as a bearer token it is read as an API key (issue #27), and is none.
      await refused(await visitor(), withToken, 401, API_KEY_INVALID, {
        headers: { authorization: `Bearer ${t}` },
      });
    },
  );
});

describe('share-link endpoints over the state of the link', () => {
  it.each(['view', 'upload', 'expired'] as const)(
    'revoking a %s link (PATCH and POST revoke) turns it off',
    async (state) => {
      for (const req of [
        (f: Fixture) => ({
          method: 'PATCH' as const,
          url: `${HD}/share-links/${linkId(f, state)}/`,
          json: { is_active: false },
        }),
        (f: Fixture) => ({
          method: 'POST' as const,
          url: `${HD}/share-links/${linkId(f, state)}/revoke/`,
        }),
      ]) {
        const f = await fixture();
        const res = await call(owner, req(f));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: linkId(f, state), is_active: false });
        expect(await sharedBoardStatus(state, f)).toBe(404);
        const row = await db
          .selectFrom('share_links')
          .select('is_active')
          .where('id', '=', linkId(f, state))
          .executeTakeFirstOrThrow();
        expect(Number(row.is_active)).toBe(0);
      }
    },
  );

  it('revoking a revoked link again answers the link and changes nothing', async () => {
    const f = await fixture();
    for (const req of [
      {
        method: 'PATCH' as const,
        url: `${HD}/share-links/${f.links.revoked.id}/`,
        json: { is_active: false },
      },
      { method: 'POST' as const, url: `${HD}/share-links/${f.links.revoked.id}/revoke/` },
    ]) {
      const before = await snapshot();
      const res = await call(owner, req);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: f.links.revoked.id, is_active: false });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('an unknown link id is not found on every link endpoint', async () => {
    const f = await fixture();
    const id = f.unknown.id;
    await refused(
      owner,
      { method: 'PATCH', url: `${HD}/share-links/${id}/`, json: { is_active: false } },
      404,
      LINK_NOT_FOUND,
    );
    await refused(
      owner,
      { method: 'POST', url: `${HD}/share-links/${id}/revoke/` },
      404,
      LINK_NOT_FOUND,
    );
    await refused(
      owner,
      { method: 'GET', url: `${HD}/share-links/${id}/qr-code/` },
      404,
      LINK_NOT_FOUND,
    );
  });

  it('PATCH can only switch a link off', async () => {
    const f = await fixture();
    await refused(
      owner,
      {
        method: 'PATCH',
        url: `${HD}/share-links/${f.links.revoked.id}/`,
        json: { is_active: true },
      },
      400,
      'is_active can only be set to false',
    );
  });

  it.each([
    ['view', 200, null],
    ['upload', 200, null],
    ['revoked', 409, SHARE_LINK_REVOKED],
    ['expired', 409, SHARE_LINK_EXPIRED],
  ] as const)('the QR code of a %s link: %i', async (state, status, detail) => {
    const f = await fixture();
    const req: Call = { method: 'GET', url: `${HD}/share-links/${linkId(f, state)}/qr-code/` };
    if (detail) {
      await refused(owner, req, status, detail);
      return;
    }
    const res = await call(owner, req);
    expect(res.statusCode).toBe(status);
    expect(res.json().url).toBe(f.links[state].url);
  });
});

describe('public endpoints over the state of the token', () => {
  const callers = {
    'no session': visitor,
    'the owner': async () => owner,
    'another user': async () => other,
  } satisfies Record<string, () => Promise<Caller>>;
  const cases = Object.keys(callers).flatMap((who) =>
    TOKEN_STATES.map((state) => [state, who as keyof typeof callers] as const),
  );

  it.each(cases)('GET /share/{token}/ with a %s token, %s', async (state, who) => {
    const f = await fixture();
    const caller = await callers[who]();
    const req: Call = { method: 'GET', url: `${HD}/share/${token(f, state)}/` };
    if (state !== 'view' && state !== 'upload') {
      await refused(caller, req, 404, SHARE_LINK_INVALID);
      return;
    }
    const res = await call(caller, req);
    expect(res.statusCode).toBe(200);
    const shared = SharedBoard.parse(res.json());
    expect(shared).toMatchObject({
      name: 'Matrix board',
      description: 'Two rooms',
      project_name: 'Matrix house',
      permission: state,
    });
    expect(shared.versions.map((v) => v.id)).toEqual(versionIds.slice(0, 2));
    // The page holds nothing that would reach further than the token itself.
    for (const secret of [f.board, projectId, f.links.view.token, f.links.upload.token]) {
      if (secret !== token(f, state)) expect(res.body).not.toContain(secret);
    }
  });

  it.each(cases)('POST /share/{token}/upload/ with a %s token, %s', async (state, who) => {
    const f = await fixture();
    const caller = await callers[who]();
    const req: Call = {
      method: 'POST',
      url: `${HD}/share/${token(f, state)}/upload/`,
      files: await picture(),
    };
    if (state === 'view') return void (await refused(caller, req, 403, SHARE_UPLOAD_FORBIDDEN));
    if (state !== 'upload') return void (await refused(caller, req, 404, SHARE_LINK_INVALID));
    const res = await call(caller, req);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().uploaded).toBe(1);
    // The picture joins the owner's project and the board, whoever sent it.
    const project = (await owner.get(`${HD}/projects/${projectId}/`)).json();
    const mine = project.images.filter((i: { name: string }) => i.name === 'from-recipient.jpg');
    expect(mine.length).toBeGreaterThan(0);
    const board = (await owner.get(`${HD}/boards/${f.board}/`)).json();
    expect(board.version_count).toBe(3);
  });

  it.each(cases)('POST /share-links/track-access/ with a %s token, %s', async (state, who) => {
    const f = await fixture();
    const caller = await callers[who]();
    const before = await snapshot();
    const res = await call(caller, {
      method: 'POST',
      url: `${HD}/share-links/track-access/`,
      json: { token: token(f, state) },
    });
    // The same answer whatever the token, so the endpoint tells nobody which tokens exist.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    if (state === 'view' || state === 'upload') {
      const row = await db
        .selectFrom('share_links')
        .select('access_count')
        .where('id', '=', f.links[state].id)
        .executeTakeFirstOrThrow();
      expect(Number(row.access_count)).toBe(1);
    } else {
      expect(await snapshot()).toEqual(before);
    }
  });

  it('an upload link still refuses what is not an image, and stores nothing', async () => {
    const f = await fixture();
    await refused(
      await visitor(),
      {
        method: 'POST',
        url: `${HD}/share/${f.links.upload.token}/upload/`,
        files: [{ name: 'images', filename: 'notes.jpg', data: 'not a picture' }],
      },
      400,
      uploadMessages.format,
    );
    await refused(
      await visitor(),
      {
        method: 'POST',
        url: `${HD}/share/${f.links.upload.token}/upload/`,
        files: [{ name: 'note', data: 'no file at all' }],
      },
      400,
      uploadMessages.noFile,
    );
  });
});

describe('rate limits on the public endpoints', () => {
  const limited = [
    ['GET /share/{token}/', SHARE_RATE_LIMITS.view.max, 200],
    ['POST /share-links/track-access/', SHARE_RATE_LIMITS.track.max, 200],
    // Through a view link: every allowed request is refused with 403 and writes nothing.
    ['POST /share/{token}/upload/', SHARE_RATE_LIMITS.upload.max, 403],
  ] as const;

  it.each(limited)(
    '%s allows %i requests a minute per address, then 429 with a detail',
    async (name, max, allowed) => {
      const f = await fixture();
      const v = await visitor();
      const req = async (): Promise<Call> =>
        name === 'GET /share/{token}/'
          ? { method: 'GET', url: `${HD}/share/${f.links.view.token}/` }
          : name === 'POST /share-links/track-access/'
            ? {
                method: 'POST',
                url: `${HD}/share-links/track-access/`,
                json: { token: f.links.view.token },
              }
            : {
                method: 'POST',
                url: `${HD}/share/${f.links.view.token}/upload/`,
                files: await picture(),
              };
      const address = freshAddress();
      for (let i = 0; i < max; i++) {
        const res = await call(v, await req(), { address });
        expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(allowed);
      }
      const before = await snapshot();
      const over = await call(v, await req(), { address });
      expect(over.statusCode).toBe(429);
      expect(over.json().detail).toMatch(/^Too many requests; try again in \d+ seconds$/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
      // A forged X-Forwarded-For does not make a new address (no proxy is trusted by default)…
      const forged = await call(v, await req(), {
        address,
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(forged.statusCode).toBe(429);
      // …and someone else is not held back by it.
      expect((await call(v, await req())).statusCode).toBe(allowed);
    },
    60_000,
  );
});
