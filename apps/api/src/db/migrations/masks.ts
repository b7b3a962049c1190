import type { Kysely, Migration } from 'kysely';

/**
 * Masks users draw or correct (issue #28). The PNG is kept in the row (base64): a hand-drawn
 * mask is a few kilobytes to a few hundred, it belongs to exactly one version, and so it goes
 * with that version (and with its owner) by the foreign keys alone, with no file to sweep.
 */
export const masksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('masks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) =>
        c.notNull().references('versions.id').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('coverage', 'real', (c) => c.notNull())
      .addColumn('png', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('masks_version').on('masks').column('version_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('masks').execute();
  },
};
