import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '@hds/api-client/contract';
import type { Db } from '../../db/connect.ts';

export function analyticsRepository(db: Db) {
  return {
    /** Stores one batch in one statement; `userId` is the session's user, if any. */
    async insertBatch(events: AnalyticsEvent[], userId: string | null, receivedAt = new Date()) {
      if (!events.length) return 0;
      const received = receivedAt.toISOString();
      await db
        .insertInto('analytics_events')
        .values(
          events.map((e) => ({
            id: randomUUID(),
            user_id: userId,
            anonymous_id: e.anonymous_id,
            session_id: e.session_id,
            event: e.event,
            path: e.path ?? null,
            properties: JSON.stringify(e.properties ?? {}),
            occurred_at: new Date(e.timestamp).toISOString(),
            received_at: received,
          })),
        )
        .execute();
      return events.length;
    },
  };
}
