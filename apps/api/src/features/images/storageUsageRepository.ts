import type { Db } from '../../db/connect.ts';

export interface StorageUsage {
  images: number;
  bytes: number;
}

/** What a user's uploads hold: the storage quota counts images and their originals' bytes. */
export function storageUsageRepository(db: Db) {
  return {
    async of(userId: string): Promise<StorageUsage> {
      const row = await db
        .selectFrom('images')
        .where('user_id', '=', userId)
        .select((e) => [
          e.fn.countAll<number | string>().as('images'),
          e.fn.sum<number | string | null>('size_bytes').as('bytes'),
        ])
        .executeTakeFirstOrThrow();
      // PostgreSQL answers count and sum as strings (bigint); SQLite as numbers.
      return { images: Number(row.images), bytes: Number(row.bytes ?? 0) };
    },
  };
}
