import type { Kysely, Migration } from 'kysely';

/**
 * Boards (a chosen set of versions of one project, or the project's auto-generated board), the
 * versions they hold, and their share links. Deleting a project deletes its boards; deleting a
 * board deletes its links; deleting a version drops it from every board.
 */
export const boardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('boards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_auto_generated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('boards_user_updated')
      .on('boards')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema.createIndex('boards_project').on('boards').column('project_id').execute();
    await db.schema
      .createTable('board_versions')
      .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
      .addColumn('version_id', 'text', (c) =>
        c.notNull().references('versions.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('board_versions_pk', ['board_id', 'version_id'])
      .execute();
    await db.schema
      .createIndex('board_versions_version')
      .on('board_versions')
      .column('version_id')
      .execute();
    await db.schema
      .createTable('share_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('board_id', 'text', (c) => c.notNull().references('boards.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('permission', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('access_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_accessed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('share_links_board').on('share_links').column('board_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('share_links').execute();
    await db.schema.dropTable('board_versions').execute();
    await db.schema.dropTable('boards').execute();
  },
};

export interface BoardsTable {
  id: string;
  user_id: string;
  project_id: string;
  name: string;
  description: string;
  is_auto_generated: number;
  created_at: string;
  updated_at: string;
}

export interface BoardVersionsTable {
  board_id: string;
  version_id: string;
  position: number;
  created_at: string;
}

export interface ShareLinksTable {
  id: string;
  board_id: string;
  user_id: string;
  /** 256 random bits, base64url: the capability a recipient holds. */
  token: string;
  permission: string;
  expires_at: string | null;
  is_active: number;
  access_count: number;
  last_accessed_at: string | null;
  created_at: string;
}
