import type { WebhookConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import {
  startLeasedDispatcher,
  type ClaimedDelivery,
  type Dispatcher,
  type DispatcherDeps,
} from '../../queue/leasedDispatcher.ts';

/*
 * Webhooks of new leads: a signed POST per lead to the embed's URL, from a durable queue of its
 * own (webhook_deliveries, committed with the lead in one transaction), sent by the leased
 * delivery loop every webhook shares (queue/leasedDispatcher.ts).
 */

export type { Dispatcher };

/** A claimed lead delivery, signed with its embed's secret. */
function leadDelivery(db: Db, id: string): Promise<ClaimedDelivery | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('embeds', 'embeds.id', 'webhook_deliveries.embed_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.url',
      'webhook_deliveries.payload',
      'webhook_deliveries.attempts',
      'embeds.webhook_secret as secret',
    ])
    .where('webhook_deliveries.id', '=', id)
    .executeTakeFirst()
    .then((row) => row && { ...row, event: 'lead.created' });
}

/** The lead webhooks' delivery loop of this process. */
export function startWebhookDispatcher(deps: DispatcherDeps, cfg: WebhookConfig): Dispatcher {
  return startLeasedDispatcher(deps, cfg, { prefix: '', logName: 'webhook', load: leadDelivery });
}
