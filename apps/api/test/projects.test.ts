import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, rowCounts, signedIn } from './helpers/session.ts';
import { png } from './helpers/images.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
const samplesDir = mkdtempSync(join(tmpdir(), 'hds-samples-'));

beforeAll(async () => {
  // A stand-in for the rendered samples: the manifest shape of tools/sample-scenes/lib/manifest.ts.
  const renders = [];
  for (const id of ['kitchen/empty', 'kitchen/furnished', 'living/empty', 'living/furnished']) {
    const file = `${id}.jpg`;
    mkdirSync(join(samplesDir, id.split('/')[0]!), { recursive: true });
    writeFileSync(
      join(samplesDir, file),
      await sharp({ create: { width: 48, height: 32, channels: 3, background: '#a96' } })
        .jpeg()
        .toBuffer(),
    );
    renders.push({ id, file });
  }
  writeFileSync(
    join(samplesDir, 'manifest.json'),
    JSON.stringify({
      renders,
      sampleProject: [
        { room: 'kitchen', role: 'before', id: 'kitchen/empty' },
        { room: 'kitchen', role: 'after', id: 'kitchen/furnished' },
        { room: 'living_room', role: 'before', id: 'living/empty' },
        { room: 'living_room', role: 'after', id: 'living/furnished' },
      ],
    }),
  );
  server = await startTestServer({ SAMPLES_DIR: samplesDir });
});
afterAll(async () => {
  await server.close();
  rmSync(samplesDir, { recursive: true, force: true });
});

describe('sign-in is required', () => {
  it.each([
    ['GET', `${HD}/projects/`],
    ['POST', `${HD}/projects/`],
    ['GET', `${HD}/projects/some-id/`],
    ['POST', `${HD}/projects/create_sample_project/`],
  ])('%s %s answers 401 with a detail', async (method, url) => {
    const b = browser(server.app);
    await b.get('/api/v1/auth/csrf/');
    const res = await b.send({ method: method as 'GET', url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/credentials/);
  });
});

describe('first-time users', () => {
  it('get a sample project with the four sample images on their first project list', async () => {
    const u = await signedIn(server.app);
    const res = await u.get(`${HD}/projects/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    const sample = body.results[0];
    expect(sample).toMatchObject({
      title: 'Sample Project',
      description: 'Get started with these example room transformations',
      is_sample: true,
      image_count: 4,
    });
    const detail = (await u.get(`${HD}/projects/${sample.id}/`)).json();
    expect(detail.images.map((i: { name: string }) => i.name)).toEqual([
      'kitchen_before.jpg',
      'kitchen_after.jpg',
      'living_room_before.jpg',
      'living_room_after.jpg',
    ]);
    expect(detail.images[0].versions[0]).toMatchObject({ kind: 'original', is_primary: true });
    // Listing again does not add a second one.
    expect((await u.get(`${HD}/projects/`)).json().count).toBe(1);
  });

  it('get exactly one sample when two first lists arrive together', async () => {
    const u = await signedIn(server.app);
    const [one, two] = await Promise.all([u.get(`${HD}/projects/`), u.get(`${HD}/projects/`)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await u.get(`${HD}/projects/`)).json().count).toBe(1);
  });

  it('do not get the sample back after deleting it', async () => {
    const u = await signedIn(server.app);
    const [sample] = (await u.get(`${HD}/projects/`)).json().results;
    expect((await u.del(`${HD}/projects/${sample.id}/`)).statusCode).toBe(204);
    expect((await u.get(`${HD}/projects/`)).json()).toMatchObject({ count: 0, results: [] });
  });

  it('can ask for a sample project explicitly', async () => {
    const u = await signedIn(server.app);
    const res = await u.post(`${HD}/projects/create_sample_project/`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Sample Project', image_count: 4 });
    expect(res.json().images).toHaveLength(4);
  });
});

describe('projects CRUD', () => {
  it('creates, reads, lists, searches, updates and deletes a project', async () => {
    const u = await signedIn(server.app, 'crud@example.com');
    const created = await u.post(`${HD}/projects/`, {
      title: '  Beach House ',
      address: '1 Ocean Drive',
      notes: 'Blue walls',
    });
    expect(created.statusCode).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({
      title: 'Beach House',
      address: '1 Ocean Drive',
      notes: 'Blue walls',
      image_count: 0,
      images: [],
    });
    expect(Date.parse(p.created_at)).not.toBeNaN();
    await u.post(`${HD}/projects/`, { title: 'City Flat' });

    const list = (await u.get(`${HD}/projects/`)).json();
    // No sample here: the user already had projects when they first listed them.
    expect(list.results.map((r: { title: string }) => r.title)).toEqual([
      'City Flat',
      'Beach House',
    ]);
    expect(list.count).toBe(2);

    const search = (await u.get(`${HD}/projects/?search=ocean`)).json();
    expect(search.results.map((r: { id: string }) => r.id)).toEqual([p.id]);
    const paged = (await u.get(`${HD}/projects/?page=2&page_size=1`)).json();
    expect(paged).toMatchObject({ count: 2, num_pages: 2 });
    expect(paged.results.map((r: { id: string }) => r.id)).toEqual([p.id]);

    const patched = await u.patch(`${HD}/projects/${p.id}/`, { notes: 'Sand walls' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Beach House', notes: 'Sand walls' });

    expect((await u.del(`${HD}/projects/${p.id}/`)).statusCode).toBe(204);
    expect((await u.get(`${HD}/projects/${p.id}/`)).statusCode).toBe(404);
    const audit = (await u.get(`${HD}/audit/?project_id=${p.id}`)).json();
    expect(audit.results.map((a: { action: string }) => a.action)).toEqual([
      'project.deleted',
      'project.updated',
      'project.created',
    ]);
  });

  it('deleting a project removes its images, versions and media files', async () => {
    const u = await signedIn(server.app);
    const { id } = (await u.post(`${HD}/projects/`, { title: 'To delete' })).json();
    const before = mediaFiles(server.config.dataDir).length;
    const up = await u.upload(`${HD}/projects/${id}/upload_images/`, [
      { name: 'files', filename: 'a.png', data: await png() },
      { name: 'files', filename: 'b.png', data: await png(20, 20) },
    ]);
    expect(up.statusCode).toBe(201);
    expect(mediaFiles(server.config.dataDir).length).toBe(before + 6);
    const rowsBefore = await rowCounts(server.config);
    expect((await u.del(`${HD}/projects/${id}/`)).statusCode).toBe(204);
    expect(mediaFiles(server.config.dataDir).length).toBe(before);
    const rowsAfter = await rowCounts(server.config);
    expect(rowsAfter.images).toBe(rowsBefore.images - 2);
    expect(rowsAfter.versions).toBe(rowsBefore.versions - 2);
    for (const img of up.json().images) {
      expect((await u.get(`${HD}/images/${img.id}/`)).statusCode).toBe(404);
    }
  });
});

describe('project cards', () => {
  it('carry the thumbnails of the first four images, in upload order, as signed media', async () => {
    const u = await signedIn(server.app);
    const { id } = (await u.post(`${HD}/projects/`, { title: 'Covers' })).json();
    const { id: emptyId } = (await u.post(`${HD}/projects/`, { title: 'Empty' })).json();
    const files = [];
    for (let i = 0; i < 5; i++)
      files.push({ name: 'files', filename: `room-${i}.png`, data: await png(40 + i, 30) });
    expect((await u.upload(`${HD}/projects/${id}/upload_images/`, files)).statusCode).toBe(201);

    const list = (await u.get(`${HD}/projects/`)).json();
    const card = list.results.find((p: { id: string }) => p.id === id);
    const empty = list.results.find((p: { id: string }) => p.id === emptyId);
    expect(empty.cover_thumbnails).toEqual([]);
    expect(card.cover_thumbnails).toHaveLength(4);

    const detail = (await u.get(`${HD}/projects/${id}/`)).json();
    const path = (url: string) => new URL(url, 'http://x').pathname;
    const byName = [...detail.images].sort((a, b) => a.name.localeCompare(b.name));
    expect(card.cover_thumbnails.map(path)).toEqual(
      byName.slice(0, 4).map((img: { thumb_url: string }) => path(img.thumb_url)),
    );
    expect(detail.cover_thumbnails.map(path)).toEqual(card.cover_thumbnails.map(path));
    // Fetched without the session's cookies: the signature is the permission.
    const media = await browser(server.app).get(card.cover_thumbnails[0]);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
  });
});

describe('bad project input is a 4xx with a detail and stores nothing', () => {
  it.each([
    ['no body', undefined, 'Project title is required'],
    ['an empty title', { title: '' }, 'Project title is required'],
    ['a blank title', { title: '   ' }, 'Project title is required'],
    ['a numeric title', { title: 42 }, 'Project title is required'],
    ['a list for notes', { title: 'x', notes: ['a'] }, 'notes must be text'],
    ['an overlong title', { title: 'x'.repeat(201) }, 'at most 200'],
  ])('POST with %s', async (_name, body, detail) => {
    const u = await signedIn(server.app);
    const before = await rowCounts(server.config);
    const res = await u.post(`${HD}/projects/`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    expect((await rowCounts(server.config)).projects).toBe(before.projects);
  });

  it('PATCH refuses unknown fields, empty bodies and blank titles', async () => {
    const u = await signedIn(server.app);
    const { id } = (await u.post(`${HD}/projects/`, { title: 'Keep' })).json();
    for (const body of [{ owner: 'me' }, {}, { title: '' }, { address: 7 }]) {
      const res = await u.patch(`${HD}/projects/${id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await u.get(`${HD}/projects/${id}/`)).json().title).toBe('Keep');
  });

  it('malformed JSON and a wrong content type are 4xx', async () => {
    const u = await signedIn(server.app);
    const bad = await u.send({
      method: 'POST',
      url: `${HD}/projects/`,
      payload: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Malformed JSON body');
    const xml = await u.send({
      method: 'POST',
      url: `${HD}/projects/`,
      payload: '<title/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().detail).toBeTruthy();
  });

  it.each(['page=0', 'page=abc', 'page_size=1000', 'page=1.5'])(
    'GET /projects/?%s is a 400',
    async (query) => {
      const u = await signedIn(server.app);
      const res = await u.get(`${HD}/projects/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/page/);
    },
  );

  it('unknown ids are 404 with a detail', async () => {
    const u = await signedIn(server.app);
    for (const res of [
      await u.get(`${HD}/projects/nope/`),
      await u.patch(`${HD}/projects/nope/`, { title: 'x' }),
      await u.del(`${HD}/projects/00000000-0000-0000-0000-000000000000/`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Project not found.');
    }
  });
});

describe('sample project with a broken sample file', () => {
  it('leaves the bad image out instead of failing the project list', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hds-bad-samples-'));
    writeFileSync(join(dir, 'good.jpg'), await png());
    writeFileSync(join(dir, 'bad.jpg'), 'not an image');
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        renders: [
          { id: 'good', file: 'good.jpg' },
          { id: 'bad', file: 'bad.jpg' },
          { id: 'escape', file: '../../etc/passwd' },
        ],
        sampleProject: [
          { room: 'kitchen', role: 'before', id: 'good' },
          { room: 'kitchen', role: 'after', id: 'bad' },
          { room: 'living_room', role: 'before', id: 'escape' },
          { room: 'living_room', role: 'after', id: 'missing' },
        ],
      }),
    );
    const s = await startTestServer({ SAMPLES_DIR: dir });
    try {
      const u = await signedIn(s.app);
      const res = await u.get(`${HD}/projects/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0]).toMatchObject({ title: 'Sample Project', image_count: 1 });
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sample project without rendered samples', () => {
  it('is created without images when the manifest is absent', async () => {
    const s = await startTestServer({ SAMPLES_DIR: join(tmpdir(), 'hds-no-samples-here') });
    try {
      const u = await signedIn(s.app);
      const res = await u.post(`${HD}/projects/create_sample_project/`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ title: 'Sample Project', image_count: 0, images: [] });
    } finally {
      await s.close();
    }
  });
});
