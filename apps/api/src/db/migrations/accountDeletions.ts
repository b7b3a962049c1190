import type { Kysely, Migration } from 'kysely';

/**
 * Pending account deletions: one row per user who asked for it, until the sweeper deletes the
 * account (the row goes with the user, ON DELETE CASCADE). A table rather than a column on
 * `users`, so the sweeper finds due work through one small index and a restart loses nothing.
 */
export const accountDeletionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_deletions')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('delete_after', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_deletions_due')
      .on('account_deletions')
      .column('delete_after')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_deletions').execute();
  },
};

export interface AccountDeletionsTable {
  user_id: string;
  requested_at: string;
  /** requested_at plus the grace period; the sweeper deletes the account from then on. */
  delete_after: string;
}
