import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';

export interface AuditEntry {
  userId: string;
  action: string;
  objectType: string;
  objectId?: string | null;
  details?: Record<string, unknown>;
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
        })
        .execute();
    },
    async listForUser(userId: string, limit = 50) {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
