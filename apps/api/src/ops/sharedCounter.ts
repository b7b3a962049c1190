import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** A fixed-window hit counter: `hit` counts one more and says where the window stands. */
export interface WindowCounter {
  /** Counts one hit on `key`; `count` includes it, `resetMs` is the time left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Where the counts live: every process's PostgreSQL, or this process's memory. */
  readonly shared: boolean;
}

/** This process's memory: the embedded default (one process on SQLite). */
export function memoryCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { resetAt: number; count: number }>();
  let sweepAt = now() + 60_000;
  return {
    shared: false,
    async hit(key, windowMs) {
      const t = now();
      if (t > sweepAt) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        sweepAt = t + 60_000;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) windows.set(key, (w = { resetAt: t + windowMs, count: 0 }));
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - t };
    },
  };
}

/**
 * Counts in PostgreSQL, so every API process sees the same windows: one atomic upsert per hit
 * (the row lock orders concurrent hits on a key), timed by the database's clock, not each
 * machine's. The table lives in a schema of its own, `hds_ops`, outside the application's tables
 * (like pg-boss' `pgboss`): it is bookkeeping, not data a backup or a snapshot should carry.
 */
export function postgresCounter(db: Db): WindowCounter {
  let ready: Promise<void> | null = null;
  const ensureTable = () =>
    (ready ??= (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await sql`create schema if not exists hds_ops`.execute(db);
          await sql`create table if not exists hds_ops.rate_limits (
            key text primary key, count integer not null, reset_at bigint not null)`.execute(db);
          return;
        } catch (err) {
          // Two processes creating it at once: one loses a catalog race; the retry finds it.
          if (attempt >= 2) throw err;
        }
      }
    })().catch((err: unknown) => {
      ready = null;
      throw err;
    }));
  let hits = 0;
  return {
    shared: true,
    async hit(key, windowMs) {
      await ensureTable();
      const { rows } = await sql<{ count: number; reset_ms: string }>`
        with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
        insert into hds_ops.rate_limits as r (key, count, reset_at)
        select ${key}, 1, now.ms + ${windowMs} from now
        on conflict (key) do update set
          count = case when r.reset_at <= (select ms from now) then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= (select ms from now)
            then (select ms from now) + ${windowMs} else r.reset_at end
        returning count, (reset_at - (select ms from now))::text as reset_ms`.execute(db);
      // Now and then, windows long over go (any process may do it).
      if (++hits % 500 === 0) {
        await sql`delete from hds_ops.rate_limits
          where reset_at < (extract(epoch from clock_timestamp()) * 1000)::bigint - 60000`
          .execute(db)
          .catch(() => undefined);
      }
      return { count: rows[0]!.count, resetMs: Math.max(0, Number(rows[0]!.reset_ms)) };
    },
  };
}

/** The counter a deployment needs: shared on PostgreSQL (several processes), else in memory. */
export function windowCounterFor(db: Db): WindowCounter {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? postgresCounter(db)
    : memoryCounter();
}
