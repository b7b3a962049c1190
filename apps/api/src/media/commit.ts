import type { Db } from '../db/connect.ts';
import { HttpError } from '../lib/httpError.ts';
import { newKey, type Storage } from '../storage/storage.ts';
import { auditedWrite, type AuditEntry } from '../db/audit.ts';
import type { NewImage } from '../features/images/repository.ts';
import { pendingMediaRepository } from './pendingMedia.ts';
import { extensionOf } from './processing.ts';
import type { PreparedImage } from './prepare.ts';

export interface MediaDeps {
  db: Db;
  storage: Storage;
}

/**
 * Writes the renditions under fresh random keys and commits the rows that name them: file and
 * rows land together or not at all, even if the process dies half-way. The keys go into the
 * media journal before the first byte is written and leave it in the transaction that commits
 * the rows (`commit` runs inside it); a failure deletes the files again, and what a crash
 * leaves behind is found through the journal by the media sweep (media/sweep.ts).
 */
export async function storeThenCommit<T>(
  deps: MediaDeps,
  prepared: PreparedImage[],
  commit: (images: NewImage[], trx: Db) => Promise<T>,
): Promise<T> {
  const planned = prepared.map(({ name, processed }) => ({
    name,
    processed,
    originalKey: newKey(extensionOf(processed.format)),
    previewKey: newKey('webp', 'preview'),
    thumbKey: newKey('webp', 'thumb'),
  }));
  const keys = planned.flatMap((p) => [p.originalKey, p.previewKey, p.thumbKey]);
  await pendingMediaRepository(deps.db).intendWrites(keys);
  try {
    const images: NewImage[] = [];
    for (const p of planned) {
      await deps.storage.put(p.originalKey, p.processed.original);
      await deps.storage.put(p.previewKey, p.processed.preview);
      await deps.storage.put(p.thumbKey, p.processed.thumbnail);
      images.push({
        name: p.name,
        format: p.processed.format,
        originalKey: p.originalKey,
        previewKey: p.previewKey,
        thumbKey: p.thumbKey,
        width: p.processed.width,
        height: p.processed.height,
        sizeBytes: p.processed.original.length,
      });
    }
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await pendingMediaRepository(trx).settleWrites(keys))) {
        throw new HttpError(503, 'The upload took too long to store; please try again');
      }
      return commit(images, trx);
    });
  } catch (err) {
    await discardFiles(deps, keys);
    throw err;
  }
}

/**
 * Deletes files and takes the deleted ones off the journal; one that could not be deleted
 * stays listed for the sweep. Never throws: cleanup must not hide the error that caused it.
 */
export async function discardFiles(deps: MediaDeps, keys: string[]): Promise<void> {
  const gone = await Promise.all(
    keys.map((k) =>
      deps.storage.delete(k).then(
        () => k,
        () => null,
      ),
    ),
  );
  await pendingMediaRepository(deps.db)
    .forget(gone.filter((k): k is string => k !== null))
    .catch(() => undefined);
}

/**
 * Deletes rows that name media files, then the files: `remove` deletes the rows and returns the
 * keys they named, which are journalled (with `entry` in the audit log) in the same commit, so a
 * crash before the files go leaves them to the media sweep instead of orphaning them.
 */
export async function deleteWithMedia(
  deps: MediaDeps,
  remove: (trx: Db) => Promise<string[]>,
  entry: AuditEntry,
): Promise<void> {
  const keys = await auditedWrite(
    deps.db,
    async (trx) => {
      const gone = await remove(trx);
      await pendingMediaRepository(trx).scheduleDeletes(gone);
      return gone;
    },
    entry,
  );
  await discardFiles(deps, keys);
}
