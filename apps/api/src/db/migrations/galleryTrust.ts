import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import type {
  GalleryItemsTable,
  GalleryLikesTable,
  GalleryReportsTable,
  GalleryViewsTable,
} from './gallery.ts';

/** An account's reports count towards hiding a design only from this age on. */
export const ESTABLISHED_ACCOUNT_MS = 86_400_000;

/*
 * Abuse and trust in the gallery (issue #44):
 * - roles kept in the database (`user_roles`; 'moderator', granted with `npm run admin`);
 * - reports by accounts only: `reporter_id` names the account, `counted` says whether it was a
 *   registered account at least a day old when it reported (only those count towards hiding);
 *   `gallery_items.counted_reports` is the open counted ones (under review from 1, hidden at the
 *   threshold);
 * - ranking from registered accounts: `ranked` on likes and views, shares one per account
 *   (`gallery_shares`), and `popularity` recomputed from those rows, so what signed-out callers
 *   added before (shares, views by address and browser) no longer ranks anything.
 * Reports made signed out before this stay for the moderator but count for nothing.
 */
export const galleryTrustMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('granted_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
      .execute();
    await db.schema.createIndex('user_roles_role').on('user_roles').column('role').execute();

    // A deleted account's reports go with it (its reasons are its words).
    await db.schema
      .alterTable('gallery_reports')
      .addColumn('reporter_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    await db.schema
      .alterTable('gallery_reports')
      .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('gallery_reports_reporter')
      .on('gallery_reports')
      .column('reporter_id')
      .execute();
    await db.schema
      .alterTable('gallery_items')
      .addColumn('counted_reports', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('gallery_likes')
      .addColumn('ranked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('gallery_views')
      .addColumn('ranked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('gallery_shares')
      .addColumn('item_id', 'text', (c) =>
        c.notNull().references('gallery_items.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ranked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('gallery_shares_pk', ['item_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('gallery_shares_user')
      .on('gallery_shares')
      .column('user_id')
      .execute();

    // What existed: signed-in reports name their account; registered accounts' likes and views rank.
    await sql`update gallery_reports set reporter_id = substr(reporter, 3)
      where reporter like 'u:%' and substr(reporter, 3) in (select id from users)`.execute(db);
    const reports = await sql<{ id: string; created_at: string; since: string; anon: number }>`
      select r.id, r.created_at, u.created_at as since, u.is_anonymous as anon
      from gallery_reports r join users u on u.id = r.reporter_id`.execute(db);
    for (const r of reports.rows) {
      if (Number(r.anon) !== 0) continue;
      if (Date.parse(r.created_at) - Date.parse(r.since) < ESTABLISHED_ACCOUNT_MS) continue;
      await sql`update gallery_reports set counted = 1 where id = ${r.id}`.execute(db);
    }
    await sql`update gallery_likes set ranked = 1
      where user_id in (select id from users where is_anonymous = 0)`.execute(db);
    await sql`update gallery_views set ranked = 1
      where viewer in (select 'u:' || id from users where is_anonymous = 0)`.execute(db);
    await sql`update gallery_items set
      open_reports = (select count(*) from gallery_reports r
        where r.item_id = gallery_items.id and r.resolved = 0),
      counted_reports = (select count(*) from gallery_reports r
        where r.item_id = gallery_items.id and r.resolved = 0 and r.counted = 1),
      popularity = 3 * (select count(*) from gallery_likes l
          where l.item_id = gallery_items.id and l.ranked = 1)
        + (select count(*) from gallery_views v where v.item_id = gallery_items.id and v.ranked = 1)
    `.execute(db);
    // Items hidden by reports are weighed again at start against GALLERY_REPORT_THRESHOLD
    // (galleryRepository.applyThreshold): one hidden by signed-out reports comes back.
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gallery_shares').execute();
    await db.schema.alterTable('gallery_views').dropColumn('ranked').execute();
    await db.schema.alterTable('gallery_likes').dropColumn('ranked').execute();
    await db.schema.alterTable('gallery_items').dropColumn('counted_reports').execute();
    await db.schema.dropIndex('gallery_reports_reporter').execute();
    await db.schema.alterTable('gallery_reports').dropColumn('counted').execute();
    await db.schema.alterTable('gallery_reports').dropColumn('reporter_id').execute();
    await db.schema.dropTable('user_roles').execute();
  },
};

/** Generated: inserts leave it to its default, so they also run on a database before 0016. */
export type GalleryItemsRow = GalleryItemsTable & { counted_reports: Generated<number> };
export type GalleryReportsRow = GalleryReportsTable & {
  reporter_id: string | null;
  counted: number;
};
export type GalleryLikesRow = GalleryLikesTable & { ranked: number };
export type GalleryViewsRow = GalleryViewsTable & { ranked: number };

export interface GallerySharesTable {
  item_id: string;
  user_id: string;
  ranked: number;
  created_at: string;
}

export interface UserRolesTable {
  user_id: string;
  /** 'moderator' (the gallery's review queue, unowned leads). */
  role: string;
  granted_at: string;
}
