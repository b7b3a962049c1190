import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Board, BoardList, ShareLink, SharedBoard } from '@hds/api-client/contract';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, rowCounts, signedIn, type Client } from './helpers/session.ts';
import { png } from './helpers/images.ts';

/*
 * Boards that grow after creation (issue #40): the board PATCH takes the whole ordered list of
 * version ids, so adding, removing and reordering are one call, and the share viewer sees the
 * result at once. And POST /projects/{id}/share_links/ (spec part 1 §7): a link to the whole
 * project (its auto board) or to chosen versions (a board of just those).
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: Client;
let other: Client;
let projectId: string;
/** One image's original, then two edits of another image stand in for its variations. */
let versionIds: string[];

async function uploadTo(c: Client, project: string, n: number) {
  const parts = [];
  for (let i = 0; i < n; i++) {
    parts.push({ name: 'files', filename: `room-${i}.png`, data: await png(40, 30, `#${i}7b`) });
  }
  const res = await c.upload(`${HD}/projects/${project}/upload_images/`, parts);
  expect(res.statusCode).toBe(201);
  return res.json().images.map((img: { versions: { id: string }[] }) => img.versions[0]!.id);
}

async function visitor() {
  const v = browser(server.app);
  await v.get('/api/v1/auth/csrf/');
  return v;
}

const ids = (board: { versions: { id: string }[] }) => board.versions.map((v) => v.id);

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server.app);
  other = await signedIn(server.app);
  projectId = (await owner.post(`${HD}/projects/`, { title: 'Birch Lane' })).json().id;
  versionIds = await uploadTo(owner, projectId, 4);
});
afterAll(() => server.close());

describe('a board grows, shrinks and reorders through PATCH', () => {
  let boardId: string;
  let token: string;

  beforeAll(async () => {
    const made = await owner.post(`${HD}/boards/`, {
      project: projectId,
      name: 'Growing',
      version_ids: [versionIds[0]],
    });
    expect(made.statusCode).toBe(201);
    boardId = made.json().id;
    token = (await owner.post(`${HD}/boards/${boardId}/share_links/`, {})).json().token;
  });

  const patch = (version_ids: unknown) => owner.patch(`${HD}/boards/${boardId}/`, { version_ids });
  const shared = async () => {
    const res = await (await visitor()).get(`${HD}/share/${token}/`);
    expect(res.statusCode).toBe(200);
    // Nothing on the way may keep the old board: the owner's change shows on the next load.
    expect(res.headers['cache-control']).toBe('no-store');
    return SharedBoard.parse(res.json());
  };

  it('adds versions, in the order given, and the share viewer shows them at once', async () => {
    expect(ids(await shared())).toEqual([versionIds[0]]);
    const res = await patch([versionIds[0], versionIds[2], versionIds[1]]);
    expect(res.statusCode).toBe(200);
    expect(ids(Board.parse(res.json()))).toEqual([versionIds[0], versionIds[2], versionIds[1]]);
    expect(ids(await shared())).toEqual([versionIds[0], versionIds[2], versionIds[1]]);
  });

  it('reorders and removes', async () => {
    const moved = await patch([versionIds[2], versionIds[0], versionIds[1]]);
    expect(ids(moved.json())).toEqual([versionIds[2], versionIds[0], versionIds[1]]);
    const removed = await patch([versionIds[2], versionIds[1]]);
    expect(removed.json()).toMatchObject({ version_count: 2 });
    expect(ids(await shared())).toEqual([versionIds[2], versionIds[1]]);
  });

  it('may be emptied (the last image removed), unlike a new board', async () => {
    const res = await patch([]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version_count: 0, thumbnail_url: null });
    expect((await shared()).versions).toEqual([]);
    expect((await patch([versionIds[3]])).json()).toMatchObject({ version_count: 1 });
  });

  it("refuses another user's version as not found and changes nothing", async () => {
    const theirs = (await other.post(`${HD}/projects/`, { title: 'Theirs' })).json().id;
    const [theirVersion] = await uploadTo(other, theirs, 1);
    const before = ids((await owner.get(`${HD}/boards/${boardId}/`)).json());
    const res = await patch([versionIds[0], theirVersion]);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Version not found.');
    expect(ids((await owner.get(`${HD}/boards/${boardId}/`)).json())).toEqual(before);
  });

  it.each([
    ['not a list', 'abc', 'version_ids must be a list of version ids'],
    ['501 ids', Array.from({ length: 501 }, () => 'x'), 'at most 500 versions'],
    ['a number in the list', [42], 'version_ids'],
  ])('refuses %s with a sentence', async (_, body, detail) => {
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
  });
});

describe('POST /projects/{id}/share_links/', () => {
  const share = (c: Client, project: string, body: Record<string, unknown> = {}) =>
    c.post(`${HD}/projects/${project}/share_links/`, body);

  it('links the whole project through its auto board, and gives that link again', async () => {
    const res = await share(owner, projectId, {
      permission: 'view',
      expires_in_days: null,
      resource_type: 'project',
    });
    expect(res.statusCode).toBe(201);
    const link = ShareLink.parse(res.json());
    expect(link.url).toMatch(new RegExp(`/app/share/board/${link.token}$`));
    expect(link.expires_at).toBeNull();
    const board = await (await visitor()).get(`${HD}/share/${link.token}/`);
    expect(SharedBoard.parse(board.json())).toMatchObject({
      name: 'Birch Lane — All Images',
      permission: 'view',
    });
    expect(board.json().versions).toHaveLength(4);

    const again = await share(owner, projectId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(link.id);
    // A link with an expiry is a new one each time.
    const expiring = await share(owner, projectId, { expires_in_days: 7 });
    expect(expiring.statusCode).toBe(201);
    expect(expiring.json().expires_at).not.toBeNull();
  });

  it('shares one version as a board of one, found again for the same version', async () => {
    const version = versionIds[1]!;
    const res = await share(owner, projectId, { version_ids: [version] });
    expect(res.statusCode).toBe(201);
    const link = ShareLink.parse(res.json());
    const opened = SharedBoard.parse(
      (await (await visitor()).get(`${HD}/share/${link.token}/`)).json(),
    );
    expect(opened.versions.map((v) => v.id)).toEqual([version]);
    expect(opened.name).toBe('room-1.png');

    const again = await share(owner, projectId, { version_ids: [version] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(link.id);
    // The owner sees it among the project's boards, where Share Settings can revoke it.
    const boards = BoardList.parse((await owner.get(`${HD}/boards/?project=${projectId}`)).json());
    expect(boards.results.filter((b) => b.id === link.board)).toHaveLength(1);

    // Revoked, the next share makes a new link to the same board.
    await owner.post(`${HD}/share-links/${link.id}/revoke/`, {});
    const fresh = await share(owner, projectId, { version_ids: [version] });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ board: link.board });
    expect(fresh.json().token).not.toBe(link.token);
  });

  it('brings back a deleted auto board when the project is shared', async () => {
    const list = async () =>
      BoardList.parse((await owner.get(`${HD}/boards/?project=${projectId}`)).json()).results;
    const auto = (await list()).find((b) => b.is_auto_generated)!;
    expect((await owner.del(`${HD}/boards/${auto.id}/`)).statusCode).toBe(204);
    const res = await share(owner, projectId);
    expect(res.statusCode).toBe(201);
    const back = (await list()).find((b) => b.is_auto_generated)!;
    expect(res.json().board).toBe(back.id);
  });

  it("answers 404 for another user's project or version, leaving nothing behind", async () => {
    const before = await rowCounts(server.config);
    const theirs = await share(other, projectId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('Project not found.');
    const theirProject = (await other.post(`${HD}/projects/`, { title: 'Elm' })).json().id;
    const after = await rowCounts(server.config);
    const stolen = await share(other, theirProject, { version_ids: [versionIds[0]] });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe('Version not found.');
    expect(await rowCounts(server.config)).toEqual(after);
    expect(after).not.toEqual(before);
  });

  it.each([
    [{ permission: 'edit' }, 'permission must be view or upload'],
    [{ expires_in_days: 0 }, 'expires_in_days must be at least 1'],
    [{ resource_type: 'gallery' }, 'resource_type must be project or board'],
    [{ version_ids: [] }, 'Select at least one version'],
    [{ version_ids: 'abc' }, 'version_ids must be a list of version ids'],
    [{ board: 'x' }, 'board'],
  ])('refuses %j with a sentence', async (body, detail) => {
    const before = await rowCounts(server.config);
    const res = await share(owner, projectId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await (await visitor()).post(`${HD}/projects/${projectId}/share_links/`, {});
    expect(res.statusCode).toBe(401);
  });
});
