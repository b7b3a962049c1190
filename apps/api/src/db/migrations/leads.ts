import type { Kysely, Migration } from 'kysely';

/**
 * Leads and partner embeds (issue #21): embeds with their public key and exact allowed origins
 * (one row each, so a CORS preflight is one indexed lookup), leads with every field of the lead
 * form and where they came from, and webhook deliveries (a durable, leased queue of their own)
 * with a log of every attempt.
 */
export const leadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('embeds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // 192 random bits, base64url: public (it is in the partner's page), never guessable.
      .addColumn('public_key', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      // JSON of the widget's settings (contract EmbedWidget).
      .addColumn('widget', 'text', (c) => c.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('webhook_secret', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('embeds_user_created')
      .on('embeds')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('embed_origins')
      .addColumn('embed_id', 'text', (c) => c.notNull().references('embeds.id').onDelete('cascade'))
      .addColumn('origin', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('embed_origins_pk', ['embed_id', 'origin'])
      .execute();
    await db.schema
      .createIndex('embed_origins_origin')
      .on('embed_origins')
      .column('origin')
      .execute();

    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Null: the instance's moderators' lead (no gallery author or embed behind it).
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('embed_id', 'text', (c) => c.references('embeds.id').onDelete('set null'))
      .addColumn('gallery_item_id', 'text')
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('page_url', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
      // The form's fields (JSON arrays for styles and services).
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('project_type', 'text')
      .addColumn('project_timeline', 'text')
      .addColumn('budget', 'text')
      .addColumn('property_type', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('styles', 'text', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('newsletter', 'integer', (c) => c.notNull())
      .addColumn('accept_terms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const [name, columns] of [
      ['leads_user_created', ['user_id', 'created_at', 'id']],
      ['leads_embed_created', ['embed_id', 'created_at']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('leads')
        .columns([...columns])
        .execute();
    }

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('embed_id', 'text', (c) => c.notNull().references('embeds.id').onDelete('cascade'))
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull())
      // The exact bytes sent on every attempt (the signature covers them).
      .addColumn('payload', 'text', (c) => c.notNull())
      // pending, delivered, failed (out of attempts).
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due')
      .on('webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_embed')
      .on('webhook_deliveries')
      .columns(['embed_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) =>
        c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_attempts_delivery')
      .on('webhook_attempts')
      .columns(['delivery_id', 'attempt'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_attempts').execute();
    await db.schema.dropTable('webhook_deliveries').execute();
    await db.schema.dropTable('leads').execute();
    await db.schema.dropTable('embed_origins').execute();
    await db.schema.dropTable('embeds').execute();
  },
};

export interface EmbedsTable {
  id: string;
  user_id: string;
  public_key: string;
  name: string;
  widget: string;
  webhook_url: string | null;
  webhook_secret: string;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface EmbedOriginsTable {
  embed_id: string;
  origin: string;
}
export interface LeadsTable {
  id: string;
  user_id: string | null;
  embed_id: string | null;
  gallery_item_id: string | null;
  source_kind: string;
  page_url: string | null;
  state: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  project_type: string | null;
  project_timeline: string | null;
  budget: string | null;
  property_type: string;
  location: string;
  styles: string;
  services: string;
  message: string;
  source: string;
  newsletter: number;
  accept_terms: number;
  created_at: string;
  updated_at: string;
}
export interface WebhookDeliveriesTable {
  id: string;
  embed_id: string;
  lead_id: string;
  url: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
}
