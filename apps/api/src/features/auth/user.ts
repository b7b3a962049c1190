import type { UsersTable } from '../../db/schema.ts';

/** A signed-in account as the routes see it (its own module: the session cache holds these). */
export interface User {
  id: string;
  firebaseUid: string;
  email: string | null;
  displayName: string | null;
  isAnonymous: boolean;
  hasDiscoveryCall: boolean;
  quotaLimit: number;
  createdAt: string;
  /** The plan an operator set, or null (then plans.ts's planIdOf gives Free or Guest). */
  plan: string | null;
}

export function toUser(row: UsersTable): User {
  return {
    id: row.id,
    firebaseUid: row.firebase_uid,
    email: row.email,
    displayName: row.display_name,
    isAnonymous: row.is_anonymous === 1,
    hasDiscoveryCall: row.has_discovery_call === 1,
    quotaLimit: row.quota_limit,
    createdAt: row.created_at,
    plan: row.plan ?? null,
  };
}
