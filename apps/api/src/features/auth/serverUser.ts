import type { ServerUser } from '@hds/api-client/contract';
import { planIdOf, type PlanTable } from '../../plans.ts';
import type { User } from './user.ts';

/**
 * `usedThisMonth`: the designs completed this month (the same count as quick-stats). With the
 * plan table, `quota.limit` is the plan's monthly designs (what the 429 enforces, and what the
 * credits box shows) and `plan` says what else it allows.
 */
export function toServerUser(
  user: User,
  usedThisMonth: number,
  extra: { plans?: PlanTable; isModerator?: boolean } = {},
): ServerUser {
  const displayName = user.displayName ?? (user.isAnonymous ? 'Guest' : null);
  const id = planIdOf(user);
  const terms = extra.plans?.[id];
  return {
    uid: user.firebaseUid,
    email: user.email,
    displayName,
    name: displayName,
    isAnonymous: user.isAnonymous,
    quota: {
      used: usedThisMonth,
      limit: terms ? terms.monthlyDesigns : user.quotaLimit,
      hasDiscoveryCall: user.hasDiscoveryCall,
    },
    ...(terms
      ? {
          plan: {
            id,
            label: terms.label,
            monthlyDesigns: terms.monthlyDesigns,
            apiAccess: terms.apiAccess,
            watermarkExports: terms.watermarkExports,
          },
        }
      : {}),
    ...(extra.isModerator !== undefined ? { isModerator: extra.isModerator } : {}),
  };
}
