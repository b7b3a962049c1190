import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { accountDeletionsMigration } from './migrations/accountDeletions.ts';
import { apiKeysMigration } from './migrations/apiKeys.ts';
import { analyticsMigration } from './migrations/analytics.ts';
import { boardsMigration } from './migrations/boards.ts';
import { emulatorTokensMigration } from './migrations/emulatorTokens.ts';
import { galleryMigration } from './migrations/gallery.ts';
import { galleryTrustMigration } from './migrations/galleryTrust.ts';
import { imagesPageMigration } from './migrations/imagesPage.ts';
import { masksMigration } from './migrations/masks.ts';
import { leadsMigration } from './migrations/leads.ts';
import { listingsMigration } from './migrations/listings.ts';
import { gallerySearchMigration } from './migrations/gallerySearch.ts';
import { pendingMediaMigration } from './migrations/pendingMedia.ts';
import { plansMigration } from './migrations/plans.ts';
import { revocationsMigration } from './migrations/revocations.ts';

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
  '0002_projects_images_versions_tags': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('projects_user_created')
        .on('projects')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('original_key', 'text', (c) => c.notNull())
        .addColumn('preview_key', 'text', (c) => c.notNull())
        .addColumn('thumb_key', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('images_user_created')
        .on('images')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('images_project').on('images').column('project_id').execute();
      await db.schema
        .createTable('versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('image_id', 'text', (c) =>
          c.notNull().references('images.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text', (c) => c.references('versions.id').onDelete('set null'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('operation', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_favorite', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('storage_key', 'text')
        .addColumn('preview_key', 'text')
        .addColumn('thumb_key', 'text')
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('branch_name', 'text', (c) => c.notNull().defaultTo('main'))
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('job_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('versions_image').on('versions').column('image_id').execute();
      await db.schema
        .createIndex('versions_user_created')
        .on('versions')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('tags')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('tags_user_name', ['user_id', 'name'])
        .execute();
      await db.schema
        .createTable('version_tags')
        .addColumn('version_id', 'text', (c) =>
          c.notNull().references('versions.id').onDelete('cascade'),
        )
        .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('version_tags_pk', ['version_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('version_tags_tag').on('version_tags').column('tag_id').execute();
      await db.schema.alterTable('audit_log').addColumn('project_id', 'text').execute();
      await db.schema.alterTable('audit_log').addColumn('image_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('audit_log').dropColumn('image_id').execute();
      await db.schema.alterTable('audit_log').dropColumn('project_id').execute();
      await db.schema.dropTable('version_tags').execute();
      await db.schema.dropTable('tags').execute();
      await db.schema.dropTable('versions').execute();
      await db.schema.dropTable('images').execute();
      await db.schema.dropTable('projects').execute();
    },
  },
  '0003_jobs_detections_recipes_usage': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('image_id', 'text', (c) =>
          c.notNull().references('images.id').onDelete('cascade'),
        )
        // The version the job fills in (pending until it completes).
        .addColumn('version_id', 'text', (c) =>
          c.notNull().references('versions.id').onDelete('cascade'),
        )
        // The input; in a chain it is the previous step's (still pending) version.
        .addColumn('source_version_id', 'text', (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('args', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error_message', 'text')
        .addColumn('result_version', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('lease_expires_at', 'text')
        // Workflow / recipe chains: a step waits for the job before it to succeed.
        .addColumn('chain_id', 'text')
        .addColumn('chain_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('after_job_id', 'text')
        .addColumn('batch_id', 'text')
        .addColumn('retry_of', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('jobs_status_created')
        .on('jobs')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('jobs_image').on('jobs').column('image_id').execute();
      await db.schema
        .createIndex('jobs_user_created')
        .on('jobs')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('jobs_after').on('jobs').column('after_job_id').execute();
      await db.schema
        .createTable('detections')
        .addColumn('version_id', 'text', (c) =>
          c.primaryKey().references('versions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text', (c) => c.notNull())
        .addColumn('objects', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('recipes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('steps', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recipes_user_created')
        .on('recipes')
        .columns(['user_id', 'created_at'])
        .execute();
      // One row per completed design: the monthly quota counts these, so deleting an image
      // does not give a design back.
      await db.schema
        .createTable('usage_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('job_id', 'text', (c) => c.notNull().unique())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('usage_events_user_created')
        .on('usage_events')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('usage_events').execute();
      await db.schema.dropTable('recipes').execute();
      await db.schema.dropTable('detections').execute();
      await db.schema.dropTable('jobs').execute();
    },
  },
  '0004_boards_share_links': boardsMigration,
  '0005_account_deletions': accountDeletionsMigration,
  '0006_analytics_events': analyticsMigration,
  '0007_pending_media': pendingMediaMigration,
  '0008_emulator_tokens': emulatorTokensMigration,
  '0009_gallery': galleryMigration,
  '0010_gallery_search': gallerySearchMigration,
  '0011_leads_embeds': leadsMigration,
  '0012_listings': listingsMigration,
  '0013_api_keys': apiKeysMigration,
  '0014_images_page': imagesPageMigration,
  '0015_masks': masksMigration,
  '0016_gallery_trust': galleryTrustMigration,
  '0017_revocations': revocationsMigration,
  '0018_user_plans': plansMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
