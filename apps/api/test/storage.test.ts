import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { s3Storage } from '../src/storage/s3.ts';
import { isValidKey, newKey, type Storage } from '../src/storage/storage.ts';
import { storeThenCommit } from '../src/media/commit.ts';
import { prepareImages } from '../src/media/prepare.ts';
import { migrateToLatest, openDatabase, type Db } from '../src/db/connect.ts';
import { mediaSigner } from '../src/media/signing.ts';
import { loadConfig } from '../src/config.ts';
import { png } from './helpers/images.ts';
import { startTestServer } from './helpers/server.ts';
import { HD, mediaFiles, signedIn } from './helpers/session.ts';

// s3rver ships no type declarations; this is the part of its API the tests use.
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A local S3-compatible server (s3rver) on a free loopback port, with a fresh bucket per test. */
let s3server: S3rverInstance;
let s3endpoint = '';
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('hds-s3rver-'),
  });
  const { port } = await s3server.run();
  s3endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3server?.close());

const s3client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3endpoint,
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
let buckets = 0;
async function freshBucket(): Promise<string> {
  const bucket = `hds-test-${process.pid}-${++buckets}`;
  await s3client().send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}
async function bucketKeys(bucket: string): Promise<string[]> {
  const res = await s3client().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (res.Contents ?? []).map((o) => o.Key!);
}

/** Each implementation, with a way to list what it really holds (not through the interface). */
interface Subject {
  storage: Storage;
  stored(): Promise<string[]>;
}
/**
 * The third field says whether the backend under test can show the atomic-put property at all.
 * S3 itself makes a PUT visible only once complete, but s3rver writes the object file in place
 * while the body streams in (lib/stores/filesystem.js putObject), so a racing GET there can see
 * a prefix: a property of the emulator, which the test is skipped for.
 */
const implementations: [string, () => Promise<Subject>, { atomicBackend: boolean }][] = [
  [
    'local disk',
    async () => {
      const dir = tempDir('hds-storage-');
      return {
        storage: localDiskStorage(dir),
        stored: async () =>
          readdirSync(dir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => e.name),
      };
    },
    { atomicBackend: true },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const bucket = await freshBucket();
      return {
        storage: s3Storage({
          bucket,
          endpoint: s3endpoint,
          region: 'us-east-1',
          credentials: S3_CREDENTIALS,
          forcePathStyle: true,
        }),
        stored: () => bucketKeys(bucket),
      };
    },
    { atomicBackend: false },
  ],
];

/** A migrated in-memory database for the media journal of storeThenCommit. */
async function journalDb(): Promise<Db> {
  const db = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
  await migrateToLatest(db);
  return db;
}
const journal = async (db: Db) =>
  (await db.selectFrom('pending_media').select(['key', 'reason']).execute()).length;

const drain = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe.each(implementations)('%s storage', (_name, make, { atomicBackend }) => {
  it('writes, reads and deletes by random key, and refuses keys it did not make', async () => {
    const { storage, stored } = await make();
    const key = newKey('png');
    expect(isValidKey(key)).toBe(true);
    expect(newKey('png')).not.toBe(key);
    await storage.put(key, Buffer.from('abc'));
    expect((await storage.read(key))?.toString()).toBe('abc');
    expect(await storage.exists(key)).toBe(true);
    expect(await stored()).toEqual([key]);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await stored()).toEqual([]);
    await storage.delete(key); // deleting twice is fine
    for (const bad of ['../x.png', 'a/b.png', 'ABC.png', `${key}.exe`, '']) {
      expect(isValidKey(bad)).toBe(false);
      expect(await storage.read(bad)).toBeNull();
      expect(await storage.open(bad)).toBeNull();
      expect(await storage.exists(bad)).toBe(false);
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
  });

  it('streams an object with its size, and answers null for a missing one', async () => {
    const { storage } = await make();
    const key = newKey('jpg', 'preview');
    const data = Buffer.alloc(300_000, 7);
    data.write('the start', 0);
    await storage.put(key, data);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(data.length);
    expect((await drain(opened!.stream)).equals(data)).toBe(true);
    const missing = newKey('jpg');
    expect(await storage.open(missing)).toBeNull();
    expect(await storage.read(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    await storage.delete(missing);
  });

  it('tells the size of an object without reading it (what an export checks first)', async () => {
    const { storage } = await make();
    const key = newKey('png');
    await storage.put(key, Buffer.alloc(12_345, 1));
    expect(await storage.stat(key)).toEqual({ size: 12_345 });
    expect(await storage.stat(newKey('png'))).toBeNull();
    expect(await storage.stat('../x.png')).toBeNull();
  });

  it.skipIf(!atomicBackend)(
    'never shows a partial object: readers during a put see nothing or all of it',
    async () => {
      // Keys are always fresh (newKey), so the case that matters is a reader racing the first put.
      const { storage } = await make();
      const key = newKey('webp');
      const data = Buffer.alloc(2_000_000, 3);
      const writing = storage.put(key, data);
      const seen: (Buffer | null)[] = [];
      let done = false;
      void writing.finally(() => (done = true));
      while (!done) seen.push(await storage.read(key));
      await writing;
      seen.push(await storage.read(key));
      for (const s of seen) expect(s === null || s.equals(data)).toBe(true);
      expect(seen.at(-1)?.equals(data)).toBe(true);
    },
  );

  it('deletes the written files when the commit fails', async () => {
    const { storage, stored } = await make();
    const prepared = await prepareImages([
      { filename: 'a.png', data: await png() },
      { filename: 'b.png', data: await png() },
    ]);
    const db = await journalDb();
    await expect(
      storeThenCommit({ db, storage }, prepared, async (images) => {
        expect(images).toHaveLength(2);
        expect(await stored()).toHaveLength(6);
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await stored()).toHaveLength(0);
    expect(await journal(db)).toBe(0);
    await db.destroy();
  });

  it('journals the keys while they are written and settles them with the commit', async () => {
    const { storage, stored } = await make();
    const prepared = await prepareImages([{ filename: 'a.png', data: await png() }]);
    const db = await journalDb();
    const during: number[] = [];
    const watched: Storage = {
      ...storage,
      async put(key, data) {
        during.push(await journal(db));
        return storage.put(key, data);
      },
    };
    const keys = await storeThenCommit({ db, storage: watched }, prepared, async (images, trx) => {
      // Inside the commit the journal entries are already taken off (same transaction).
      expect(await journal(trx)).toBe(0);
      return [images[0]!.originalKey, images[0]!.previewKey, images[0]!.thumbKey];
    });
    expect(during).toEqual([3, 3, 3]);
    expect(await journal(db)).toBe(0);
    expect((await stored()).sort()).toEqual([...keys].sort());
    await db.destroy();
  });

  it('lists what it holds with its write time', async () => {
    const { storage } = await make();
    const before = Date.now() - 2000;
    const keys = [newKey('png'), newKey('webp', 'thumb')];
    for (const k of keys) await storage.put(k, Buffer.from(k));
    const listed = [];
    for await (const o of storage.list()) listed.push(o);
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const o of listed) {
      expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(o.modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
    }
    expect(await storage.removePartials(new Date())).toBe(0);
  });

  it('deletes the earlier files when a later write fails', async () => {
    const { storage, stored } = await make();
    let writes = 0;
    const flaky: Storage = {
      ...storage,
      async put(key, data) {
        if (++writes === 4) throw new Error('disk full');
        return storage.put(key, data);
      },
    };
    const prepared = await prepareImages([
      { filename: 'a.png', data: await png() },
      { filename: 'b.png', data: await png() },
    ]);
    const db = await journalDb();
    await expect(
      storeThenCommit({ db, storage: flaky }, prepared, async () => 'never'),
    ).rejects.toThrow('disk full');
    expect(await stored()).toHaveLength(0);
    expect(await journal(db)).toBe(0);
    await db.destroy();
  });
});

describe('local disk: what an interrupted put leaves behind', () => {
  it('removes temporary files older than the cutoff, and nothing else', async () => {
    const dir = tempDir('hds-partials-');
    const storage = localDiskStorage(dir);
    const kept = newKey('png');
    await storage.put(kept, Buffer.from('whole'));
    const folder = join(dir, kept.slice(0, 2));
    const old = join(folder, `${newKey('jpg')}.0123456789ab.tmp`);
    const fresh = join(folder, `${newKey('jpg')}.ba9876543210.tmp`);
    const foreign = join(folder, 'notes.txt.0123456789ab.tmp');
    for (const f of [old, fresh, foreign]) writeFileSync(f, 'part');
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(old, hourAgo, hourAgo);
    utimesSync(foreign, hourAgo, hourAgo);
    expect(await storage.removePartials(new Date(Date.now() - 60_000))).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    expect(await storage.exists(kept)).toBe(true);
    const listed = [];
    for await (const o of storage.list()) listed.push(o.key);
    expect(listed).toEqual([kept]);
  });
});

describe('S3 storage failures', () => {
  it('surfaces a missing bucket as an error instead of pretending the object is absent', async () => {
    const storage = s3Storage({
      bucket: 'hds-no-such-bucket',
      endpoint: s3endpoint,
      region: 'us-east-1',
      credentials: S3_CREDENTIALS,
      forcePathStyle: true,
    });
    await expect(storage.put(newKey('png'), Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });
});

describe('storage chosen by the environment', () => {
  it('reads STORAGE=s3 and its settings, and refuses an incomplete one', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: '',
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be/);
  });

  it('runs the whole upload and signed-media path on a bucket, with nothing on local disk', async () => {
    const bucket = await freshBucket();
    const server = await startTestServer({
      SAMPLES_DIR: '/nonexistent-samples',
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const u = await signedIn(server.app);
      const res = await u.upload(`${HD}/images/upload/`, [
        { name: 'file', filename: 'room.png', contentType: 'image/png', data: await png(800, 600) },
      ]);
      expect(res.statusCode).toBe(201);
      const image = res.json();
      expect(await bucketKeys(bucket)).toHaveLength(3); // original, preview, thumbnail
      expect(mediaFiles(server.config.dataDir)).toEqual([]);
      const media = await server.app.inject({ method: 'GET', url: image.thumb_url });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      const thumb = await sharp(Buffer.from(media.rawPayload)).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 300]);
      expect((await u.del(`${HD}/images/${image.id}/`)).statusCode).toBe(204);
      expect(await bucketKeys(bucket)).toEqual([]);
      const gone = await server.app.inject({ method: 'GET', url: image.thumb_url });
      expect(gone.statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('media URL signing', () => {
  it('accepts its own URL until it expires and nothing else', () => {
    const signer = mediaSigner(Buffer.from('k'.repeat(32)), 60);
    const url = new URL(signer.url('abc.png'), 'http://x');
    const exp = url.searchParams.get('exp');
    const sig = url.searchParams.get('sig');
    expect(signer.check('abc.png', exp, sig)).toBeNull();
    expect(signer.check('abd.png', exp, sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', String(Number(exp) + 1), sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', exp, sig, Number(exp) + 1)).toBe('This media link has expired.');
    const other = mediaSigner(Buffer.from('z'.repeat(32)), 60);
    expect(other.check('abc.png', exp, sig)).toBe('Invalid media signature.');
    expect(signer.check('abc.png', undefined, undefined)).toBe('Invalid media signature.');
  });
});
