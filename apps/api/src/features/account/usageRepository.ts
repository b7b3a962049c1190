import type { Db } from '../../db/connect.ts';

/** The first moment of `now`'s calendar month (UTC): monthly quotas count from here. */
export function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * Designs completed since a moment: what the monthly quota counts. One row per completed job,
 * kept when its image is deleted, so deleting a design does not give it back.
 */
export function usageRepository(db: Db) {
  async function countSince(userId: string, since: string): Promise<number> {
    const { n } = await db
      .selectFrom('usage_events')
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }
  return {
    countSince,
    /** This month's designs: quick-stats monthly_usage, /auth/me quota.used and the 429 check. */
    countThisMonth: (userId: string, now = new Date()) => countSince(userId, monthStart(now)),
  };
}
export type UsageRepository = ReturnType<typeof usageRepository>;
