import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, JobsTable } from '../../db/schema.ts';
import { auditRepository } from '../../db/audit.ts';

export type JobRow = JobsTable;

/** Job states as stored; the wire also knows `processing`/`completed` as aliases. */
export const JOB_PENDING = 'pending';
export const JOB_RUNNING = 'in_progress';
export const JOB_SUCCEEDED = 'succeeded';
export const JOB_FAILED = 'failed';

export const CANCELLED_MESSAGE = 'Job cancelled';
export const PREVIOUS_STEP_FAILED = 'A previous step of the workflow failed';

/** One edit to queue: the pending version it fills in and where its input comes from. */
export interface NewJob {
  userId: string;
  imageId: string;
  operation: string;
  args: Record<string, unknown>;
  /** The input version (for a chain step: the previous step's pending version). */
  sourceVersionId: string;
  kind: 'generated' | 'edited';
  label: string;
  chainId?: string | null;
  chainStep?: number;
  afterJobId?: string | null;
  batchId?: string | null;
  retryOf?: string | null;
}

type Conn = Kysely<Database>;

const isPostgres = (db: Conn) => db.getExecutor().adapter instanceof PostgresAdapter;

export function jobsRepository(db: Db) {
  const now = () => new Date().toISOString();

  type Ended = Pick<JobsTable, 'id' | 'version_id' | 'user_id' | 'image_id' | 'operation'>;

  /** The job's outcome in its user's audit log (a worker changed the user's version). */
  async function recordOutcome(
    conn: Conn,
    job: Ended,
    outcome: 'completed' | 'failed',
    details: Record<string, unknown> = {},
  ): Promise<void> {
    const image = await conn
      .selectFrom('images')
      .select('project_id')
      .where('id', '=', job.image_id)
      .executeTakeFirst();
    await auditRepository(conn).record({
      userId: job.user_id,
      action: `transformation.${outcome}`,
      objectType: 'job',
      objectId: job.id,
      projectId: image?.project_id ?? null,
      imageId: job.image_id,
      details: { operation: job.operation, version_id: job.version_id, ...details },
    });
  }

  /** Fails the job's version and, recursively, every chain step waiting on it. */
  async function failDependents(conn: Conn, jobId: string, at: string): Promise<string[]> {
    const failed: string[] = [];
    let frontier = [jobId];
    while (frontier.length) {
      const next = await conn
        .selectFrom('jobs')
        .select(['id', 'version_id', 'user_id', 'image_id', 'operation'])
        .where('after_job_id', 'in', frontier)
        .where('status', '=', JOB_PENDING)
        .execute();
      if (!next.length) break;
      await conn
        .updateTable('jobs')
        .set({ status: JOB_FAILED, error_message: PREVIOUS_STEP_FAILED, finished_at: at })
        .where(
          'id',
          'in',
          next.map((n) => n.id),
        )
        .execute();
      await conn
        .updateTable('versions')
        .set({ status: 'failed', updated_at: at })
        .where(
          'id',
          'in',
          next.map((n) => n.version_id),
        )
        .execute();
      for (const n of next) {
        await recordOutcome(conn, n, 'failed', { error_message: PREVIOUS_STEP_FAILED });
      }
      frontier = next.map((n) => n.id);
      failed.push(...frontier);
    }
    return failed;
  }

  return {
    /**
     * Inserts the pending version and its pending job. Call inside a transaction (pass the
     * transaction as `conn`) so a caller never sees one without the other.
     */
    async create(conn: Conn, job: NewJob, at = new Date()): Promise<JobRow> {
      const ts = at.toISOString();
      const jobId = randomUUID();
      const versionId = randomUUID();
      await conn
        .insertInto('versions')
        .values({
          id: versionId,
          image_id: job.imageId,
          user_id: job.userId,
          parent_id: job.sourceVersionId,
          label: job.label,
          description: '',
          kind: job.kind,
          operation: job.operation,
          status: 'pending',
          is_primary: 0,
          is_favorite: 0,
          storage_key: null,
          preview_key: null,
          thumb_key: null,
          width: null,
          height: null,
          branch_name: 'main',
          params: JSON.stringify({ ...job.args, job_id: jobId }),
          job_id: jobId,
          created_at: ts,
          updated_at: ts,
        })
        .execute();
      const row: JobRow = {
        id: jobId,
        user_id: job.userId,
        image_id: job.imageId,
        version_id: versionId,
        source_version_id: job.sourceVersionId,
        operation: job.operation,
        args: JSON.stringify(job.args),
        status: JOB_PENDING,
        attempts: 0,
        max_attempts: 3,
        cancel_requested: 0,
        error_message: null,
        result_version: null,
        locked_by: null,
        lease_expires_at: null,
        chain_id: job.chainId ?? null,
        chain_step: job.chainStep ?? 0,
        after_job_id: job.afterJobId ?? null,
        batch_id: job.batchId ?? null,
        retry_of: job.retryOf ?? null,
        created_at: ts,
        started_at: null,
        finished_at: null,
      };
      await conn.insertInto('jobs').values(row).execute();
      return row;
    },

    async find(userId: string, id: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(userId: string, filter: { imageId?: string; limit?: number }): Promise<JobRow[]> {
      let q = db.selectFrom('jobs').selectAll().where('user_id', '=', userId);
      if (filter.imageId) q = q.where('image_id', '=', filter.imageId);
      return q
        .orderBy('created_at', 'desc')
        .orderBy('chain_step', 'desc')
        .limit(filter.limit ?? 100)
        .execute();
    },

    /**
     * Takes the oldest runnable job for `workerId` with a lease: a pending one whose chain
     * predecessor (if any) succeeded, or a running one whose lease expired (its worker died).
     * One UPDATE … RETURNING: atomic on SQLite (one writer) and on PostgreSQL (the inner
     * SELECT locks the row with FOR UPDATE SKIP LOCKED, so two workers never take the same job).
     * `onlyId` restricts the claim to one job (pg-boss delivers job ids).
     */
    async claim(workerId: string, leaseMs: number, onlyId?: string): Promise<JobRow | undefined> {
      const ts = now();
      const lease = new Date(Date.now() + leaseMs).toISOString();
      const postgres = isPostgres(db);
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: JOB_RUNNING,
          locked_by: workerId,
          lease_expires_at: lease,
          attempts: eb('attempts', '+', 1),
          started_at: eb.fn.coalesce('started_at', eb.val(ts)),
        }))
        .where('id', '=', (eb) => {
          let q = eb
            .selectFrom('jobs as j')
            .select('j.id')
            .where((w) =>
              w.or([
                w.and([
                  w('j.status', '=', JOB_PENDING),
                  w.or([
                    w('j.after_job_id', 'is', null),
                    w.exists(
                      w
                        .selectFrom('jobs as p')
                        .select('p.id')
                        .whereRef('p.id', '=', 'j.after_job_id')
                        .where('p.status', '=', JOB_SUCCEEDED),
                    ),
                  ]),
                ]),
                w.and([w('j.status', '=', JOB_RUNNING), w('j.lease_expires_at', '<', ts)]),
              ]),
            )
            .whereRef('j.attempts', '<', 'j.max_attempts')
            .orderBy('j.created_at')
            .orderBy('j.chain_step')
            .limit(1);
          if (onlyId) q = q.where('j.id', '=', onlyId);
          return postgres ? q.forUpdate().skipLocked() : q;
        })
        .where((eb) =>
          eb.or([
            eb('status', '=', JOB_PENDING),
            eb.and([eb('status', '=', JOB_RUNNING), eb('lease_expires_at', '<', ts)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Renews the lease while the worker holds it. `held` false means another worker took the
     * job over (this one was too slow) or it ended; `cancel` that the user asked to stop.
     */
    async heartbeat(
      id: string,
      workerId: string,
      leaseMs: number,
    ): Promise<{ held: boolean; cancel: boolean }> {
      const lease = new Date(Date.now() + leaseMs).toISOString();
      await db
        .updateTable('jobs')
        .set({ lease_expires_at: lease })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', JOB_RUNNING)
        .execute();
      const row = await db
        .selectFrom('jobs')
        .select(['status', 'locked_by', 'cancel_requested'])
        .where('id', '=', id)
        .executeTakeFirst();
      return {
        held: !!row && row.status === JOB_RUNNING && row.locked_by === workerId,
        cancel: row?.cancel_requested === 1,
      };
    },

    /**
     * Marks the job succeeded and its version completed with the stored renditions, and counts
     * one design, in one transaction (the caller's, when called on one) — only while this
     * worker still holds the job and nobody cancelled it. False means the result must be
     * thrown away (caller deletes the files).
     */
    async complete(
      id: string,
      workerId: string,
      media: {
        storageKey: string;
        previewKey: string;
        thumbKey: string;
        width: number;
        height: number;
      },
    ): Promise<boolean> {
      const inTransaction = <T>(fn: (trx: Conn) => Promise<T>) =>
        db.isTransaction ? fn(db) : db.transaction().execute(fn);
      return inTransaction(async (trx) => {
        const ts = now();
        const res = await trx
          .updateTable('jobs')
          .set({
            status: JOB_SUCCEEDED,
            finished_at: ts,
            lease_expires_at: null,
            result_version: (eb) => eb.ref('version_id'),
          })
          .where('id', '=', id)
          .where('locked_by', '=', workerId)
          .where('status', '=', JOB_RUNNING)
          .where('cancel_requested', '=', 0)
          .returning(['id', 'version_id', 'user_id', 'image_id', 'operation'])
          .executeTakeFirst();
        if (!res) return false;
        await trx
          .updateTable('versions')
          .set({
            status: 'completed',
            storage_key: media.storageKey,
            preview_key: media.previewKey,
            thumb_key: media.thumbKey,
            width: media.width,
            height: media.height,
            updated_at: ts,
          })
          .where('id', '=', res.version_id)
          .execute();
        await trx
          .insertInto('usage_events')
          .values({
            id: randomUUID(),
            user_id: res.user_id,
            job_id: id,
            operation: res.operation,
            created_at: ts,
          })
          .onConflict((oc) => oc.column('job_id').doNothing())
          .execute();
        await recordOutcome(trx, res, 'completed');
        return true;
      });
    },

    /**
     * Fails a job (and the chain steps after it). With `workerId` only while that worker holds
     * it; without, any job that has not ended (cancel of a pending job, exhausted retries).
     */
    async fail(id: string, message: string, workerId?: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const ts = now();
        let q = trx
          .updateTable('jobs')
          .set({
            status: JOB_FAILED,
            error_message: message,
            finished_at: ts,
            lease_expires_at: null,
          })
          .where('id', '=', id)
          .where('status', 'in', [JOB_PENDING, JOB_RUNNING]);
        if (workerId) q = q.where('locked_by', '=', workerId);
        const res = await q
          .returning(['id', 'version_id', 'user_id', 'image_id', 'operation'])
          .executeTakeFirst();
        if (!res) return false;
        await trx
          .updateTable('versions')
          .set({ status: 'failed', updated_at: ts })
          .where('id', '=', res.version_id)
          .execute();
        await recordOutcome(trx, res, 'failed', { error_message: message });
        await failDependents(trx, id, ts);
        return true;
      });
    },

    /** The version shows `processing` while a worker runs its job. */
    async markProcessing(versionId: string): Promise<void> {
      await db
        .updateTable('versions')
        .set({ status: 'processing', updated_at: now() })
        .where('id', '=', versionId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Gives a running job back to the queue at once (graceful shutdown of its worker). */
    async release(id: string, workerId: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: JOB_PENDING, locked_by: null, lease_expires_at: null })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('status', '=', JOB_RUNNING)
        .execute();
    },

    /** Asks a running job to stop (its worker sees the flag on its next heartbeat). */
    async requestCancel(id: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ cancel_requested: 1 })
        .where('id', '=', id)
        .where('status', 'in', [JOB_PENDING, JOB_RUNNING])
        .execute();
    },

    /** Jobs whose worker died `max_attempts` times: they are not picked up again, so fail them. */
    async failExhausted(): Promise<string[]> {
      const ts = now();
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', JOB_RUNNING)
        .where('lease_expires_at', '<', ts)
        .whereRef('attempts', '>=', 'max_attempts')
        .execute();
      const failed: string[] = [];
      for (const r of rows) if (await this.fail(r.id, 'Edit failed')) failed.push(r.id);
      return failed;
    },

    /** Jobs that count against the quota before they complete (so parallel submits cannot
     * overshoot it). */
    async activeCount(userId: string): Promise<number> {
      const { n } = await db
        .selectFrom('jobs')
        .where('user_id', '=', userId)
        .where('status', 'in', [JOB_PENDING, JOB_RUNNING])
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Pending chain steps waiting on this job. */
    async dependents(jobId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('after_job_id', '=', jobId)
        .where('status', '=', JOB_PENDING)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Job ids of a chain, in step order. */
    async chain(chainId: string): Promise<JobRow[]> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('chain_id', '=', chainId)
        .orderBy('chain_step')
        .execute();
    },

    /**
     * How often the edit `job` belongs to has been retried: every job of its retry family (the
     * first job, the retries of it and of its retries, siblings included) but the first. The
     * family is small (retries are limited), so it is walked a level at a time.
     */
    async retriesOf(job: Pick<JobRow, 'id' | 'retry_of'>): Promise<number> {
      let root = job;
      const seen = new Set([job.id]);
      while (root.retry_of && !seen.has(root.retry_of)) {
        const parent = await db
          .selectFrom('jobs')
          .select(['id', 'retry_of'])
          .where('id', '=', root.retry_of)
          .executeTakeFirst();
        if (!parent) break;
        seen.add(parent.id);
        root = parent;
      }
      let retries = 0;
      let frontier = [root.id];
      while (frontier.length) {
        const next = await db
          .selectFrom('jobs')
          .select('id')
          .where('retry_of', 'in', frontier)
          .execute();
        retries += next.length;
        frontier = next.map((n) => n.id);
      }
      return retries;
    },

    async byIds(ids: string[]): Promise<JobRow[]> {
      if (!ids.length) return [];
      return db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
