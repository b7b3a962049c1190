import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { userChanged } from '../auth/sessionCache.ts';
import { imagesRepository } from '../images/repository.ts';
import { pendingMediaRepository } from '../../media/pendingMedia.ts';

export interface DeletionRequest {
  requestedAt: string;
  deleteAfter: string;
  /** False when a request was already pending: its dates are returned unchanged. */
  created: boolean;
}

export function accountDeletionsRepository(db: Db) {
  return {
    /** Records the request once; asking again while it is pending changes nothing. */
    async request(userId: string, graceMs: number, now = new Date()): Promise<DeletionRequest> {
      const res = await db
        .insertInto('account_deletions')
        .values({
          user_id: userId,
          requested_at: now.toISOString(),
          delete_after: new Date(now.getTime() + graceMs).toISOString(),
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      const row = await db
        .selectFrom('account_deletions')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        requestedAt: row.requested_at,
        deleteAfter: row.delete_after,
        created: Number(res.numInsertedOrUpdatedRows ?? 0) > 0,
      };
    },

    /** Whether the account of a Firebase uid has a deletion request pending. */
    async isPendingFor(firebaseUid: string): Promise<boolean> {
      const row = await db
        .selectFrom('account_deletions')
        .innerJoin('users', 'users.id', 'account_deletions.user_id')
        .select('account_deletions.user_id')
        .where('users.firebase_uid', '=', firebaseUid)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Users whose deletion is due at `now`, oldest first. */
    async listDue(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('account_deletions')
        .select('user_id')
        .where('delete_after', '<=', now.toISOString())
        .orderBy('delete_after')
        .limit(limit)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /**
     * Deletes a due account's rows in one transaction and returns the media keys they held,
     * or null when there is nothing (left) to delete. Everything the user owns hangs off
     * `users` with ON DELETE CASCADE (sessions, projects, images, versions, tags, boards,
     * share links, jobs, detections, recipes, usage, the request itself); the audit log has
     * no foreign key (it outlives deleted objects), so its rows are deleted by user id.
     */
    async deleteAccount(userId: string, now: Date): Promise<string[] | null> {
      const keys = await db.transaction().execute(async (trx) => {
        if (trx.getExecutor().adapter instanceof PostgresAdapter) {
          // Inserts that reference the user hold a key-share lock on its row: waiting for
          // them here means their files are among the keys read below, and any later insert
          // fails its foreign key instead of landing in a deleted account. (SQLite has one
          // writer; a write in between makes this transaction fail and the sweep retry.)
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        }
        const due = await trx
          .selectFrom('account_deletions')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('delete_after', '<=', now.toISOString())
          .executeTakeFirst();
        if (!due) return null;
        const keys = await imagesRepository(trx).mediaKeys({ userId });
        await trx.deleteFrom('audit_log').where('user_id', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        // Whatever files are left go through the media journal: a crash before they are
        // deleted leaves them to the media sweep.
        await pendingMediaRepository(trx).scheduleDeletes(keys);
        return keys;
      });
      // Committed: the user's sessions cached in this process are refused from now on.
      if (keys) userChanged(userId);
      return keys;
    },
  };
}
export type AccountDeletionsRepository = ReturnType<typeof accountDeletionsRepository>;
