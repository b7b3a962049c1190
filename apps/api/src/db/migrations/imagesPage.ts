import type { Kysely, Migration } from 'kysely';

/**
 * Server paging of a project's images (issue #23): GET /images/?project=&page_size= walks the
 * project in upload order by keyset (created_at, id). With this index a page of a 2 000-image
 * project reads its 24 rows in order instead of every row of the project and a sort.
 */
export const imagesPageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('images_project_created')
      .on('images')
      .columns(['project_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('images_project_created').execute();
  },
};
