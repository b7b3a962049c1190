import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { storageFromConfig } from '../../storage/fromConfig.ts';
import type { Storage } from '../../storage/storage.ts';
import { run } from './backup.ts';
import { MANIFEST, MEDIA_DIR, MEDIA_SECRET_FILE, sha256, type BackupManifest } from './manifest.ts';

type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>;

/** Refuses to restore over data: a restore goes into an empty data folder or database. */
async function assertEmptyTarget(config: RestoreConfig, storage: Storage) {
  if (config.databaseUrl) {
    const db = await openDatabase(config);
    try {
      const { rows } = await sql<{ n: string }>`select count(*)::text as n
        from information_schema.tables where table_schema = current_schema()`.execute(db);
      if (Number(rows[0]!.n) > 0) {
        throw new Error('The database DATABASE_URL names is not empty: restore into a new one');
      }
    } finally {
      await db.destroy();
    }
  } else if (existsSync(join(config.dataDir, 'hds.sqlite3'))) {
    throw new Error(`${config.dataDir} already holds a database: restore into an empty folder`);
  }
  for await (const object of storage.list()) {
    throw new Error(`The media store already holds ${object.key}: restore into an empty one`);
  }
}

/**
 * `npm run restore -- <dir>`: a backup into an empty data folder (SQLite and local media) or an
 * empty database and bucket (DATABASE_URL, STORAGE=s3). Every file's bytes are checked against
 * the manifest before anything is written, then stored, then the database restored.
 */
export async function restore(
  config: RestoreConfig,
  dir: string,
  storage: Storage = storageFromConfig(config),
): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  if ((manifest.database === 'postgres') !== Boolean(config.databaseUrl)) {
    throw new Error(
      `This is a ${manifest.database} backup: restore it with ${
        manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'
      }`,
    );
  }
  await assertEmptyTarget(config, storage);
  for (const f of manifest.files) {
    const data = await readFile(join(dir, MEDIA_DIR, f.key));
    if (data.length !== f.size || sha256(data) !== f.sha256) {
      throw new Error(`${MEDIA_DIR}/${f.key} differs from the manifest: the backup is damaged`);
    }
  }
  for (const f of manifest.files)
    await storage.put(f.key, await readFile(join(dir, MEDIA_DIR, f.key)));
  await mkdir(config.dataDir, { recursive: true });
  if (existsSync(join(dir, MEDIA_SECRET_FILE))) {
    await copyFile(join(dir, MEDIA_SECRET_FILE), join(config.dataDir, MEDIA_SECRET_FILE));
  }
  if (manifest.database === 'sqlite') {
    await copyFile(join(dir, manifest.databaseFile), join(config.dataDir, 'hds.sqlite3'));
  } else {
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl!}`,
      join(dir, manifest.databaseFile),
    ]);
  }
  return manifest;
}
