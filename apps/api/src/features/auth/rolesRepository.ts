import type { Db } from '../../db/connect.ts';
import type { User } from './usersRepository.ts';

/** Roles an account can hold beyond its own data. */
export const ROLES = ['moderator'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleHolder {
  userId: string;
  firebaseUid: string;
  email: string | null;
  displayName: string | null;
  grantedAt: string;
}

/**
 * Roles kept in the database (`user_roles`), granted by the operator with `npm run admin`.
 * Read on every check, never cached: a grant or revocation holds at once, in every process.
 */
export function rolesRepository(db: Db) {
  return {
    async has(userId: string, role: Role): Promise<boolean> {
      const row = await db
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('role', '=', role)
        .executeTakeFirst();
      return !!row;
    },

    /** Whether it was new. */
    async grant(userId: string, role: Role, now = new Date()): Promise<boolean> {
      const res = await db
        .insertInto('user_roles')
        .values({ user_id: userId, role, granted_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Whether the account held it. */
    async revoke(userId: string, role: Role): Promise<boolean> {
      const res = await db
        .deleteFrom('user_roles')
        .where('user_id', '=', userId)
        .where('role', '=', role)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async holders(role: Role): Promise<RoleHolder[]> {
      const rows = await db
        .selectFrom('user_roles')
        .innerJoin('users', 'users.id', 'user_roles.user_id')
        .select([
          'users.id',
          'users.firebase_uid',
          'users.email',
          'users.display_name',
          'user_roles.granted_at',
        ])
        .where('user_roles.role', '=', role)
        .orderBy('user_roles.granted_at')
        .execute();
      return rows.map((r) => ({
        userId: r.id,
        firebaseUid: r.firebase_uid,
        email: r.email,
        displayName: r.display_name,
        grantedAt: r.granted_at,
      }));
    },
  };
}

/**
 * Who moderates: the accounts holding the role, and the Firebase uids of MODERATOR_UIDS (kept
 * for installs configured that way). A guest never does, whatever either says.
 */
export function moderatorCheck(db: Db, moderatorUids: readonly string[]) {
  const uids = new Set(moderatorUids);
  const roles = rolesRepository(db);
  return async (user: User | null | undefined): Promise<boolean> => {
    if (!user || user.isAnonymous) return false;
    return uids.has(user.firebaseUid) || roles.has(user.id, 'moderator');
  };
}
