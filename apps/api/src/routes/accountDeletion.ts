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
import type { Db } from '../db/connect.ts';
import { parseWith } from '../plugins/errors.ts';
import { requireUser, type SessionControl } from '../plugins/session.ts';
import { accountDeletionsRepository } from '../repositories/accountDeletions.ts';
import { auditRepository } from '../repositories/audit.ts';
import { toServerUser } from './auth.ts';

export interface AccountDeletionRouteDeps {
  db: Db;
  session: SessionControl;
  /** From the request until the sweeper may delete the account (config.accountDeletion). */
  graceMs: number;
}

/**
 * POST /api/v1/auth/delete-account/ {confirmation}: records the request (the sweeper in
 * accounts/sweeper.ts deletes the data once it is due) and signs the caller out.
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
      return recorded;
    });
    // Signed out like logout, so the client can go to the landing page.
    await deps.session.end(request, reply);
    const body: AccountDeletionResponse = {
      requested_at: pending.requestedAt,
      delete_after: pending.deleteAfter,
    };
    return reply.status(202).send(body);
  });
}
