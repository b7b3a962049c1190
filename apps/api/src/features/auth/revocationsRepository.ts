import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { revokeLinkedRefreshTokens } from './emulatorTokensRepository.ts';

/** What the tables keep of an ID token: its sha256, never the token. */
export const idTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Rows inserted per statement (PostgreSQL and SQLite both cap bound parameters). */
const CHUNK = 300;

/**
 * ID tokens that no longer open a session (a session ended by logout or by an account
 * deletion spends the token that opened it), kept until the token would have expired. The
 * refresh token the emulator proxy issued with one is revoked with it.
 */
export function spentIdTokensRepository(db: Db) {
  return {
    async spend(tokens: { hash: string; expiresAt: string }[]): Promise<void> {
      // Its refresh token goes too, however old the ID token (emulator mode only has them).
      await revokeLinkedRefreshTokens(
        db,
        tokens.map((t) => t.hash),
      );
      const now = new Date().toISOString();
      const live = tokens.filter((t) => t.expiresAt > now);
      for (let i = 0; i < live.length; i += CHUNK) {
        await db
          .insertInto('spent_id_tokens')
          .values(
            live.slice(i, i + CHUNK).map((t) => ({ token_hash: t.hash, expires_at: t.expiresAt })),
          )
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
      }
      // Pruned as it grows (a row per sign-out, each gone within the hour): indexed and cheap.
      await db.deleteFrom('spent_id_tokens').where('expires_at', '<=', now).execute();
    },

    async isSpent(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('spent_id_tokens')
        .select('token_hash')
        .where('token_hash', '=', idTokenHash(token))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type SpentIdTokensRepository = ReturnType<typeof spentIdTokensRepository>;

/** Media keys whose owner URLs stop at once (an account whose deletion was requested). */
export function revokedMediaRepository(db: Db) {
  return {
    async revoke(userId: string, keys: readonly string[]): Promise<void> {
      const now = new Date().toISOString();
      for (let i = 0; i < keys.length; i += CHUNK) {
        await db
          .insertInto('revoked_media')
          .values(
            keys.slice(i, i + CHUNK).map((key) => ({ key, user_id: userId, created_at: now })),
          )
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
      }
    },

    async isRevoked(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('revoked_media')
        .select('key')
        .where('key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
