import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../lib/periodic.ts';
import type { Db } from '../db/connect.ts';
import { pendingMediaRepository } from './pendingMedia.ts';
import type { Storage, StoredObject } from '../storage/storage.ts';

export interface MediaSweepDeps {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface MediaSweepOptions {
  /**
   * How old a write must be before the sweep may judge it abandoned: longer than any upload or
   * job takes from its first stored byte to its commit (seconds), so a live one is never hit.
   */
  graceMs: number;
  /** Also list the whole store for files no row names (orphans from before the journal). */
  scan: boolean;
}

export interface MediaSweepResult {
  /** Journal entries settled: files deleted, or found committed after all. */
  settled: number;
  /** Files deleted because nothing named them. */
  deleted: number;
  /** Leftovers of interrupted writes removed. */
  partials: number;
}

const BATCH = 200;

/**
 * Settles one journal entry: claims it and, unless a row names the key after all (a commit
 * whose journal clean-up was lost), deletes the file — all inside one transaction, so a crash
 * or a failed delete leaves the entry for the next sweep, and an upload committing at the same
 * moment waits for the claim and then rolls back (its settle finds the entry gone).
 */
async function settle(deps: MediaSweepDeps, key: string): Promise<'deleted' | 'kept' | 'gone'> {
  return deps.db.transaction().execute(async (trx) => {
    const journal = pendingMediaRepository(trx);
    if (!(await journal.claim(key))) return 'gone';
    if ((await journal.referenced([key])).has(key)) return 'kept';
    await deps.storage.delete(key);
    return 'deleted';
  });
}

/**
 * Reconciles the store with the database: what a process that died mid-upload, mid-job or
 * mid-delete left behind is removed, so every file is named by a row and every row's files
 * exist. Runs at every server start and then periodically.
 */
export async function sweepMedia(
  deps: MediaSweepDeps,
  opts: MediaSweepOptions,
  now = new Date(),
): Promise<MediaSweepResult> {
  const cutoff = new Date(now.getTime() - opts.graceMs);
  const journal = pendingMediaRepository(deps.db);
  const result: MediaSweepResult = { settled: 0, deleted: 0, partials: 0 };

  // 1. The journal: deletes whose commit happened, writes that never reached theirs.
  for (;;) {
    const due = await journal.due(cutoff, BATCH);
    for (const key of due) {
      const outcome = await settle(deps, key);
      if (outcome !== 'gone') result.settled++;
      if (outcome === 'deleted') result.deleted++;
    }
    if (due.length < BATCH) break;
  }

  // 2. Interrupted writes of the backend itself (local disk's temporary files).
  result.partials = await deps.storage.removePartials(cutoff);

  // 3. Files nothing names at all, written before the cutoff.
  if (opts.scan) {
    let batch: StoredObject[] = [];
    const flush = async () => {
      const named = await journal.referenced(batch.map((o) => o.key));
      for (const o of batch) {
        if (named.has(o.key)) continue;
        await deps.storage.delete(o.key);
        result.deleted++;
      }
      batch = [];
    };
    for await (const o of deps.storage.list()) {
      if (o.modifiedAt >= cutoff) continue;
      batch.push(o);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length) await flush();
  }
  return result;
}

/**
 * The in-process media sweeper: a full sweep (with the store scan) at start, then the journal
 * and partial files every `intervalMs`.
 */
export function startMediaSweeper(
  deps: MediaSweepDeps,
  opts: { graceMs: number; intervalMs: number },
) {
  let first = true;
  return runPeriodically(
    async () => {
      const scan = first;
      first = false;
      const r = await sweepMedia(deps, { graceMs: opts.graceMs, scan });
      if (r.settled || r.deleted || r.partials || scan)
        deps.log.info({ ...r, scan }, 'media swept');
    },
    opts.intervalMs,
    (err) => deps.log.error({ err }, 'media sweep failed'),
  );
}
