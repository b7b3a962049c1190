import type { Kysely, Migration } from 'kysely';

/**
 * The media journal: a key is listed here while no row can vouch for its file — from just
 * before an upload (or a job's result) writes it until the commit that names it, and from the
 * commit that deletes its rows until the file is gone. Whatever a crash leaves listed here, the
 * media sweep (media/sweep.ts) settles at the next start: an unreferenced file is deleted.
 */
export const pendingMediaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pending_media')
      .addColumn('key', 'text', (c) => c.primaryKey())
      // 'write': being written, not committed yet; 'delete': its rows are gone, the file goes.
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pending_media_created')
      .on('pending_media')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pending_media').execute();
  },
};

export interface PendingMediaTable {
  key: string;
  reason: 'write' | 'delete';
  created_at: string;
}
