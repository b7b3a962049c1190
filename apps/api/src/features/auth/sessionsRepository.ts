import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import { sessionsEnded, userChanged } from './sessionCache.ts';
import { spentIdTokensRepository } from './revocationsRepository.ts';
import { toUser, type User } from './usersRepository.ts';

/** What the sessions table stores of a cookie value. */
export const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = sessionHash;

/** Live sessions one user may hold (browsers, devices); a new one past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;

/** The ID token a session was opened with (its hash and expiry), spent when the session ends. */
export interface OpenedWith {
  hash: string;
  expiresAt: string;
}

export function sessionsRepository(db: Db) {
  const spent = spentIdTokensRepository(db);
  const tokensOf = (
    rows: { id_token_hash?: string | null; id_token_expires_at?: string | null }[],
  ) =>
    rows.flatMap((r) =>
      r.id_token_hash && r.id_token_expires_at
        ? [{ hash: r.id_token_hash, expiresAt: r.id_token_expires_at }]
        : [],
    );
  return {
    /** Creates a session and returns the secret cookie value (only its hash is stored). */
    async create(
      userId: string,
      ttlSeconds: number,
      openedWith?: OpenedWith,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await db
        .insertInto('sessions')
        .values({
          id_hash: hash(token),
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          id_token_hash: openedWith?.hash ?? null,
          id_token_expires_at: openedWith?.expiresAt ?? null,
        })
        .execute();
      await this.trim(userId);
      return { token, expiresAt };
    },

    /** Ends a user's expired sessions and all but the newest {@link MAX_SESSIONS_PER_USER}. */
    async trim(userId: string): Promise<void> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id_hash', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      const now = new Date().toISOString();
      const live = rows.filter((r) => r.expires_at > now);
      const ended = [
        ...rows.filter((r) => r.expires_at <= now),
        ...live.slice(MAX_SESSIONS_PER_USER),
      ].map((r) => r.id_hash);
      if (ended.length) await db.deleteFrom('sessions').where('id_hash', 'in', ended).execute();
      sessionsEnded(ended);
    },

    /**
     * The user of a live session and the session's expiry, in one query; null for an unknown or
     * expired session, one whose user is gone, or one whose user asked for the account to be
     * deleted (a session opened while that request was being recorded ends with it too).
     * `idHash` is {@link sessionHash} of the token.
     */
    async findUser(idHash: string): Promise<{ user: User; expiresAt: string } | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select('sessions.expires_at as session_expires_at')
        .where('sessions.id_hash', '=', idHash)
        .where('sessions.expires_at', '>', new Date().toISOString())
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('account_deletions')
                .select('account_deletions.user_id')
                .whereRef('account_deletions.user_id', '=', 'sessions.user_id'),
            ),
          ),
        )
        .executeTakeFirst();
      if (!row) return null;
      const { session_expires_at: expiresAt, ...user } = row;
      return { user: toUser(user), expiresAt };
    },

    /**
     * Ends a session. With `spend`, the ID token that opened it can no longer open another one
     * (logout: a copy of that token, in a log or another tab, does not sign back in).
     */
    async delete(token: string, opts: { spend?: boolean } = {}): Promise<void> {
      const idHash = hash(token);
      if (opts.spend) {
        const rows = await db
          .selectFrom('sessions')
          .select(['id_token_hash', 'id_token_expires_at'])
          .where('id_hash', '=', idHash)
          .execute();
        await spent.spend(tokensOf(rows));
      }
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      sessionsEnded([idHash]);
    },

    /** Ends every session of a user and spends the ID tokens that opened them. */
    async deleteAllOf(userId: string): Promise<number> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id_hash', 'id_token_hash', 'id_token_expires_at'])
        .where('user_id', '=', userId)
        .execute();
      await spent.spend(tokensOf(rows));
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      sessionsEnded(rows.map((r) => r.id_hash));
      userChanged(userId);
      return rows.length;
    },

    async deleteExpired(): Promise<number> {
      const res = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', new Date().toISOString())
        .executeTakeFirst();
      return Number(res.numDeletedRows);
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
