import { randomUUID } from 'node:crypto';
import type { Db } from './connect.ts';

export interface AuditEntry {
  userId: string;
  action: string;
  objectType: string;
  objectId?: string | null;
  details?: Record<string, unknown>;
  /** The project and image the change concerns, so GET /audit/ can filter by them. */
  projectId?: string | null;
  imageId?: string | null;
}

export function auditRepository(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          user_id: entry.userId,
          action: entry.action,
          object_type: entry.objectType,
          object_id: entry.objectId ?? null,
          details: entry.details ? JSON.stringify(entry.details) : null,
          created_at: new Date().toISOString(),
          project_id: entry.projectId ?? null,
          image_id: entry.imageId ?? null,
        })
        .execute();
    },
    async listForUser(
      userId: string,
      limit = 50,
      filter: { projectId?: string; imageId?: string; action?: string } = {},
    ) {
      let q = db.selectFrom('audit_log').selectAll().where('user_id', '=', userId);
      if (filter.projectId) q = q.where('project_id', '=', filter.projectId);
      if (filter.imageId) q = q.where('image_id', '=', filter.imageId);
      if (filter.action) q = q.where('action', '=', filter.action);
      return q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;

/**
 * Runs `write` in a transaction and records its audit entry in the same commit, so the change
 * and the entry land together or not at all. `entry` may be made from what `write` returned.
 */
export function auditedWrite<T>(
  db: Db,
  write: (trx: Db) => Promise<T>,
  entry: AuditEntry | ((written: T) => AuditEntry),
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const written = await write(trx);
    await auditRepository(trx).record(typeof entry === 'function' ? entry(written) : entry);
    return written;
  });
}
