import type { Kysely, Migration } from 'kysely';

/**
 * What a sign-out or an account deletion revokes before the data itself goes (issue #44):
 * - `sessions.id_token_hash` / `id_token_expires_at`: the ID token that opened the session, so
 *   ending it (logout, deletion) can spend that token;
 * - `spent_id_tokens`: ID tokens that no longer open a session, until they would have expired
 *   anyway (an ID token lives an hour);
 * - `revoked_media`: the media keys of an account whose deletion was requested; owner URLs of
 *   them answer 404 at once, and the rows go with the user (ON DELETE CASCADE) when the sweep
 *   deletes the account.
 */
export const revocationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('id_token_hash', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('id_token_expires_at', 'text').execute();
    await db.schema
      .createTable('spent_id_tokens')
      // sha256 of the ID token, as the sessions table keeps it.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('spent_id_tokens_expires')
      .on('spent_id_tokens')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('revoked_media')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_media_user')
      .on('revoked_media')
      .column('user_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('revoked_media').execute();
    await db.schema.dropTable('spent_id_tokens').execute();
    await db.schema.alterTable('sessions').dropColumn('id_token_expires_at').execute();
    await db.schema.alterTable('sessions').dropColumn('id_token_hash').execute();
  },
};

export interface SpentIdTokensTable {
  token_hash: string;
  /** When the token would have expired: the row is pruned from then on. */
  expires_at: string;
}

export interface RevokedMediaTable {
  key: string;
  user_id: string;
  created_at: string;
}
