import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUpscaleScale, upscaleMessages, Version } from '@hds/api-client/contract';
import { localDiskStorage } from '../../src/storage/localDisk.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { browser, startTestServer } from '../helpers/server.ts';
import { putOnPlan } from '../helpers/plans.ts';
import {
  HD,
  mediaFiles,
  rowCounts,
  signedIn,
  tableSnapshot,
  type Client,
} from '../helpers/session.ts';
import { jpeg, png } from '../helpers/images.ts';

/**
 * Issue #18, defects 5 and 6: exports stream instead of holding every file in memory, one user
 * runs at most a few at once, guests and Free accounts have a storage quota and project and
 * sample limits, and an upscale that could only fail is refused when it is asked for.
 */

/**
 * The media storage of the server under test, watched: how many reads are open at once, how
 * many were made, and a gate that holds every read until it is lifted.
 */
class WatchedStorage implements Storage {
  opens = 0;
  openNow = 0;
  maxOpenNow = 0;
  private gate: Promise<void> | null = null;
  private lift: (() => void) | null = null;
  constructor(readonly inner: Storage) {}

  /** From now on every read waits until `release()`. */
  hold() {
    this.gate = new Promise((resolve) => (this.lift = resolve));
  }
  release() {
    this.lift?.();
    this.gate = null;
  }
  reset() {
    this.opens = 0;
    this.maxOpenNow = 0;
  }
  private async pass() {
    this.opens++;
    if (this.gate) await this.gate;
  }
  async open(key: string) {
    await this.pass();
    const opened = await this.inner.open(key);
    if (!opened) return null;
    this.openNow++;
    this.maxOpenNow = Math.max(this.maxOpenNow, this.openNow);
    // Done when its data has ended (or it closed early): the next file may open right then.
    let done = false;
    const finish = () => {
      if (!done) this.openNow--;
      done = true;
    };
    opened.stream.once('end', finish).once('close', finish);
    return opened;
  }
  async read(key: string) {
    await this.pass();
    return this.inner.read(key);
  }
  put = (key: string, data: Buffer) => this.inner.put(key, data);
  exists = (key: string) => this.inner.exists(key);
  stat = (key: string) => this.inner.stat(key);
  delete = (key: string) => this.inner.delete(key);
  list = () => this.inner.list();
  removePartials = (olderThan: Date) => this.inner.removePartials(olderThan);
}

/** The entries of a zip, read from its central directory, each checked against its CRC. */
function unzip(buf: Buffer): { name: string; method: number; data: Buffer }[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd, 'end of central directory').toBeGreaterThanOrEqual(0);
  expect(eocd + 22, 'nothing after the end record').toBe(buf.length);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = Buffer.from(buf.subarray(start, start + size));
    if (method === 0) expect(crc32(data) >>> 0, `crc of ${name}`).toBe(crc);
    out.push({ name, method, data });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms),
    ),
  ]);
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A photo-sized picture whose file is small: a gradient, so sharp encodes it quickly. */
const bigJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a7' } })
    .jpeg({ quality: 60 })
    .toBuffer();

/** A PNG of noise: it does not compress, so its file is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) => {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

const samplesDir = mkdtempSync(join(tmpdir(), 'hds-resources-samples-'));
let server: Awaited<ReturnType<typeof startTestServer>>;
let storage: WatchedStorage;

beforeAll(async () => {
  mkdirSync(join(samplesDir, 'kitchen'), { recursive: true });
  writeFileSync(join(samplesDir, 'kitchen/empty.jpg'), await jpeg(48, 32));
  writeFileSync(
    join(samplesDir, 'manifest.json'),
    JSON.stringify({
      renders: [{ id: 'kitchen/empty', file: 'kitchen/empty.jpg' }],
      sampleProject: [{ room: 'kitchen', role: 'before', id: 'kitchen/empty' }],
    }),
  );
  // The server's own media folder (mediaFiles counts it), behind the watching wrapper.
  const dataDir = mkdtempSync(join(tmpdir(), 'hds-resources-'));
  storage = new WatchedStorage(localDiskStorage(join(dataDir, 'media')));
  server = await startTestServer(
    {
      DATA_DIR: dataDir,
      SAMPLES_DIR: samplesDir,
      // No workers: an accepted upscale stays queued instead of spending seconds of CPU.
      QUEUE_WORKERS: '0',
      // Small quotas, so reaching them takes a few tiny uploads.
      QUOTA_GUEST_IMAGES: '3',
      QUOTA_FREE_IMAGES: '40',
      QUOTA_FREE_MB: '2',
    },
    { storage },
  );
});
afterAll(async () => {
  await server.close();
  rmSync(samplesDir, { recursive: true, force: true });
});

async function newProject(c: Client, title = 'House') {
  const res = await c.post(`${HD}/projects/`, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function uploadPngs(c: Client, projectId: string, n: number, size = 40) {
  const res = await c.upload(
    `${HD}/projects/${projectId}/upload_images/`,
    await Promise.all(
      Array.from({ length: n }, async (_, i) => ({
        name: 'files',
        filename: `room-${i}.png`,
        contentType: 'image/png',
        data: await png(size + i, size, `#${(0x345678 + i * 0x1111).toString(16).slice(-6)}`),
      })),
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().images as { id: string; original_url: string }[];
}

const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;

describe('project export streams the zip (defect 5)', () => {
  let owner: Client;
  let projectId = '';
  let imgs: { id: string; original_url: string }[] = [];
  let origin = '';
  /** The owner's cookies and CSRF header, for requests over a real socket. */
  const headers = () => ({
    cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrftoken': owner.jar.get('csrftoken')!,
    'content-type': 'application/json',
  });

  beforeAll(async () => {
    origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signedIn(server.app, 'exports@example.com');
    // Pro: the stored files byte for byte, with the exact length (Free's watermark re-encodes).
    await putOnPlan(server.config, 'exports@example.com', 'pro');
    projectId = await newProject(owner, 'Export me');
    imgs = await uploadPngs(owner, projectId, 8, 64);
  });

  // Node's fetch can leave a spare connection open that never carries a request; the server
  // would wait for it until its headers timeout (~60 s) when it closes.
  afterAll(() => server.app.server.closeAllConnections());

  const exportNow = (c: Client = owner) => c.post(`${HD}/projects/${projectId}/export/`, {});

  it('is a valid, complete zip of stored files with its exact length announced', async () => {
    storage.reset();
    const res = await exportNow();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const entries = unzip(res.rawPayload);
    expect(entries).toHaveLength(imgs.length);
    // JPEG, PNG and WebP are compressed already: stored, not deflated again.
    for (const e of entries) expect(e.method).toBe(0);
    const stored = await Promise.all(imgs.map((i) => storage.inner.read(keyOf(i.original_url))));
    for (const file of stored) expect(entries.map((e) => e.data)).toContainEqual(file);
    // One file open at a time, whatever the project's size.
    expect(storage.maxOpenNow).toBe(1);
  });

  it('sends its first bytes before the files after the first are read', async () => {
    storage.reset();
    storage.hold();
    try {
      const res = await withTimeout(
        fetch(`${origin}${HD}/projects/${projectId}/export/`, {
          method: 'POST',
          headers: headers(),
          body: '{}',
        }),
        5000,
        'export reply headers',
      );
      // Headers and the first entry's local header come out while every read is still held.
      const reader = res.body!.getReader();
      const first = await withTimeout(reader.read(), 5000, 'first bytes of the export');
      expect(first.value!.length).toBeGreaterThan(0);
      expect(Buffer.from(first.value!).readUInt32LE(0)).toBe(0x04034b50);
      expect(storage.opens).toBe(1);
      storage.release();
      const rest: Uint8Array[] = [first.value!];
      for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
      expect(unzip(Buffer.concat(rest))).toHaveLength(imgs.length);
    } finally {
      storage.release();
    }
  });

  it('leaves out a file that is missing, and the zip stays whole', async () => {
    const p = await newProject(owner, 'One gone');
    const three = await uploadPngs(owner, p, 3);
    await storage.inner.delete(keyOf(three[1]!.original_url));
    const res = await owner.post(`${HD}/projects/${p}/export/`, {});
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);
    expect(entries.map((e) => e.name).sort()).toEqual(['room-0.png', 'room-2.png']);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('refuses a third export at once, and takes one again when one ends', async () => {
    storage.hold();
    const running = [exportNow(), exportNow()];
    try {
      await tick(200);
      const third = await withTimeout(exportNow(), 3000, 'third export');
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toBe(
        '2 exports of yours are already running; try again when one finishes.',
      );
      // Another user is not held up by this one's exports.
      const other = await signedIn(server.app, 'other-exporter@example.com');
      const theirs = await newProject(other, 'Theirs');
      const otherRes = other.post(`${HD}/projects/${theirs}/export/`, {});
      storage.release();
      expect((await otherRes).statusCode).toBe(200);
    } finally {
      storage.release();
    }
    for (const res of await Promise.all(running)) expect(res.statusCode).toBe(200);
    expect((await exportNow()).statusCode).toBe(200);
  });

  it('frees the slot of an export the client walks away from', async () => {
    storage.hold();
    const aborts = [new AbortController(), new AbortController()];
    try {
      const started = aborts.map((a) =>
        fetch(`${origin}${HD}/projects/${projectId}/export/`, {
          method: 'POST',
          headers: headers(),
          body: '{}',
          signal: a.signal,
        }),
      );
      const responses = await withTimeout(Promise.all(started), 5000, 'export headers');
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      expect((await exportNow()).statusCode).toBe(429);
      for (const a of aborts) a.abort();
      await tick(300);
    } finally {
      storage.release();
    }
    const again = await withTimeout(
      Promise.all([exportNow(), exportNow()]),
      10_000,
      'exports after the aborted ones',
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    // The reads of the dropped downloads were closed, not left open.
    await tick(100);
    expect(storage.openNow).toBe(0);
  });
});

describe('storage quota of guests and Free accounts (defect 5)', () => {
  /** A board with an upload link on a project of `owner`'s. */
  async function uploadLink(owner: Client, projectId: string, versionId: string) {
    const board = await owner.post(`${HD}/boards/`, {
      project: projectId,
      name: 'Picks',
      version_ids: [versionId],
    });
    expect(board.statusCode, board.body).toBe(201);
    const link = await owner.post(`${HD}/boards/${board.json().id}/share_links/`, {
      permission: 'upload',
    });
    expect(link.statusCode, link.body).toBe(201);
    return link.json().token as string;
  }

  const file = async (name = 'files', i = 0) => ({
    name,
    filename: `extra-${i}.png`,
    contentType: 'image/png',
    data: await png(30 + i, 20),
  });

  it('a guest at the limit is refused on every upload route, and nothing is stored', async () => {
    const guest = await signedIn(server.app);
    const projectId = await newProject(guest);
    const imgs = await uploadPngs(guest, projectId, 3);
    const version = (await guest.get(`${HD}/images/${imgs[0]!.id}/versions/`)).json().results[0];
    const token = await uploadLink(guest, projectId, version.id);
    const visitor = browser(server.app);
    await visitor.get('/api/v1/auth/csrf/');

    const full =
      "You've reached your storage limit of 3 images. Delete some images or sign in with Google for a higher limit.";
    const routes: [string, () => Promise<{ statusCode: number; json(): { detail: string } }>][] =
      [
        ['projects upload_images', async () =>
          guest.upload(`${HD}/projects/${projectId}/upload_images/`, [await file()])],
        ['images/', async () =>
          guest.upload(`${HD}/images/`, [await file('file'), { name: 'project_id', data: projectId }])],
        ['images/upload/', async () =>
          guest.upload(`${HD}/images/upload/`, [await file('file'), { name: 'project', data: projectId }])],
        ['images/batch-upload/', async () =>
          guest.upload(`${HD}/images/batch-upload/`, [{ name: 'project', data: projectId }, await file()])],
      ]; // prettier-ignore
    for (const [route, send] of routes) {
      const before = await rowCounts(server.config);
      const files = mediaFiles(server.config.dataDir).length;
      const res = await send();
      expect(res.statusCode, route).toBe(403);
      expect(res.json().detail, route).toBe(full);
      expect(await rowCounts(server.config), route).toEqual(before);
      expect(mediaFiles(server.config.dataDir).length, route).toBe(files);
    }

    // Through the share link the upload would land in the owner's account: their quota counts,
    // and the visitor is told whose room ran out.
    const before = await tableSnapshot(server.config);
    const files = mediaFiles(server.config.dataDir).length;
    const { multipart } = await import('../helpers/images.ts');
    const res = await visitor.send({
      method: 'POST',
      url: `${HD}/share/${token}/upload/`,
      ...multipart([await file('images')]),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      "This board's owner has run out of storage, so it cannot take more uploads. Ask them to make room.",
    );
    expect(await tableSnapshot(server.config)).toEqual(before);
    expect(mediaFiles(server.config.dataDir).length).toBe(files);

    // Deleting an image makes room again.
    expect((await guest.del(`${HD}/images/${imgs[0]!.id}/`)).statusCode).toBe(204);
    const ok = await guest.upload(`${HD}/projects/${projectId}/upload_images/`, [await file()]);
    expect(ok.statusCode).toBe(201);
  });

  it('an upload that would go past the limit is refused whole', async () => {
    const guest = await signedIn(server.app);
    const projectId = await newProject(guest);
    await uploadPngs(guest, projectId, 2);
    const before = await rowCounts(server.config);
    const files = mediaFiles(server.config.dataDir).length;
    const res = await guest.upload(`${HD}/projects/${projectId}/upload_images/`, [
      await file('files', 1),
      await file('files', 2),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'This upload of 2 images would go past your storage limit of 3 images (2 used). ' +
        'Upload fewer, delete some images or sign in with Google for a higher limit.',
    );
    expect(await rowCounts(server.config)).toEqual(before);
    expect(mediaFiles(server.config.dataDir).length).toBe(files);
  });

  it('two uploads racing for the last place: one is stored, the other refused and removed', async () => {
    const guest = await signedIn(server.app);
    const projectId = await newProject(guest);
    await uploadPngs(guest, projectId, 2);
    const files = mediaFiles(server.config.dataDir).length;
    const results = await Promise.all([
      guest.upload(`${HD}/projects/${projectId}/upload_images/`, [await file('files', 5)]),
      guest.upload(`${HD}/projects/${projectId}/upload_images/`, [await file('files', 6)]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect((await guest.get(`${HD}/projects/${projectId}/`)).json().image_count).toBe(3);
    // Original, preview and thumbnail of the one stored; nothing left of the refused one.
    expect(mediaFiles(server.config.dataDir).length).toBe(files + 3);
  });

  it('counts bytes too: a Free account past its megabytes is refused', async () => {
    const u = await signedIn(server.app, 'bytes@example.com');
    const projectId = await newProject(u);
    const big = await noisePng(1000, 800); // about 2.3 MB, over the 2 MB of this server
    const before = await rowCounts(server.config);
    const files = mediaFiles(server.config.dataDir).length;
    const res = await u.upload(`${HD}/projects/${projectId}/upload_images/`, [
      { name: 'files', filename: 'noise.png', contentType: 'image/png', data: big },
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(
      /^This upload \(2\.\d MB\) would go past your storage limit of 2 MB \(0 MB used\)\. Delete some images or upgrade your plan\.$/,
    );
    expect(await rowCounts(server.config)).toEqual(before);
    expect(mediaFiles(server.config.dataDir).length).toBe(files);
  });
});

describe('project and sample-project limits (defect 5)', () => {
  it('a guest and a Free account have 5 projects of their own; deleting one makes room', async () => {
    for (const [c, limit, guest] of [
      [await signedIn(server.app), 5, true],
      [await signedIn(server.app, 'five@example.com'), 5, false],
    ] as const) {
      const ids = [];
      for (let i = 0; i < limit; i++) ids.push(await newProject(c, `P${i}`));
      const before = await rowCounts(server.config);
      const res = await c.post(`${HD}/projects/`, { title: 'One too many' });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(
        guest
          ? `You've reached the limit of ${limit} projects for guests. Delete a project, or sign in with Google and upgrade your plan.`
          : `You've reached the limit of ${limit} projects on the Free plan. Delete a project or upgrade your plan.`,
      );
      expect(await rowCounts(server.config)).toEqual(before);
      // A sample project is not one of the plan's projects.
      expect((await c.post(`${HD}/projects/create_sample_project/`)).statusCode).toBe(201);
      expect((await c.del(`${HD}/projects/${ids[0]}/`)).statusCode).toBe(204);
      expect((await c.post(`${HD}/projects/`, { title: 'Room again' })).statusCode).toBe(201);
    }
  });

  it('an account makes at most 3 sample projects, and deleting them does not reset that', async () => {
    const u = await signedIn(server.app, 'samples@example.com');
    const made = [];
    for (let i = 0; i < 3; i++) {
      const res = await u.post(`${HD}/projects/create_sample_project/`);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id);
    }
    for (const id of made) expect((await u.del(`${HD}/projects/${id}/`)).statusCode).toBe(204);
    const before = await rowCounts(server.config);
    const files = mediaFiles(server.config.dataDir).length;
    const res = await u.post(`${HD}/projects/create_sample_project/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      "You've already made 3 sample projects, the most an account can make. Create a project of your own to upload your photos.",
    );
    expect(await rowCounts(server.config)).toEqual(before);
    expect(mediaFiles(server.config.dataDir).length).toBe(files);
  });

  it('has the README figures by default, each changeable, and `unlimited` lifts one', async () => {
    const { DEFAULT_LIMITS, resourceLimitsFromEnv } = await import('../../src/resourceLimits.ts');
    expect(resourceLimitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toEqual({
      storage: {
        guest: { images: 50, bytes: 250 * 1024 * 1024 },
        free: { images: 500, bytes: 2048 * 1024 * 1024 },
      },
      projects: { guest: 5, free: 5 },
      sampleProjects: 3,
      exportsPerUser: 2,
    });
    const lifted = resourceLimitsFromEnv({ QUOTA_GUEST_IMAGES: 'unlimited', QUOTA_FREE_MB: '10' });
    expect(lifted.storage.guest.images).toBe(Infinity);
    expect(lifted.storage.free.bytes).toBe(10 * 1024 * 1024);
    expect(() => resourceLimitsFromEnv({ EXPORTS_PER_USER: '0' })).toThrow(/EXPORTS_PER_USER/);
  });
});

describe('upscale is refused when its result would pass 40 MP (defect 6)', () => {
  let u: Client;
  let twelve: { id: string; versions: Version[] };
  let threeMp: { id: string; versions: Version[] };
  let small: { id: string; versions: Version[] };

  beforeAll(async () => {
    u = await signedIn(server.app, 'upscale@example.com');
    const projectId = await newProject(u, 'Big photos');
    const res = await u.upload(`${HD}/projects/${projectId}/upload_images/`, [
      { name: 'files', filename: 'twelve.jpg', data: await bigJpeg(4000, 3000) },
      { name: 'files', filename: 'three.jpg', data: await bigJpeg(2000, 1500) },
      { name: 'files', filename: 'small.jpg', data: await bigJpeg(400, 300) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    [twelve, threeMp, small] = res.json().images;
  }, 60_000);

  const refusedWithNothingMade = async (
    send: () => Promise<{ statusCode: number; json(): { detail: string } }>,
    detail: string,
  ) => {
    const before = await tableSnapshot(server.config);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
    const after = await tableSnapshot(server.config);
    // Nothing written: no job, no pending version, no audit entry, no usage.
    for (const table of ['jobs', 'versions', 'audit_log', 'usage_events']) {
      expect(after[table], table).toEqual(before[table]);
    }
  };

  it('tells each version the largest scale it allows', () => {
    const max = (img: { versions: Version[] }) => Version.parse(img.versions[0]).max_upscale;
    expect(max(twelve)).toBeNull();
    expect(max(threeMp)).toBe(2);
    expect(max(small)).toBe(4);
    expect([maxUpscaleScale(4000, 3000), maxUpscaleScale(2000, 1500)]).toEqual([null, 2]);
    expect(maxUpscaleScale(1580, 1000)).toBe(4);
  });

  it('a 12 MP photo at ×2 is a 400 naming the limit, and nothing is queued', async () => {
    await refusedWithNothingMade(
      () => u.post(`${HD}/transformations/upscale/`, { image_id: twelve.id, args: { scale: 2 } }),
      'At ×2 this image would be 8000 × 6000 px; the largest is 40 MP. This image is too large to upscale.',
    );
  });

  it('2000 × 1500 at ×4 is a 400 naming ×2; at ×2 it is accepted', async () => {
    const detail = 'At ×4 this image would be 8000 × 6000 px; the largest is 40 MP. Choose ×2.';
    expect(upscaleMessages.tooLarge(2000, 1500, 4)).toBe(detail);
    await refusedWithNothingMade(
      () =>
        u.post(`${HD}/transformations/upscale/`, {
          image_id: threeMp.id,
          transformation: 'upscale',
          parameters: { scale: 4 },
        }),
      detail,
    );
    const ok = await u.post(`${HD}/transformations/upscale/`, {
      image_id: threeMp.id,
      args: { scale: 2 },
    });
    expect(ok.statusCode).toBe(202);
  });

  it('a batch and a workflow are refused the same way, before any job', async () => {
    await refusedWithNothingMade(
      () =>
        u.post(`${HD}/transformations/batch/`, {
          image_ids: [small.id, threeMp.id],
          transformation: 'upscale',
          parameters: { scale: 4 },
        }),
      upscaleMessages.tooLarge(2000, 1500, 4),
    );
    // Two ×2 steps: the second starts from 4000 × 3000.
    await refusedWithNothingMade(
      () =>
        u.post(`${HD}/workflows/`, {
          image_id: threeMp.id,
          steps: [
            { operation: 'upscale', args: { scale: 2 } },
            { operation: 'lighting', args: {} },
            { operation: 'upscale', args: { scale: 2 } },
          ],
        }),
      upscaleMessages.tooLarge(4000, 3000, 2),
    );
  });
});
