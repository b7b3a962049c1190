import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

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
      return { token, expiresAt };
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
