import type { Db } from '../../db/connect.ts';
import { storageQuota, type Uploader } from './storageQuota.ts';
import type { PreparedImage } from '../../media/prepare.ts';
import { storeThenCommit } from '../../media/commit.ts';
import { auditRepository } from '../../db/audit.ts';
import { imagesRepository } from './repository.ts';
import type { ResourceLimits } from '../../resourceLimits.ts';
import type { Storage } from '../../storage/storage.ts';

/** What uploading into an account needs: its database, storage and plan limits. */
export interface ImageUploadDeps {
  db: Db;
  storage: Storage;
  limits: ResourceLimits;
}

/** What prepared images take from the storage quota. */
export function quotaSizeOf(prepared: PreparedImage[]) {
  return {
    images: prepared.length,
    bytes: prepared.reduce((n, p) => n + p.processed.original.length, 0),
  };
}

/**
 * Stores prepared images into a project (or none) with their rows and audit entries, within
 * `userId`'s storage quota: nothing is stored when they would not fit. `uploader` says who is
 * told so (a share-link visitor hears that the board's owner is out of room).
 */
export async function uploadInto(
  deps: ImageUploadDeps,
  userId: string,
  projectId: string | null,
  prepared: PreparedImage[],
  opts: { uploader?: Uploader } = {},
): Promise<string[]> {
  const quota = storageQuota(deps);
  const wanted = quotaSizeOf(prepared);
  await quota.assertRoom(userId, wanted, opts);
  return storeThenCommit(deps, prepared, async (newImages, trx) => {
    // Again inside the commit: two uploads racing for the last room cannot both take it.
    await quota.assertRoom(userId, wanted, { ...opts, db: trx });
    const ids: string[] = [];
    const start = Date.now();
    for (const [i, img] of newImages.entries()) {
      const imageId = await imagesRepository(trx).insert(
        userId,
        projectId,
        img,
        new Date(start + i),
      );
      await auditRepository(trx).record({
        userId,
        action: 'image.uploaded',
        objectType: 'image',
        objectId: imageId,
        projectId,
        imageId,
        details: { name: img.name, format: img.format, width: img.width, height: img.height },
      });
      ids.push(imageId);
    }
    return ids;
  });
}
