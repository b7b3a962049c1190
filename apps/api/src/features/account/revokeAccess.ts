import type { Db } from '../../db/connect.ts';
import { galleryRepository } from '../gallery/repository.ts';
import { imagesRepository } from '../images/repository.ts';
import { pendingMediaRepository } from '../../media/pendingMedia.ts';
import { revokedMediaRepository } from '../auth/revocationsRepository.ts';
import { sessionsRepository } from '../auth/sessionsRepository.ts';

/**
 * What a deletion request stops at once, in the request's transaction (issue #44): the data
 * stays until the sweep (features/account/deleteAccount.ts), but nothing reaches it any more.
 * - every session (and the ID tokens that opened them) and every API key;
 * - share links (their pages and their media URLs answer 404), embeds (410), the owner's
 *   signed media URLs (404);
 * - gallery items, deleted now rather than hidden: the sweep would delete them first anyway.
 *   Their files' keys are returned, journalled, for the caller to delete after the commit.
 * Sign-in stays refused while the request is pending (features/auth/routes.ts), and a session that
 * slipped in regardless resolves to nobody (sessionsRepository.findUser).
 */
export async function revokeAccountAccess(trx: Db, userId: string): Promise<string[]> {
  const now = new Date().toISOString();
  await sessionsRepository(trx).deleteAllOf(userId);
  await trx
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('share_links')
    .set({ is_active: 0 })
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .execute();
  await trx
    .updateTable('embeds')
    .set({ revoked_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await revokedMediaRepository(trx).revoke(
    userId,
    await imagesRepository(trx).mediaKeys({ userId }),
  );
  const published = await galleryRepository(trx).deleteAllOf(userId);
  await pendingMediaRepository(trx).scheduleDeletes(published);
  return published;
}
