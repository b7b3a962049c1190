import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server.ts';
import { HD, signedIn, type Client } from './helpers/session.ts';
import { putOnPlan } from './helpers/plans.ts';
import { jpeg, png } from './helpers/images.ts';

/** The entries of a zip, read from its central directory (no unzip dependency needed). */
function unzip(buf: Buffer): Map<string, Buffer> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

let server: Awaited<ReturnType<typeof startTestServer>>;
let u: Client;
beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples', QUEUE_POLL_MS: '50' });
  u = await signedIn(server.app, 'exporter@example.com');
  // Pro exports the stored files byte for byte; Free's watermark is plans.test.ts's.
  await putOnPlan(server.config, 'exporter@example.com', 'pro');
});
afterAll(() => server.close());

describe('project export', () => {
  it('is a zip of each image’s primary version at full resolution, named after the image', async () => {
    const project = (await u.post(`${HD}/projects/`, { title: 'Oak St. #4' })).json();
    const up = (
      await u.upload(`${HD}/projects/${project.id}/upload_images/`, [
        { name: 'files', filename: 'kitchen.png', data: await png(40, 30) },
        { name: 'files', filename: 'kitchen.jpg', data: await jpeg(50, 20) },
      ])
    ).json();
    const [a, b] = up.images;
    // An edit that works on any picture (wall colour, say, needs walls to find).
    const op = (await u.get(`${HD}/capabilities/`))
      .json()
      .operations.find(
        (c: { available: boolean; operation: string }) =>
          c.available && ['lighting', 'upscale', 'watermark'].includes(c.operation),
      )?.operation;
    let edited: string | null = null;
    if (op) {
      const sub = (await u.post(`${HD}/transformations/${op}/`, { image_id: a.id })).json();
      for (let i = 0; i < 600; i++) {
        const s = (await u.get(`${HD}/jobs/${sub.job_id}/`)).json().status;
        if (s === 'succeeded' || s === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(
        (await u.post(`${HD}/images/${a.id}/set-primary/`, { version_id: sub.version_id }))
          .statusCode,
      ).toBe(200);
      edited = sub.version_id;
    }

    const res = await u.post(`${HD}/projects/${project.id}/export/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Oak_St._4.zip"');
    const files = unzip(res.rawPayload);
    const versions = async (imageId: string) =>
      (await u.get(`${HD}/images/${imageId}/versions/`)).json().results;
    const primaryOf = async (imageId: string) =>
      (await versions(imageId)).find((v: { is_primary: boolean }) => v.is_primary);
    const pa = await primaryOf(a.id);
    const pb = await primaryOf(b.id);
    if (edited) expect(pa.id).toBe(edited);
    const bytes = async (url: string) => (await u.get(url)).rawPayload;
    const names = [...files.keys()].sort();
    expect(names).toHaveLength(2);
    // Same image name twice: the second file gets a suffix instead of overwriting the first.
    for (const n of names) expect(n).toMatch(/^kitchen(-2)?\.(png|jpg|webp)$/);
    const contents = [...files.values()];
    expect(contents).toContainEqual(await bytes(pa.storage_url));
    expect(contents).toContainEqual(await bytes(pb.storage_url));
  }, 120_000);

  it('exports the versions asked for, and their originals beside them (issue #44)', async () => {
    const project = (await u.post(`${HD}/projects/`, { title: 'Chosen' })).json();
    const up = (
      await u.upload(`${HD}/projects/${project.id}/upload_images/`, [
        { name: 'files', filename: 'hall.png', data: await png(40, 30) },
        { name: 'files', filename: 'porch.jpg', data: await jpeg(50, 20) },
      ])
    ).json();
    const [a, b] = up.images;
    const versionsOf = async (imageId: string) =>
      (await u.get(`${HD}/images/${imageId}/versions/`)).json().results as {
        id: string;
        kind: string;
        storage_url: string;
      }[];
    const [origA] = await versionsOf(a.id);
    const [origB] = await versionsOf(b.id);
    const exportOf = async (body: object) => u.post(`${HD}/projects/${project.id}/export/`, body);
    const names = async (body: object) =>
      [...unzip((await exportOf(body)).rawPayload).keys()].sort();

    expect(await names({})).toEqual(['hall.png', 'porch.jpg']);
    expect(await names({ version_ids: [origB!.id] })).toEqual(['porch.jpg']);
    const only = unzip((await exportOf({ version_ids: [origA!.id] })).rawPayload);
    expect([...only.values()]).toEqual([(await u.get(origA!.storage_url)).rawPayload]);
    // The original is the chosen version itself here: it is not written twice.
    expect(await names({ version_ids: [origA!.id], include_originals: true })).toEqual([
      'hall.png',
    ]);

    // Someone else's version, or an unknown one, is not found; a malformed list is refused.
    const other = await signedIn(server.app, 'exporter-other@example.com');
    const theirs = (await other.post(`${HD}/projects/`, { title: 'Theirs' })).json();
    const theirUp = (
      await other.upload(`${HD}/projects/${theirs.id}/upload_images/`, [
        { name: 'files', filename: 'x.png', data: await png(20, 20) },
      ])
    ).json();
    const [theirVersion] = (
      await other.get(`${HD}/images/${theirUp.images[0].id}/versions/`)
    ).json().results;
    for (const ids of [[theirVersion.id], ['nope'], [origA!.id, theirVersion.id]]) {
      const res = await exportOf({ version_ids: ids });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Version not found.');
    }
    const bad = await exportOf({ version_ids: 'all', include_originals: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('version_ids must be a list of version ids');
  });

  it('answers 404 for an unknown project', async () => {
    const res = await u.post(`${HD}/projects/nope/export/`, {});
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Project not found.');
  });
});

// Here rather than in projects.test.ts: this server runs edits (the local engine, fast polling).
describe('a project card', () => {
  it('shows an image as its primary version looks once an edit is primary', async () => {
    const project = (await u.post(`${HD}/projects/`, { title: 'Cover after an edit' })).json();
    const [img] = (
      await u.upload(`${HD}/projects/${project.id}/upload_images/`, [
        { name: 'files', filename: 'room.png', data: await png(40, 30) },
      ])
    ).json().images;
    const sub = (
      await u.post(`${HD}/transformations/watermark/`, {
        image_id: img.id,
        args: { text: 'Virtually staged' },
      })
    ).json();
    let status = '';
    for (let i = 0; i < 600 && status !== 'succeeded' && status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await u.get(`${HD}/jobs/${sub.job_id}/`)).json().status;
    }
    expect(status).toBe('succeeded');
    const path = (url: string) => new URL(url, 'http://x').pathname;
    const cover = async () =>
      (await u.get(`${HD}/projects/`))
        .json()
        .results.find((p: { id: string }) => p.id === project.id)
        .cover_thumbnails.map(path);
    // A finished edit that is not primary leaves the card as it was.
    expect(await cover()).toEqual([path(img.thumb_url)]);
    await u.post(`${HD}/images/${img.id}/set-primary/`, { version_id: sub.version_id });
    const edited = (await u.get(`${HD}/images/${img.id}/versions/`))
      .json()
      .results.find((v: { id: string }) => v.id === sub.version_id);
    expect(await cover()).toEqual([path(edited.thumbnail_url)]);
    expect(path(edited.thumbnail_url)).not.toBe(path(img.thumb_url));
  }, 120_000);
});
