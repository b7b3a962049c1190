import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';

export type EmulatorTokenKind = 'id' | 'refresh';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The emulator tokens this server handed out (features/auth/emulatorTokens.ts stamps them). Rows are kept
 * by hash only and go once expired: ID tokens at their exp, refresh tokens after
 * `refreshTtlMs` without use (each refresh extends it).
 */
export function emulatorTokensRepository(db: Db) {
  return {
    async record(kind: EmulatorTokenKind, token: string, uid: string, expiresAt: Date) {
      const now = new Date().toISOString();
      await db
        .insertInto('emulator_tokens')
        .values({
          token_hash: hash(token),
          kind,
          firebase_uid: uid,
          created_at: now,
          expires_at: expiresAt.toISOString(),
        })
        .onConflict((oc) =>
          oc.column('token_hash').doUpdateSet({ expires_at: expiresAt.toISOString() }),
        )
        .execute();
      // Pruned as it grows (one ID token an hour per signed-in browser): indexed and cheap.
      await db.deleteFrom('emulator_tokens').where('expires_at', '<=', now).execute();
    },

    /**
     * Records that `idToken` was issued with (or through) `refreshToken`, until `expiresAt`: a
     * sign-out of the session the ID token opened revokes the refresh token too.
     */
    async link(idToken: string, refreshToken: string, uid: string, expiresAt: Date) {
      await db
        .insertInto('emulator_tokens')
        .values({
          token_hash: `${LINK}${hash(idToken)}:${hash(refreshToken)}`,
          kind: 'link',
          firebase_uid: uid,
          created_at: new Date().toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },

    /** The uid a live token was issued to, or null for a token this server never handed out. */
    async issuedTo(kind: EmulatorTokenKind, token: string): Promise<string | null> {
      const row = await db
        .selectFrom('emulator_tokens')
        .select(['firebase_uid', 'kind', 'expires_at'])
        .where('token_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.kind !== kind || row.expires_at <= new Date().toISOString()) return null;
      return row.firebase_uid;
    },
  };
}
export type EmulatorTokensRepository = ReturnType<typeof emulatorTokensRepository>;

const LINK = 'link:';

/**
 * Revokes the refresh tokens the proxy issued with these ID tokens (by their sha256), and
 * their links: a sign-out spends the session's refresh token as well as its ID token (issue
 * #44). Only emulator mode has rows here: a real Firebase refresh token never passes through
 * this server.
 */
export async function revokeLinkedRefreshTokens(db: Db, idTokenHashes: string[]): Promise<void> {
  for (const idHash of idTokenHashes) {
    if (!/^[0-9a-f]{64}$/.test(idHash)) continue;
    const links = await db
      .selectFrom('emulator_tokens')
      .select('token_hash')
      .where('kind', '=', 'link')
      .where('token_hash', 'like', `${LINK}${idHash}:%`)
      .execute();
    if (!links.length) continue;
    const refresh = links.map((l) => l.token_hash.slice(LINK.length + 65));
    await db
      .deleteFrom('emulator_tokens')
      .where('token_hash', 'in', [...refresh, ...links.map((l) => l.token_hash)])
      .execute();
  }
}
