import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../src/db/connect.ts';
import { storeThenCommit } from '../src/media/commit.ts';
import { prepareImages } from '../src/media/prepare.ts';
import { sweepMedia } from '../src/media/sweep.ts';
import { imagesRepository } from '../src/features/images/repository.ts';
import { pendingMediaRepository } from '../src/media/pendingMedia.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import { newKey, type Storage } from '../src/storage/storage.ts';
import { png } from './helpers/images.ts';
import { freshPostgresDatabase } from './helpers/server.ts';
import { mediaFiles } from './helpers/session.ts';

/*
 * The media sweep on the suite's database (SQLite, or PostgreSQL with TEST_DATABASE_URL) and a
 * real media folder: what it deletes, what it must leave alone, and the race with an upload.
 */
let dataDir = '';
let db: Db;
let storage: Storage;
let drop: (() => Promise<void>) | undefined;
let userId = '';
const log = { info: () => undefined, error: () => undefined };
const GRACE = 60_000;
const sweep = (scan = true, graceMs = GRACE) => sweepMedia({ db, storage, log }, { graceMs, scan });
const pathOf = (key: string) => join(dataDir, 'media', key.slice(0, 2), key);
const age = (key: string, ms: number) => {
  const t = new Date(Date.now() - ms);
  utimesSync(pathOf(key), t, t);
};
const journal = async () =>
  (await db.selectFrom('pending_media').select(['key', 'reason']).execute()).sort((a, b) =>
    a.key.localeCompare(b.key),
  );
async function journalled(key: string, reason: 'write' | 'delete', agoMs: number) {
  await db
    .insertInto('pending_media')
    .values({ key, reason, created_at: new Date(Date.now() - agoMs).toISOString() })
    .execute();
}
async function file(ext: 'png' | 'webp' = 'png', agoMs = 2 * GRACE) {
  const key = newKey(ext);
  await storage.put(key, Buffer.from(key));
  age(key, agoMs);
  return key;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hds-sweep-'));
  const pg = await freshPostgresDatabase({ migrated: true });
  drop = pg?.drop;
  db = await openDatabase({ databaseUrl: pg?.url ?? null, dataDir });
  await migrateToLatest(db);
  storage = localDiskStorage(join(dataDir, 'media'));
  userId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      firebase_uid: `sweep-${userId}`,
      email: null,
      display_name: null,
      is_anonymous: 0,
      has_discovery_call: 0,
      quota_limit: 2000,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await db?.destroy();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom('pending_media').execute();
  await db.deleteFrom('images').execute();
  for (const f of mediaFiles(dataDir)) rmSync(f);
});

/** An image row naming three fresh files, as a committed upload leaves it. */
async function committedImage(agoMs = 2 * GRACE) {
  const keys = [await file('png', agoMs), await file('webp', agoMs), await file('webp', agoMs)];
  await imagesRepository(db).insert(userId, null, {
    name: 'room.png',
    format: 'png',
    originalKey: keys[0]!,
    previewKey: keys[1]!,
    thumbKey: keys[2]!,
    width: 1,
    height: 1,
    sizeBytes: 1,
  });
  return keys;
}

describe('the media sweep', () => {
  it('deletes the files of a write that never committed, once older than the grace period', async () => {
    const dead = await file();
    const live = await file('png', 1000);
    await journalled(dead, 'write', 2 * GRACE);
    await journalled(live, 'write', 1000);
    expect(await sweep()).toEqual({ settled: 1, deleted: 1, partials: 0 });
    expect(existsSync(pathOf(dead))).toBe(false);
    // A write still inside the grace period may be an upload in flight: untouched.
    expect(existsSync(pathOf(live))).toBe(true);
    expect(await journal()).toEqual([{ key: live, reason: 'write' }]);
  });

  it('keeps a journalled file that a row names (a commit whose journal clean-up was lost)', async () => {
    const keys = await committedImage();
    for (const k of keys) await journalled(k, 'write', 2 * GRACE);
    expect(await sweep()).toEqual({ settled: 3, deleted: 0, partials: 0 });
    for (const k of keys) expect(existsSync(pathOf(k))).toBe(true);
    expect(await journal()).toEqual([]);
  });

  it('finishes a delete whose rows are gone, whatever its age', async () => {
    const key = await file('png', 0);
    await journalled(key, 'delete', 0);
    expect(await sweep()).toMatchObject({ settled: 1, deleted: 1 });
    expect(existsSync(pathOf(key))).toBe(false);
    expect(await journal()).toEqual([]);
  });

  it('deletes old files nothing names when it scans the store; keeps named and recent ones', async () => {
    const named = await committedImage();
    const orphan = await file();
    const recent = await file('png', 1000);
    expect(await sweep(false)).toEqual({ settled: 0, deleted: 0, partials: 0 });
    expect(existsSync(pathOf(orphan))).toBe(true);
    expect(await sweep(true)).toEqual({ settled: 0, deleted: 1, partials: 0 });
    expect(existsSync(pathOf(orphan))).toBe(false);
    for (const k of [...named, recent]) expect(existsSync(pathOf(k)), k).toBe(true);
  });

  it('removes the temporary file of an interrupted put', async () => {
    const key = newKey('jpg');
    const dir = join(dataDir, 'media', key.slice(0, 2));
    mkdirSync(dir, { recursive: true });
    const tmp = join(dir, `${key}.00112233aabb.tmp`);
    writeFileSync(tmp, 'half a picture');
    const t = new Date(Date.now() - 2 * GRACE);
    utimesSync(tmp, t, t);
    expect((await sweep(false)).partials).toBe(1);
    expect(existsSync(tmp)).toBe(false);
  });

  it('an upload whose writes the sweep took (judged dead) rolls back: no rows, no files', async () => {
    const prepared = await prepareImages([{ filename: 'slow.png', data: await png() }]);
    let swept = false;
    const slow: Storage = {
      ...storage,
      async put(key, data) {
        await storage.put(key, data);
        if (!swept) {
          swept = true;
          // The upload stalls past the grace period and a sweep runs meanwhile.
          await sweep(false, -GRACE);
        }
      },
    };
    const commit = storeThenCommit({ db, storage: slow }, prepared, async (images, trx) =>
      imagesRepository(trx).insert(userId, null, images[0]!),
    );
    await expect(commit).rejects.toMatchObject({ statusCode: 503 });
    expect(await db.selectFrom('images').selectAll().execute()).toEqual([]);
    expect(mediaFiles(dataDir)).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it('a committed upload leaves nothing in the journal and nothing for the sweep', async () => {
    const prepared = await prepareImages([{ filename: 'ok.png', data: await png() }]);
    const id = await storeThenCommit({ db, storage }, prepared, async (images, trx) =>
      imagesRepository(trx).insert(userId, null, images[0]!),
    );
    expect(await journal()).toEqual([]);
    for (const k of await imagesRepository(db).mediaKeys({ imageId: id })) age(k, 2 * GRACE);
    expect(await sweep(true)).toEqual({ settled: 0, deleted: 0, partials: 0 });
    expect(mediaFiles(dataDir)).toHaveLength(3);
    expect(
      await pendingMediaRepository(db).referenced(
        mediaFiles(dataDir).map((f) => f.split('/').pop()!),
      ),
    ).toHaveProperty('size', 3);
  });
});
