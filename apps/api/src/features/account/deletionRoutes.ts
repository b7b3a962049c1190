import type { FastifyInstance } from 'fastify';
import {
  AccountDeletionBody,
  accountDeletionMessages,
  authPaths,
  deletionConfirmation,
  isDeletionConfirmed,
  type AccountDeletionRefusal,
  type AccountDeletionResponse,
} from '@hds/api-client/contract';
import { revokeAccountAccess } from './revokeAccess.ts';
import { userChanged } from '../auth/sessionCache.ts';
import type { Db } from '../../db/connect.ts';
import { discardFiles } from '../../media/commit.ts';
import { parseWith } from '../../plugins/errors.ts';
import { requireUser, type SessionControl } from '../auth/session.ts';
import { accountDeletionsRepository } from './deletionsRepository.ts';
import { auditRepository } from '../../db/audit.ts';
import type { Storage } from '../../storage/storage.ts';
import { toServerUser } from '../auth/serverUser.ts';

export interface AccountDeletionRouteDeps {
  db: Db;
  session: SessionControl;
  /** Where the gallery copies a request unpublishes at once are deleted from. */
  storage: Storage;
  /** From the request until the sweeper may delete the account (config.accountDeletion). */
  graceMs: number;
}

/**
 * POST /api/v1/auth/delete-account/ {confirmation}: records the request, revokes every way in
 * at once (features/account/revokeAccess.ts: sessions, API keys, share links, embeds, media URLs,
 * gallery items) and signs the caller out; the sweeper in features/account/sweeper.ts deletes the
 * data once it is due.
 */
export async function accountDeletionRoutes(app: FastifyInstance, deps: AccountDeletionRouteDeps) {
  app.post(authPaths.deleteAccount, async (request, reply) => {
    const user = requireUser(request);
    const { confirmation } = parseWith(AccountDeletionBody, request.body);
    // The same rule as the dialog, on the uid the client sees (the Firebase uid); the quota
    // plays no part in it.
    const seen = toServerUser(user, 0);
    if (!isDeletionConfirmed(seen, confirmation)) {
      const refusal: AccountDeletionRefusal = {
        detail: accountDeletionMessages.incorrect,
        hint: deletionConfirmation(seen).hint,
      };
      return reply.status(400).send(refusal);
    }
    const pending = await deps.db.transaction().execute(async (trx) => {
      const recorded = await accountDeletionsRepository(trx).request(user.id, deps.graceMs);
      if (recorded.created) {
        await auditRepository(trx).record({
          userId: user.id,
          action: 'account.deletion_requested',
          objectType: 'user',
          objectId: user.id,
          details: { delete_after: recorded.deleteAfter },
        });
      }
      // Again on a repeated request: whatever got in since (a racing sign-in) goes too.
      const published = await revokeAccountAccess(trx, user.id);
      return { ...recorded, published };
    });
    // Committed: sessions this process resolved meanwhile are read again (and refused).
    userChanged(user.id);
    await discardFiles({ db: deps.db, storage: deps.storage }, pending.published);
    // The session is gone with the others; the cookie goes like at logout, so the client can
    // go to the landing page.
    await deps.session.end(request, reply);
    const body: AccountDeletionResponse = {
      requested_at: pending.requestedAt,
      delete_after: pending.deleteAfter,
    };
    return reply.status(202).send(body);
  });
}
