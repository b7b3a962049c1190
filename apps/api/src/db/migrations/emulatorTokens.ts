import type { Kysely, Migration } from 'kysely';

/**
 * What this server's Auth emulator issued through its proxy (emulator mode only). The emulator
 * signs nothing, so its tokens can be written by anyone; the proxy adds a random nonce to each
 * one it hands out and keeps its hash here, and only a listed token signs in (auth/
 * emulatorProvenance.ts). A table, not memory, so that browsers stay signed in across restarts.
 */
export const emulatorTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('emulator_tokens')
      // sha256 of the stamped token: a leaked database does not leak usable tokens.
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      // 'id' (an ID token, until its exp) or 'refresh' (until unused for a while).
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('firebase_uid', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('emulator_tokens_expires')
      .on('emulator_tokens')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('emulator_tokens').execute();
  },
};

export interface EmulatorTokensTable {
  token_hash: string;
  /**
   * 'link' rows (no migration: the same columns) name an ID token and the refresh token it was
   * issued with, `link:<ID token hash>:<refresh token hash>`, so a sign-out revokes both.
   */
  kind: 'id' | 'refresh' | 'link';
  firebase_uid: string;
  created_at: string;
  expires_at: string;
}
