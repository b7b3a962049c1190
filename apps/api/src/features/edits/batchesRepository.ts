import type { Db } from '../../db/connect.ts';
import type { JobRow } from './repository.ts';

/** Batches of edits: the jobs that share a batch_id (one submit over many images). */
export function batchesRepository(db: Db) {
  async function jobsOf(userId: string, batchIds: string[]): Promise<JobRow[]> {
    if (!batchIds.length) return [];
    return db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('batch_id', 'in', batchIds)
      .orderBy('created_at')
      .orderBy('chain_step')
      .orderBy('id')
      .execute();
  }

  return {
    /** The user's jobs of one batch, oldest first and in step order. */
    async jobs(userId: string, batchId: string): Promise<JobRow[]> {
      return jobsOf(userId, [batchId]);
    },

    /** The user's most recent batch ids, newest first. */
    async recentIds(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select((e) => ['batch_id', e.fn.min('created_at').as('started')])
        .where('user_id', '=', userId)
        .where('batch_id', 'is not', null)
        .groupBy('batch_id')
        .orderBy('started', 'desc')
        .orderBy('batch_id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.batch_id!);
    },

    /** The jobs of several batches (of this user), in the order `jobs` gives. */
    jobsOf,

    /** Names of the user's images, by id. */
    async imageNames(userId: string, ids: string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('images')
        .select(['id', 'name'])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
