import type { Db } from '../../db/connect.ts';
import { HttpError } from '../../plugins/errors.ts';
import { storageUsageRepository, type StorageUsage } from './storageUsageRepository.ts';
import { usersRepository } from '../auth/usersRepository.ts';
import { planOf, type Plan, type ResourceLimits } from '../../resourceLimits.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** 250 MB, 2 GB, 1.5 MB: a size the way a person reads it. */
export function formatBytes(bytes: number): string {
  const [v, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / MB, 'MB'];
  return `${Number(v.toFixed(1))} ${unit}`;
}

/** Who is asked to make room: the user themselves, or the board owner behind a share link. */
export type Uploader = 'owner' | 'share-link';

const way: Record<Plan, string> = {
  guest: 'sign in with Google for a higher limit',
  free: 'upgrade your plan',
};

/** The 403 details of the storage quota, in the tone of the monthly design limit. */
export const storageQuotaMessages = {
  imagesFull: (limit: number, plan: Plan) =>
    `You've reached your storage limit of ${limit} images. Delete some images or ${way[plan]}.`,
  imagesOver: (limit: number, used: number, wanted: number, plan: Plan) =>
    `This upload of ${wanted} images would go past your storage limit of ${limit} images ` +
    `(${used} used). Upload fewer, delete some images or ${way[plan]}.`,
  bytesFull: (limit: number, plan: Plan) =>
    `You've reached your storage limit of ${formatBytes(limit)}. Delete some images or ${way[plan]}.`,
  bytesOver: (limit: number, used: number, wanted: number, plan: Plan) =>
    `This upload (${formatBytes(wanted)}) would go past your storage limit of ` +
    `${formatBytes(limit)} (${formatBytes(used)} used). Delete some images or ${way[plan]}.`,
  /** A share-link visitor cannot make room in someone else's account. */
  ownerFull:
    "This board's owner has run out of storage, so it cannot take more uploads. " +
    'Ask them to make room.',
} as const;

/** Why `wanted` does not fit beside `used` under `limits`, or null when it fits. */
export function storageRefusal(
  used: StorageUsage,
  wanted: StorageUsage,
  limits: StorageUsage,
  plan: Plan,
): string | null {
  const m = storageQuotaMessages;
  if (wanted.images === 0 && wanted.bytes === 0) return null;
  if (used.images >= limits.images) return m.imagesFull(limits.images, plan);
  if (used.images + wanted.images > limits.images) {
    return m.imagesOver(limits.images, used.images, wanted.images, plan);
  }
  if (used.bytes >= limits.bytes) return m.bytesFull(limits.bytes, plan);
  if (used.bytes + wanted.bytes > limits.bytes) {
    return m.bytesOver(limits.bytes, used.bytes, wanted.bytes, plan);
  }
  return null;
}

/**
 * The storage quota of guests and Free accounts. Checked before anything is stored, and again
 * inside the transaction that commits the rows (`db` there), so two uploads racing for the
 * last room cannot both take it: the loser's files are discarded with its refusal.
 */
export function storageQuota(deps: { db: Db; limits: ResourceLimits }) {
  async function planOfUser(userId: string, db: Db): Promise<Plan> {
    const user = await usersRepository(db).findById(userId);
    // No row means no account to hold media at all: the strictest plan.
    return user ? planOf(user) : 'guest';
  }

  return {
    /** Throws 403 {detail} when `wanted` more would take the user past their plan's quota. */
    async assertRoom(
      userId: string,
      wanted: StorageUsage,
      opts: { db?: Db; uploader?: Uploader } = {},
    ): Promise<void> {
      const db = opts.db ?? deps.db;
      if (opts.db) await usersRepository(db).lockForUpdate(userId);
      const plan = await planOfUser(userId, db);
      const used = await storageUsageRepository(db).of(userId);
      const refusal = storageRefusal(used, wanted, deps.limits.storage[plan], plan);
      if (!refusal) return;
      throw new HttpError(
        403,
        opts.uploader === 'share-link' ? storageQuotaMessages.ownerFull : refusal,
      );
    },
  };
}
