import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

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
    },

    /** The user id of a live session, or null for an unknown or expired one. */
    async findUserId(token: string): Promise<string | null> {
      const row = await db
        .selectFrom('sessions')
        .select(['user_id', 'expires_at'])
        .where('id_hash', '=', hash(token))
        .executeTakeFirst();
      if (!row || row.expires_at <= new Date().toISOString()) return null;
      return row.user_id;
    },

    async delete(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', hash(token)).execute();
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
