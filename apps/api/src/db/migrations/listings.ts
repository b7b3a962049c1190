import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Property listings (issue #22): listings imported from portal URLs, the batches they were
 * added in, and the project a listing became (linked both ways: listings.project_id and
 * projects.listing_id). The listings table is also the scraper's durable queue: a pending row
 * (or a scraping one whose lease ran out) is claimed with a lease, so an import survives a
 * restart. Templates are a constant (features/listings/templates.ts).
 */
export const listingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('listing_batches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('total_urls', 'integer', (c) => c.notNull())
      .addColumn('accepted', 'integer', (c) => c.notNull())
      .addColumn('refused', 'integer', (c) => c.notNull())
      .addColumn('auto_create_project', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('listing_batches_user_created')
      .on('listing_batches')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('listings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('batch_id', 'text', (c) => c.references('listing_batches.id').onDelete('set null'))
      .addColumn('source_url', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error_message', 'text')
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price', 'double precision')
      .addColumn('currency', 'text')
      .addColumn('display_price', 'text')
      .addColumn('listing_type', 'text', (c) => c.notNull().defaultTo('for_sale'))
      .addColumn('bedrooms', 'integer')
      .addColumn('bathrooms', 'double precision')
      .addColumn('square_feet', 'integer')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      // JSON array of absolute image URLs, primary first.
      .addColumn('image_urls', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('extracted_with', 'text')
      .addColumn('project_id', 'text', (c) => c.references('projects.id').onDelete('set null'))
      .addColumn('auto_create_project', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('scraped_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('listings_user_created')
      .on('listings')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('listings_status_created')
      .on('listings')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema.createIndex('listings_project').on('listings').column('project_id').execute();
    await db.schema.alterTable('projects').addColumn('listing_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table projects drop column listing_id`.execute(db);
    await db.schema.dropTable('listings').execute();
    await db.schema.dropTable('listing_batches').execute();
  },
};

export interface ListingBatchesTable {
  id: string;
  user_id: string;
  total_urls: number;
  accepted: number;
  refused: number;
  auto_create_project: number;
  created_at: string;
}

export interface ListingsTable {
  id: string;
  user_id: string;
  batch_id: string | null;
  source_url: string;
  source: string;
  status: string;
  error_message: string | null;
  title: string;
  address: string;
  price: number | null;
  currency: string | null;
  display_price: string | null;
  listing_type: string;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  description: string;
  image_urls: string;
  extracted_with: string | null;
  project_id: string | null;
  auto_create_project: number;
  is_featured: number;
  is_archived: number;
  attempts: number;
  lease_owner: string | null;
  lease_until: string | null;
  scraped_at: string | null;
  created_at: string;
  updated_at: string;
}
