import type { Db } from '../db/connect.ts';

/** Designs completed since a moment: what the monthly quota counts. */
export function usageRepository(db: Db) {
  return {
    async countSince(userId: string, since: string): Promise<number> {
      const { n } = await db
        .selectFrom('usage_events')
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}
export type UsageRepository = ReturnType<typeof usageRepository>;
