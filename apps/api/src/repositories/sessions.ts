import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { sessionsEnded } from '../auth/sessionCache.ts';
import { toUser, type User } from './users.ts';

/** What the sessions table stores of a cookie value. */
export const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = sessionHash;

/** Live sessions one user may hold (browsers, devices); a new one past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;

export function sessionsRepository(db: Db) {
  return {
    /** Creates a session and returns the secret cookie value (only its hash is stored). */
    async create(userId: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
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
     * expired session (or one whose user is gone). `idHash` is {@link sessionHash} of the token.
     */
    async findUser(idHash: string): Promise<{ user: User; expiresAt: string } | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select('sessions.expires_at as session_expires_at')
        .where('sessions.id_hash', '=', idHash)
        .where('sessions.expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      if (!row) return null;
      const { session_expires_at: expiresAt, ...user } = row;
      return { user: toUser(user), expiresAt };
    },

    async delete(token: string): Promise<void> {
      const idHash = hash(token);
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
      sessionsEnded([idHash]);
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
