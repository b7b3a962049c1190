import { spawn } from 'node:child_process';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { storageFromConfig } from '../../storage/fromConfig.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  MANIFEST,
  MEDIA_DIR,
  MEDIA_SECRET_FILE,
  referencedKeys,
  sha256,
  type BackupManifest,
} from './manifest.ts';

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>;

/** Runs a command to its end; rejects with its stderr when it fails. */
export function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${err.trim()}`)),
    );
  });
}

/**
 * The database at one moment, and the keys its rows name. SQLite: the online backup API (pages
 * copied while the server keeps writing; a write meanwhile restarts the copy). PostgreSQL: a
 * repeatable-read transaction exports its snapshot, `pg_dump --snapshot` dumps exactly that, and
 * the keys are read in the same snapshot. The schemas `hds_ops` (rate-limit windows) and
 * `pgboss` (deliveries; the jobs table is the queue's truth and the sweep re-queues) are left out.
 */
async function snapshotDatabase(config: BackupConfig, dir: string) {
  if (!config.databaseUrl) {
    const { default: SQLite } = await import('better-sqlite3');
    const source = new SQLite(join(config.dataDir, 'hds.sqlite3'), { fileMustExist: true });
    try {
      await source.backup(join(dir, 'hds.sqlite3'));
    } finally {
      source.close();
    }
    const copy = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      return { database: 'sqlite' as const, file: 'hds.sqlite3', keys: await referencedKeys(copy) };
    } finally {
      await copy.destroy();
    }
  }
  const db = await openDatabase(config);
  try {
    const file = 'postgres.dump';
    const keys = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows } = await sql<{ s: string }>`select pg_export_snapshot() as s`.execute(trx);
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]!.s}`,
          '--exclude-schema=hds_ops',
          '--exclude-schema=pgboss',
          `--file=${join(dir, file)}`,
          `--dbname=${config.databaseUrl}`,
        ]);
        return referencedKeys(trx);
      });
    return { database: 'postgres' as const, file, keys };
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run backup -- <dir>`: the database, then every media object of the store (local disk or
 * S3) into `<dir>/media`, and a manifest with each file's SHA-256. Safe while the server runs:
 * media objects are written before the rows that name them commit and never change, so the
 * store holds every file the snapshot names unless it was deleted after the snapshot (listed
 * as `missing`). Objects no row names yet (uploads in flight) are copied too; a restored server's
 * media sweep removes the ones whose upload never committed.
 */
export async function backup(
  config: BackupConfig,
  dir: string,
  storage: Storage = storageFromConfig(config),
): Promise<BackupManifest> {
  await mkdir(join(dir, MEDIA_DIR), { recursive: true });
  if ((await readdir(dir)).some((name) => name !== MEDIA_DIR)) {
    throw new Error(`${dir} is not empty: back up into a new folder`);
  }
  const snapshot = await snapshotDatabase(config, dir);
  // The generated media secret (no MEDIA_SECRET set): links already handed out keep working.
  const secret = join(config.dataDir, MEDIA_SECRET_FILE);
  if (existsSync(secret)) await copyFile(secret, join(dir, MEDIA_SECRET_FILE));
  const files: BackupManifest['files'] = [];
  const copied = new Set<string>();
  const copy = async (key: string) => {
    const data = await storage.read(key);
    if (!data) return;
    await writeFile(join(dir, MEDIA_DIR, key), data, { flag: 'wx' });
    files.push({ key, size: data.length, sha256: sha256(data) });
    copied.add(key);
  };
  for await (const { key } of storage.list()) await copy(key);
  // A key the snapshot names but the listing missed (written during the listing on S3): by name.
  for (const key of snapshot.keys) if (!copied.has(key)) await copy(key);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: snapshot.database,
    databaseFile: snapshot.file,
    files: files.sort((a, b) => a.key.localeCompare(b.key)),
    missing: [...snapshot.keys].filter((k) => !copied.has(k)).sort(),
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
