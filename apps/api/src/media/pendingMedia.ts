import type { Db } from '../db/connect.ts';

/** The media journal (db/migrations/pendingMedia.ts): keys no row vouches for yet, or any more. */
export function pendingMediaRepository(db: Db) {
  const now = () => new Date().toISOString();
  return {
    /** Before writing: lists the keys as being written (committed on its own, at once). */
    async intendWrites(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db
        .insertInto('pending_media')
        .values(keys.map((key) => ({ key, reason: 'write' as const, created_at: now() })))
        .execute();
    },

    /**
     * In the transaction that commits rows naming the keys: takes them off the journal. False
     * when some were no longer listed — the sweep judged the upload dead and deleted its files —
     * so the caller must roll back instead of committing rows without files.
     */
    async settleWrites(keys: string[]): Promise<boolean> {
      if (!keys.length) return true;
      const res = await db
        .deleteFrom('pending_media')
        .where('key', 'in', keys)
        .where('reason', '=', 'write')
        .executeTakeFirst();
      return Number(res.numDeletedRows) === keys.length;
    },

    /** In the transaction that deletes the rows naming the keys: their files are to go. */
    async scheduleDeletes(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 500) {
        await db
          .insertInto('pending_media')
          .values(
            keys
              .slice(i, i + 500)
              .map((key) => ({ key, reason: 'delete' as const, created_at: now() })),
          )
          .onConflict((oc) => oc.column('key').doUpdateSet({ reason: 'delete' }))
          .execute();
      }
    },

    /** Once the files are gone (or were never written): nothing is pending for the keys. */
    async forget(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 500) {
        await db
          .deleteFrom('pending_media')
          .where('key', 'in', keys.slice(i, i + 500))
          .execute();
      }
    },

    /** Entries the sweep may settle: every delete, and writes begun before `writtenBefore`. */
    async due(writtenBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('pending_media')
        .select('key')
        .where((eb) =>
          eb.or([eb('reason', '=', 'delete'), eb('created_at', '<', writtenBefore.toISOString())]),
        )
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.key);
    },

    /** Takes one entry off the journal; false when another sweeper or a commit took it first. */
    async claim(key: string): Promise<boolean> {
      const res = await db.deleteFrom('pending_media').where('key', '=', key).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    /**
     * Of `keys` (at most a few hundred), those a row names: an image, a version, a gallery item, or
     * the journal. One statement, so it reads one snapshot: a key moving from the journal to its
     * rows in a concurrent commit is seen in one place or the other, never in neither.
     */
    async referenced(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const q = db
        .selectFrom('versions')
        .select('storage_key as k')
        .where('storage_key', 'in', keys)
        .unionAll(
          db.selectFrom('versions').select('preview_key as k').where('preview_key', 'in', keys),
        )
        .unionAll(db.selectFrom('versions').select('thumb_key as k').where('thumb_key', 'in', keys))
        .unionAll(
          db.selectFrom('images').select('original_key as k').where('original_key', 'in', keys),
        )
        .unionAll(
          db.selectFrom('images').select('preview_key as k').where('preview_key', 'in', keys),
        )
        .unionAll(db.selectFrom('images').select('thumb_key as k').where('thumb_key', 'in', keys))
        // The gallery's own copies of published designs (features/gallery/routes.ts).
        .unionAll(
          db.selectFrom('gallery_items').select('image_key as k').where('image_key', 'in', keys),
        )
        .unionAll(
          db.selectFrom('gallery_items').select('thumb_key as k').where('thumb_key', 'in', keys),
        )
        .unionAll(
          db.selectFrom('gallery_items').select('before_key as k').where('before_key', 'in', keys),
        )
        .unionAll(
          db
            .selectFrom('gallery_items')
            .select('before_thumb_key as k')
            .where('before_thumb_key', 'in', keys),
        )
        .unionAll(db.selectFrom('pending_media').select('key as k').where('key', 'in', keys));
      const rows = await q.execute();
      return new Set(rows.map((r) => r.k).filter((k): k is string => !!k));
    },
  };
}
export type PendingMediaRepository = ReturnType<typeof pendingMediaRepository>;
