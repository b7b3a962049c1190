import type { Kysely, Migration } from 'kysely';

/**
 * Product analytics events sent by the studio (POST /api/v1/analytics/events/). A signed-in
 * visitor's events carry their user id and go with the account (ON DELETE CASCADE); signed-out
 * ones keep only the random visitor and session ids the browser made.
 */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('anonymous_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('path', 'text')
      // JSON text on both dialects; bounded by the contract (30 keys, 500-character values).
      .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analytics_events_user')
      .on('analytics_events')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('analytics_events_session')
      .on('analytics_events')
      .columns(['session_id', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('analytics_events_received')
      .on('analytics_events')
      .column('received_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_events').execute();
  },
};

export interface AnalyticsEventsTable {
  id: string;
  user_id: string | null;
  anonymous_id: string;
  session_id: string;
  event: string;
  path: string | null;
  properties: string;
  occurred_at: string;
  received_at: string;
}
