import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Board, BoardList, ShareLink, SharedBoard } from '@hds/api-client/contract';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, rowCounts, signedIn, type Client } from './helpers/session.ts';
import { jpeg, multipart, png } from './helpers/images.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: Client;
let other: Client;
let projectId: string;
let versionIds: string[];

async function newProject(c: Client, title: string) {
  const res = await c.post(`${HD}/projects/`, { title });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function uploadTo(c: Client, project: string, n: number) {
  const parts = [];
  for (let i = 0; i < n; i++) {
    parts.push({ name: 'files', filename: `room-${i}.png`, data: await png(40, 30, `#${i}5a`) });
  }
  const res = await c.upload(`${HD}/projects/${project}/upload_images/`, parts);
  expect(res.statusCode).toBe(201);
  return res.json().images.map((img: { versions: { id: string }[] }) => img.versions[0]!.id);
}

async function createBoard(body: Record<string, unknown>) {
  return owner.post(`${HD}/boards/`, body);
}

/** An anonymous visitor of the share viewer: no session, but the page's csrftoken cookie. */
async function visitor() {
  const v = browser(server.app);
  await v.get('/api/v1/auth/csrf/');
  return v;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedIn(server.app);
  other = await signedIn(server.app);
  projectId = await newProject(owner, 'Maple Street');
  versionIds = await uploadTo(owner, projectId, 3);
});
afterAll(() => server.close());

describe('boards', () => {
  it('creates a board from chosen versions, in the contract shape', async () => {
    const res = await createBoard({
      project: projectId,
      name: 'Client picks',
      description: 'For the Smiths',
      version_ids: [versionIds[2], versionIds[0]],
    });
    expect(res.statusCode).toBe(201);
    const board = Board.parse(res.json());
    expect(board).toMatchObject({
      name: 'Client picks',
      description: 'For the Smiths',
      project: { id: projectId, title: 'Maple Street' },
      version_count: 2,
      is_auto_generated: false,
      is_public: false,
      share_token: null,
    });
    expect(board.versions.map((v) => v.id)).toEqual([versionIds[2], versionIds[0]]);
    expect(board.thumbnail_url).toBe(board.versions[0]!.thumbnail_url);
  });

  it('accepts project_id as the entity field name too', async () => {
    const res = await createBoard({ project_id: projectId, name: 'Alt', version_ids: versionIds });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ name: 'x', version_ids: ['a'] }, 400, 'project is required'],
    [{ project: 'p', name: '  ', version_ids: ['a'] }, 400, 'Please enter a board name'],
    [{ project: 'p', name: 'x', version_ids: [] }, 400, 'Select at least one version'],
    [{ project: 'p', name: 'x', version_ids: 'abc' }, 400, 'version_ids must be a list'],
    [{ project: 'missing', name: 'x', version_ids: ['a'] }, 404, 'Project not found.'],
  ])('refuses %j with %i', async (body, status, detail) => {
    const before = await rowCounts(server.config);
    const res = await createBoard(body);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toContain(detail);
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it("refuses another user's versions as not found, and versions of another project", async () => {
    const theirProject = await newProject(other, 'Theirs');
    const [theirVersion] = await uploadTo(other, theirProject, 1);
    const stolen = await createBoard({
      project: projectId,
      name: 'x',
      version_ids: [theirVersion],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().detail).toBe('Version not found.');

    const second = await newProject(owner, 'Second');
    const [elsewhere] = await uploadTo(owner, second, 1);
    const mixed = await createBoard({ project: projectId, name: 'x', version_ids: [elsewhere] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toMatch(/version_ids/);
  });

  it('lists boards, by project, newest first, with the auto-generated board of each project', async () => {
    const all = BoardList.parse((await owner.get(`${HD}/boards/?project=${projectId}`)).json());
    const auto = all.results.find((b) => b.is_auto_generated);
    expect(auto).toBeDefined();
    expect(auto!.name).toBe('Maple Street — All Images');
    expect(auto!.version_count).toBe(3);
    expect(all.results.every((b) => b.project.id === projectId)).toBe(true);
    const mine = BoardList.parse((await owner.get(`${HD}/boards/`)).json());
    expect(mine.count).toBeGreaterThan(all.count);
    expect((await other.get(`${HD}/boards/?project=${projectId}`)).statusCode).toBe(404);
  });

  it('keeps the auto board in sync as images arrive and refuses to edit it', async () => {
    const list = () => owner.get(`${HD}/boards/?project=${projectId}`);
    const auto = BoardList.parse((await list()).json()).results.find((b) => b.is_auto_generated)!;
    const [added] = await uploadTo(owner, projectId, 1);
    const after = Board.parse((await owner.get(`${HD}/boards/${auto.id}/`)).json());
    expect(after.versions.map((v) => v.id)).toContain(added);

    const edit = await owner.patch(`${HD}/boards/${auto.id}/`, { name: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toMatch(/read-only/);
  });

  it('renames and re-picks a board; refuses a blank name and unknown fields', async () => {
    const { id } = (
      await createBoard({ project: projectId, name: 'Old', version_ids: [versionIds[0]] })
    ).json();
    const renamed = await owner.patch(`${HD}/boards/${id}/`, {
      name: 'New',
      version_ids: [versionIds[1], versionIds[2]],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'New', version_count: 2 });
    expect((await owner.patch(`${HD}/boards/${id}/`, { name: ' ' })).statusCode).toBe(400);
    expect((await owner.patch(`${HD}/boards/${id}/`, { owner: 'x' })).statusCode).toBe(400);
    expect((await other.patch(`${HD}/boards/${id}/`, { name: 'Hijack' })).statusCode).toBe(404);
  });

  it("answers 404 for another user's board on every verb", async () => {
    const { id } = (
      await createBoard({ project: projectId, name: 'Private', version_ids: [versionIds[0]] })
    ).json();
    expect((await other.get(`${HD}/boards/${id}/`)).statusCode).toBe(404);
    expect((await other.del(`${HD}/boards/${id}/`)).statusCode).toBe(404);
    expect((await other.post(`${HD}/boards/${id}/share_links/`, {})).statusCode).toBe(404);
    expect((await owner.get(`${HD}/boards/${id}/`)).statusCode).toBe(200);
  });
});

describe('share links and the shared board', () => {
  let boardId: string;
  let view: ShareLink;
  let upload: ShareLink;

  beforeAll(async () => {
    boardId = (
      await createBoard({ project: projectId, name: 'Shared picks', version_ids: [versionIds[0]] })
    ).json().id;
    view = ShareLink.parse(
      (
        await owner.post(`${HD}/boards/${boardId}/share_links/`, {
          permission: 'view',
          expires_in_days: null,
          resource_type: 'board',
        })
      ).json(),
    );
    upload = ShareLink.parse(
      (await owner.post(`${HD}/boards/${boardId}/share_links/`, { permission: 'upload' })).json(),
    );
  });

  it('makes links with at least 128 bits of token that open the share viewer', () => {
    expect(Buffer.from(view.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(view.token).not.toBe(upload.token);
    expect(view.url).toMatch(new RegExp(`/app/share/board/${view.token}$`));
    expect(view.expires_at).toBeNull();
  });

  it('marks the board shared, with its newest link as the share token', async () => {
    const board = Board.parse((await owner.get(`${HD}/boards/${boardId}/`)).json());
    expect(board.is_public).toBe(true);
    expect(board.share_token).toBe(upload.token);
    expect(board.share_links.map((l) => l.permission).sort()).toEqual(['upload', 'view']);
  });

  it.each([
    [{ permission: 'edit' }, 'permission must be view or upload'],
    [{ expires_in_days: 0 }, 'expires_in_days must be at least 1'],
    [{ resource_type: 'project' }, 'resource_type must be board'],
  ])('refuses a link request %j', async (body, detail) => {
    const res = await owner.post(`${HD}/boards/${boardId}/share_links/`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
  });

  it('shows the board to anyone holding the token, without a session', async () => {
    const v = await visitor();
    const res = await v.get(`${HD}/share/${view.token}/`);
    expect(res.statusCode).toBe(200);
    const shared = SharedBoard.parse(res.json());
    expect(shared).toMatchObject({
      name: 'Shared picks',
      project_name: 'Maple Street',
      permission: 'view',
    });
    expect(shared.versions).toHaveLength(1);
    const thumb = await v.get(shared.versions[0]!.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
  });

  it('answers the same 404 for an unknown token', async () => {
    const res = await (await visitor()).get(`${HD}/share/${'x'.repeat(43)}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('This board link is invalid or has expired.');
  });

  it('lets an upload link add images to the owner project, the board and its auto board', async () => {
    const v = await visitor();
    const before = await rowCounts(server.config);
    const res = await v.send({
      method: 'POST',
      url: `${HD}/share/${upload.token}/upload/`,
      ...multipart([
        { name: 'images', filename: 'a.jpg', data: await jpeg(50, 40) },
        { name: 'images', filename: 'b.png', contentType: 'image/png', data: await png() },
      ]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uploaded).toBe(2);
    expect((await rowCounts(server.config)).images).toBe(before.images + 2);
    const shared = SharedBoard.parse((await v.get(`${HD}/share/${upload.token}/`)).json());
    expect(shared.versions).toHaveLength(3);
    const project = (await owner.get(`${HD}/projects/${projectId}/`)).json();
    expect(project.images.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining(['a.jpg', 'b.png']),
    );
  });

  it('refuses uploads through a view link (403) and bad files, storing nothing', async () => {
    const v = await visitor();
    const before = await rowCounts(server.config);
    const viaView = await v.send({
      method: 'POST',
      url: `${HD}/share/${view.token}/upload/`,
      ...multipart([{ name: 'images', filename: 'a.jpg', data: await jpeg() }]),
    });
    expect(viaView.statusCode).toBe(403);
    expect(viaView.json().detail).toMatch(/only allows viewing/);
    const textFile = await v.send({
      method: 'POST',
      url: `${HD}/share/${upload.token}/upload/`,
      ...multipart([{ name: 'images', filename: 'notes.png', data: 'just text' }]),
    });
    expect(textFile.statusCode).toBe(400);
    expect(textFile.json().detail).toContain('Invalid format');
    const forged = await v.send({
      method: 'POST',
      url: `${HD}/share/${upload.token}/upload/`,
      csrf: false,
      ...multipart([{ name: 'images', filename: 'a.jpg', data: await jpeg() }]),
    });
    expect(forged.statusCode).toBe(403);
    expect(await rowCounts(server.config)).toEqual(before);
  });

  it('counts link opens', async () => {
    const v = await visitor();
    expect(
      (await v.post(`${HD}/share-links/track-access/`, { token: view.token })).statusCode,
    ).toBe(200);
    const links = (await owner.get(`${HD}/share-links/`)).json().results as ShareLink[];
    expect(links.find((l) => l.id === view.id)!.access_count).toBe(1);
  });

  it('returns a QR code PNG of the link', async () => {
    const res = await owner.get(`${HD}/share-links/${view.id}/qr-code/`);
    expect(res.statusCode).toBe(200);
    const { url, qr_code } = res.json();
    expect(url).toBe(view.url);
    const png = Buffer.from(qr_code.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The same code as SVG, for print: a document of dark modules on a light ground.
    const { qr_svg } = res.json();
    expect(qr_svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 (\d+) \1"/,
    );
    expect(qr_svg).toContain('<path');
    expect((await other.get(`${HD}/share-links/${view.id}/qr-code/`)).statusCode).toBe(404);
  });

  it('revokes a link (PATCH or POST revoke): it stops opening at once', async () => {
    const extra = ShareLink.parse(
      (await owner.post(`${HD}/boards/${boardId}/share_links/`, {})).json(),
    );
    expect((await other.post(`${HD}/share-links/${extra.id}/revoke/`)).statusCode).toBe(404);
    const res = await owner.patch(`${HD}/share-links/${extra.id}/`, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    expect((await (await visitor()).get(`${HD}/share/${extra.token}/`)).statusCode).toBe(404);
    expect(
      (await owner.patch(`${HD}/share-links/${view.id}/`, { is_active: true })).statusCode,
    ).toBe(400);
    await owner.post(`${HD}/share-links/${view.id}/revoke/`);
    expect((await (await visitor()).get(`${HD}/share/${view.token}/`)).statusCode).toBe(404);
  });

  it('deleting a board removes its links; a deleted auto board returns with the next project', async () => {
    expect((await owner.del(`${HD}/boards/${boardId}/`)).statusCode).toBe(204);
    expect((await (await visitor()).get(`${HD}/share/${upload.token}/`)).statusCode).toBe(404);
    expect((await owner.get(`${HD}/boards/${boardId}/`)).statusCode).toBe(404);

    const autoOf = async () =>
      BoardList.parse((await owner.get(`${HD}/boards/?project=${projectId}`)).json()).results.find(
        (b) => b.is_auto_generated,
      );
    const auto = await autoOf();
    expect((await owner.del(`${HD}/boards/${auto!.id}/`)).statusCode).toBe(204);
    expect(await autoOf()).toBeUndefined();
    await newProject(owner, 'Next one');
    expect(await autoOf()).toBeDefined();
  });

  it('deleting a project deletes its boards', async () => {
    const p = await newProject(owner, 'Short-lived');
    const [v] = await uploadTo(owner, p, 1);
    const { id } = (await createBoard({ project: p, name: 'Gone soon', version_ids: [v] })).json();
    expect((await owner.del(`${HD}/projects/${p}/`)).statusCode).toBe(204);
    expect((await owner.get(`${HD}/boards/${id}/`)).statusCode).toBe(404);
  });
});
