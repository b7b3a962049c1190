import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { sql } from 'kysely';

/** What `npm run backup` wrote, for `npm run restore` to check every byte against. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** The database file or dump, relative to the backup folder. */
  databaseFile: string;
  /** Every media object copied, under `media/<key>`. */
  files: { key: string; size: number; sha256: string }[];
  /**
   * Keys the database snapshot names that were gone from the store by the time they were copied
   * (deleted after the snapshot was taken). Empty unless something was deleted meanwhile.
   */
  missing: string[];
}

export const MANIFEST = 'manifest.json';
export const MEDIA_DIR = 'media';
/** DATA_DIR's generated HMAC key of media URLs and form tokens (media/signing.ts). */
export const MEDIA_SECRET_FILE = 'media-secret';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Columns that name media objects (the media sweep's reference check reads the same ones). */
const MEDIA_COLUMNS: [table: string, column: string][] = [
  ['images', 'original_key'],
  ['images', 'preview_key'],
  ['images', 'thumb_key'],
  ['versions', 'storage_key'],
  ['versions', 'preview_key'],
  ['versions', 'thumb_key'],
  ['gallery_items', 'image_key'],
  ['gallery_items', 'thumb_key'],
  ['gallery_items', 'before_key'],
  ['gallery_items', 'before_thumb_key'],
];

/** Every media key the rows of `db` name. */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [table, column] of MEDIA_COLUMNS) {
    const { rows } = await sql<{
      k: string | null;
    }>`select ${sql.ref(column)} as k from ${sql.table(
      table,
    )} where ${sql.ref(column)} is not null`.execute(db);
    for (const r of rows) if (r.k) keys.add(r.k);
  }
  return keys;
}
