import type { Kysely, Migration, MigrationProvider } from 'kysely';

/** Ordered migrations; names sort in the order they must run. Never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_users_sessions_audit': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('firebase_uid', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('display_name', 'text')
        .addColumn('is_anonymous', 'integer', (c) => c.notNull())
        .addColumn('has_discovery_call', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quota_limit', 'integer', (c) => c.notNull().defaultTo(2000))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text')
        .addColumn('details', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_user_created')
        .on('audit_log')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
