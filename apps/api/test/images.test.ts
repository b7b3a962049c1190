import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, rowCounts, signedIn, type Client } from './helpers/session.ts';
import { jpeg, png } from './helpers/images.ts';
import { timeAgo } from '../src/features/account/routes.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
let projectId: string;
let images: { id: string; versions: { id: string }[] }[];

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
  u = await signedIn(server.app);
  projectId = (await u.post(`${HD}/projects/`, { title: 'Loft' })).json().id;
  const up = await u.upload(`${HD}/projects/${projectId}/upload_images/`, [
    { name: 'files', filename: 'one.png', data: await png() },
    { name: 'files', filename: 'two.jpg', data: await jpeg() },
    { name: 'files', filename: 'three.png', data: await png(10, 10) },
  ]);
  images = up.json().images;
});
afterAll(() => server.close());

describe('images', () => {
  it('lists a project’s images in upload order, and recent images newest first', async () => {
    const byProject = (await u.get(`${HD}/images/?project=${projectId}`)).json();
    expect(byProject.results.map((i: { name: string }) => i.name)).toEqual([
      'one.png',
      'two.jpg',
      'three.png',
    ]);
    const recent = (await u.get(`${HD}/images/?limit=2&ordering=-created_at`)).json();
    expect(recent.results.map((i: { name: string }) => i.name)).toEqual(['three.png', 'two.jpg']);
  });

  it('answers one image with versions and detected categories', async () => {
    const res = await u.get(`${HD}/images/${images[0]!.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: images[0]!.id,
      project: projectId,
      project_title: 'Loft',
      detected_objects: { categories: [] },
    });
    expect(res.json().versions).toHaveLength(1);
  });

  it("reports the categories stored for the primary version's detection, most frequent first", async () => {
    const [first, second] = images;
    const { openDatabase } = await import('../src/db/connect.ts');
    const { detectionsRepository } = await import('../src/features/edits/detectionsRepository.ts');
    const db = await openDatabase(server.config);
    try {
      const box = { x: 1, y: 1, width: 4, height: 4 };
      const { user_id } = await db
        .selectFrom('images')
        .select('user_id')
        .where('id', '=', first!.id)
        .executeTakeFirstOrThrow();
      // What POST detect_objects stores for a version (the test writes it without the model).
      await detectionsRepository(db).save(user_id, first!.id, first!.versions[0]!.id, [
        { category: 'chair', score: 0.9, box },
        { category: 'couch', score: 0.8, box },
        { category: 'chair', score: 0.7, box },
      ]);
    } finally {
      await db.destroy();
    }
    const detail = (await u.get(`${HD}/images/${first!.id}/`)).json();
    expect(detail.detected_objects).toEqual({
      categories: [
        { type: 'chair', count: 2 },
        { type: 'couch', count: 1 },
      ],
    });
    // The same in lists; an image whose version was never detected has none.
    const listed = (await u.get(`${HD}/images/?project=${projectId}`)).json().results;
    expect(listed.map((i: { detected_objects: unknown }) => i.detected_objects)).toEqual([
      detail.detected_objects,
      { categories: [] },
      { categories: [] },
    ]);
    expect((await u.get(`${HD}/images/${second!.id}/`)).json().detected_objects).toEqual({
      categories: [],
    });
  });

  it('lists versions and the version tree under both spellings', async () => {
    const id = images[0]!.id;
    const versions = (await u.get(`${HD}/images/${id}/versions/`)).json();
    expect(versions.count).toBe(1);
    expect(versions.results[0]).toMatchObject({ kind: 'original', is_primary: true, job_id: null });
    for (const path of ['version_tree', 'version-tree']) {
      const tree = (await u.get(`${HD}/images/${id}/${path}/`)).json();
      expect(tree).toMatchObject({
        image: id,
        branches: ['main'],
        primary_version: versions.results[0].id,
        count: 1,
      });
      expect(tree.roots[0]).toMatchObject({ id: versions.results[0].id, children: [] });
    }
  });

  it('sets the primary version and refuses bad or foreign version ids', async () => {
    const [first, second] = images;
    const ok = await u.post(`${HD}/images/${first!.id}/set-primary/`, {
      version_id: first!.versions[0]!.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, version: { is_primary: true } });
    const otherImage = await u.post(`${HD}/images/${first!.id}/set-primary/`, {
      version_id: second!.versions[0]!.id,
    });
    expect(otherImage.statusCode).toBe(404);
    expect(otherImage.json().detail).toBe('Version not found.');
    for (const body of [{}, { version_id: 5 }, { version_id: '' }, undefined]) {
      const res = await u.post(`${HD}/images/${first!.id}/set-primary/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('version_id is required');
    }
  });

  it('answers 404 for unknown images and 400 for bad list parameters', async () => {
    for (const path of ['nope/', 'nope/versions/', 'nope/version_tree/']) {
      const res = await u.get(`${HD}/images/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Image not found.');
    }
    for (const q of ['limit=0', 'limit=x', 'ordering=name']) {
      const res = await u.get(`${HD}/images/?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await u.get(`${HD}/images/?project=missing`)).statusCode).toBe(404);
  });

  it('deletes an image with its versions and files', async () => {
    const up = await u.upload(`${HD}/images/upload/`, [
      { name: 'file', filename: 'gone.png', data: await png() },
    ]);
    const before = {
      rows: await rowCounts(server.config),
      files: mediaFiles(server.config.dataDir),
    };
    const res = await u.del(`${HD}/images/${up.json().id}/`);
    expect(res.statusCode).toBe(204);
    const after = await rowCounts(server.config);
    expect(after.images).toBe(before.rows.images - 1);
    expect(after.versions).toBe(before.rows.versions - 1);
    expect(mediaFiles(server.config.dataDir)).toHaveLength(before.files.length - 3);
    expect((await u.get(`${HD}/images/${up.json().id}/`)).statusCode).toBe(404);
    expect((await u.del(`${HD}/images/${up.json().id}/`)).statusCode).toBe(404);
  });
});

describe('tags', () => {
  it('creates, lists by category and refuses duplicates and bad input', async () => {
    const created = await u.post(`${HD}/tags/`, {
      name: 'Cozy',
      color: '#aa3300',
      category: 'mood',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Cozy', color: '#aa3300', category: 'mood' });
    await u.post(`${HD}/tags/`, { name: 'Client pick' });
    const mood = (await u.get(`${HD}/tags/?category=mood`)).json();
    expect(mood.results.map((t: { name: string }) => t.name)).toEqual(['Cozy']);
    expect((await u.get(`${HD}/tags/`)).json().count).toBe(2);

    const before = (await rowCounts(server.config)).tags;
    for (const [body, detail] of [
      [{ name: 'Cozy' }, 'already exists'],
      [{}, 'name is required'],
      [{ name: '' }, 'name is required'],
      [{ name: 'x', color: 'red' }, '#rrggbb'],
      [{ name: ['x'] }, 'name is required'],
    ] as const) {
      const res = await u.post(`${HD}/tags/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    expect((await rowCounts(server.config)).tags).toBe(before);
  });

  it('adds and removes tags on a version, by name or id', async () => {
    const versionId = images[1]!.versions[0]!.id;
    const added = await u.post(`${HD}/versions/${versionId}/add-tag/`, { tag: 'Sunny' });
    expect(added.statusCode).toBe(200);
    expect(added.json().tags.map((t: { name: string }) => t.name)).toEqual(['Sunny']);
    const tagId = added.json().tags[0].id;
    // Adding it again (by id this time) changes nothing.
    const again = await u.post(`${HD}/versions/${versionId}/add-tag/`, { tag: tagId });
    expect(again.json().tags).toHaveLength(1);
    const removed = await u.post(`${HD}/versions/${versionId}/remove-tag/`, { tag: 'Sunny' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().tags).toEqual([]);

    const unknownTag = await u.post(`${HD}/versions/${versionId}/remove-tag/`, { tag: 'Never' });
    expect(unknownTag.statusCode).toBe(404);
    expect(unknownTag.json().detail).toBe('Tag not found.');
    const unknownVersion = await u.post(`${HD}/versions/nope/add-tag/`, { tag: 'x' });
    expect(unknownVersion.statusCode).toBe(404);
    expect(unknownVersion.json().detail).toBe('Version not found.');
    for (const body of [{}, { tag: '' }, { tag: 3 }]) {
      const res = await u.post(`${HD}/versions/${versionId}/add-tag/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('tag is required');
    }
  });

  it('compares versions', async () => {
    const ids = [images[0]!.versions[0]!.id, images[1]!.versions[0]!.id];
    const res = await u.post(`${HD}/versions/compare/`, { version_ids: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().versions.map((v: { id: string }) => v.id)).toEqual(ids);
    expect(res.json()).toMatchObject({ same_image: false });
    expect(res.json().dimensions[0]).toEqual({ id: ids[0], width: 32, height: 24 });
    for (const [body, status] of [
      [{ version_ids: [ids[0]] }, 400],
      [{ version_ids: [ids[0], ids[0]] }, 400],
      [{ version_ids: 'abc' }, 400],
      [{}, 400],
      [{ version_ids: [ids[0], 'nope'] }, 404],
    ] as const) {
      const r = await u.post(`${HD}/versions/compare/`, body);
      expect(r.statusCode).toBe(status);
      expect(r.json().detail).toBeTruthy();
    }
  });
});

describe('user stats, activity, operations and audit', () => {
  it('quick stats for a guest and for a Google user', async () => {
    expect((await u.get(`${HD}/user/quick-stats/`)).json()).toEqual({
      projects_created: 1,
      total_designs: 0,
      monthly_usage: 0,
      monthly_limit: 10,
      plan: 'Guest (Limited)',
    });
    const g = await signedIn(server.app, 'stats@example.com');
    expect((await g.get(`${HD}/user/quick-stats/`)).json()).toMatchObject({
      projects_created: 0,
      monthly_limit: 100,
      plan: 'Free',
    });
  });

  it('recent activity, newest first, limited', async () => {
    const res = await u.get(`${HD}/user/activity/?limit=2`);
    expect(res.statusCode).toBe(200);
    const { activities } = res.json();
    expect(activities).toHaveLength(2);
    expect(activities[0]).toMatchObject({
      transformation_type: 'upload',
      status: 'completed',
      time_ago: 'just now',
      style: null,
    });
    expect(activities[0].title).toMatch(/^Uploaded /);
    expect((await u.get(`${HD}/user/activity/?limit=-1`)).statusCode).toBe(400);
    expect((await u.get(`${HD}/user/activity/`)).json().activities.length).toBeLessThanOrEqual(5);
  });

  it('time_ago speaks in words', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-01-07T12:00:00Z', now)).toBe('3 days ago');
  });

  it('pages operations with filters', async () => {
    const page1 = (await u.get(`${HD}/operations/?page_size=2&project_id=${projectId}`)).json();
    expect(page1).toMatchObject({ count: 3, num_pages: 2, has_next: true, has_previous: false });
    expect(page1.results[0]).toMatchObject({ project_title: 'Loft', status: 'completed' });
    const page2 = (
      await u.get(`${HD}/operations/?page=2&page_size=2&project_id=${projectId}`)
    ).json();
    expect(page2).toMatchObject({ has_next: false, has_previous: true });
    expect(page2.results).toHaveLength(1);
    const one = (await u.get(`${HD}/operations/?image_id=${images[2]!.id}`)).json();
    expect(one.results.map((o: { image: string }) => o.image)).toEqual([images[2]!.id]);
    expect((await u.get(`${HD}/operations/?page=zero`)).statusCode).toBe(400);
    expect((await u.get(`${HD}/operations/?image_id=nope`)).statusCode).toBe(404);
  });

  it('every change left an audit entry', async () => {
    const res = (await u.get(`${HD}/audit/?image_id=${images[0]!.id}`)).json();
    expect(res.results.map((a: { action: string }) => a.action)).toEqual([
      'version.set_primary',
      'image.uploaded',
    ]);
    const all = (await u.get(`${HD}/audit/?limit=100`)).json();
    const actions = new Set(all.results.map((a: { action: string }) => a.action));
    for (const action of [
      'project.created',
      'image.uploaded',
      'image.deleted',
      'tag.created',
      'version.tag_added',
      'version.tag_removed',
    ]) {
      expect(actions).toContain(action);
    }
    expect((await u.get(`${HD}/audit/?project_id=nope`)).statusCode).toBe(404);
    expect((await u.get(`${HD}/audit/?limit=0`)).statusCode).toBe(400);
  });
});
