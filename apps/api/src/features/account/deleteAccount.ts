import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { accountDeletionsRepository } from './deletionsRepository.ts';
import { galleryRepository } from '../gallery/repository.ts';
import { imagesRepository } from '../images/repository.ts';
import { discardFiles } from '../../media/commit.ts';
import { pendingMediaRepository } from '../../media/pendingMedia.ts';
import type { Storage } from '../../storage/storage.ts';

export interface AccountDeletionDeps {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Accounts one sweep deletes at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;
/** Storage deletes in flight at once (S3 round trips; local disk does not mind). */
const DELETE_PARALLEL = 16;

/** Deletes every key; unlike deleteQuietly a failure throws, so the sweep retries later. */
async function deleteAll(storage: Storage, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_PARALLEL) {
    await Promise.all(keys.slice(i, i + DELETE_PARALLEL).map((k) => storage.delete(k)));
  }
}

/**
 * Deletes one due account: media files first, then every row in one transaction. In this
 * order a crash part-way leaves rows that still name what is left, and the next sweep
 * finishes; the other way round it would leave files nothing points at.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: string,
  now: Date,
): Promise<boolean> {
  // Deleting the account unpublishes everything: the gallery items and their copies go first,
  // through the journal like any delete (a crash after the commit leaves them to the sweep).
  if (!(await isDue(deps.db, userId, now))) return false;
  const published = await deps.db.transaction().execute(async (trx) => {
    const keys = await galleryRepository(trx).deleteAllOf(userId);
    await pendingMediaRepository(trx).scheduleDeletes(keys);
    return keys;
  });
  await deleteAll(deps.storage, published);
  await pendingMediaRepository(deps.db).forget(published);
  const before = await imagesRepository(deps.db).mediaKeys({ userId });
  await deleteAll(deps.storage, before);
  const keys = await accountDeletionsRepository(deps.db).deleteAccount(userId, now);
  if (!keys) return false;
  // Files of an upload that committed while the ones above were being deleted; the ones
  // above are gone already and only leave the journal.
  const seen = new Set(before);
  await discardFiles(
    deps,
    keys.filter((k) => !seen.has(k)),
  );
  await pendingMediaRepository(deps.db).forget(before);
  return true;
}

async function isDue(db: AccountDeletionDeps['db'], userId: string, now: Date) {
  const row = await db
    .selectFrom('account_deletions')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('delete_after', '<=', now.toISOString())
    .executeTakeFirst();
  return !!row;
}

/** Deletes every account whose request is due at `now`; one failure does not stop the rest. */
export async function sweepDueAccounts(
  deps: AccountDeletionDeps,
  now = new Date(),
): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (const userId of await accountDeletionsRepository(deps.db).listDue(now, SWEEP_BATCH)) {
    try {
      if (await deleteAccount(deps, userId, now)) {
        deleted++;
        deps.log.info({ userId }, 'account deleted');
      }
    } catch (err) {
      failed++;
      deps.log.error({ err, userId }, 'account deletion failed; retried at the next sweep');
    }
  }
  return { deleted, failed };
}
