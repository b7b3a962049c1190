import { randomUUID } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { VerifiedIdentity } from './verifier.ts';
import { userChanged } from './sessionCache.ts';
import { toUser, type User } from './user.ts';

export { toUser, type User };

export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : null;
    },

    /**
     * Inside a transaction: makes this user's other transactions that call it wait until this
     * one ends, so a count-then-insert (a quota, a limit) cannot be passed by two at once.
     * PostgreSQL locks the user's row; SQLite has one writer, so it needs nothing.
     */
    async lockForUpdate(id: string): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },

    /** Puts the user on a plan (plans.ts's id; null: the default). True when it changed. */
    async setPlan(id: string, plan: string | null): Promise<boolean> {
      const before = await db
        .selectFrom('users')
        .select('plan')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!before || (before.plan ?? null) === plan) return false;
      await db
        .updateTable('users')
        .set({ plan, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      userChanged(id);
      return true;
    },

    /** Creates the user on first sign-in, or refreshes its identity fields. */
    async upsertFromIdentity(
      identity: VerifiedIdentity,
    ): Promise<{ user: User; created: boolean }> {
      const now = new Date().toISOString();
      const existing = await db
        .selectFrom('users')
        .selectAll()
        .where('firebase_uid', '=', identity.uid)
        .executeTakeFirst();
      if (existing) {
        const updated = await db
          .updateTable('users')
          .set({
            email: identity.email,
            display_name: identity.displayName,
            is_anonymous: identity.isAnonymous ? 1 : 0,
            updated_at: now,
          })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Sessions resolved before this sign-in read the user again (e-mail, guest → Google).
        userChanged(existing.id);
        return { user: toUser(updated), created: false };
      }
      const row: UsersTable = {
        id: randomUUID(),
        firebase_uid: identity.uid,
        email: identity.email,
        display_name: identity.displayName,
        is_anonymous: identity.isAnonymous ? 1 : 0,
        has_discovery_call: 0,
        quota_limit: 2000,
        created_at: now,
        updated_at: now,
        plan: null,
      };
      // A concurrent first sign-in of the same uid may insert first; then read theirs.
      await db
        .insertInto('users')
        .values(row)
        .onConflict((oc) => oc.column('firebase_uid').doNothing())
        .execute();
      const stored = await db
        .selectFrom('users')
        .selectAll()
        .where('firebase_uid', '=', identity.uid)
        .executeTakeFirstOrThrow();
      return { user: toUser(stored), created: stored.id === row.id };
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
