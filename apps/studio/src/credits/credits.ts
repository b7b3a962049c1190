import {
  ApiError,
  FREE_MONTHLY_LIMIT,
  GUEST_MONTHLY_LIMIT,
  type ServerUser,
} from '@hds/api-client';

export const PLANS_HREF = '/app/plans';

export const creditsMessages = {
  quotaTitle: 'Monthly limit reached',
  seePlans: 'See Plans',
} as const;

export interface Credits {
  used: number;
  total: number;
  plan: string;
}

/**
 * The credits box's figures, exactly `/auth/me`'s: `quota.used` is this month's designs (the
 * count the server's 429 check uses) and `quota.limit` the plan's monthly designs from the
 * server's plan table. A server without the table (no `plan`) keeps the spec's ceiling of 2000
 * as `quota.limit`; then the plan's own figure (guest 10, Free 100) is the total.
 */
export function creditsOf(user: Pick<ServerUser, 'isAnonymous' | 'quota' | 'plan'>): Credits {
  if (user.plan) {
    return { used: user.quota.used, total: user.quota.limit, plan: user.plan.label };
  }
  const planLimit = user.isAnonymous ? GUEST_MONTHLY_LIMIT : FREE_MONTHLY_LIMIT;
  return {
    used: user.quota.used,
    total: Math.min(planLimit, user.quota.limit),
    plan: user.isAnonymous ? 'Guest' : 'Free',
  };
}

/** An edit refused because the month's designs are used up (the server's 429). */
export function isQuotaError(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 429 && /limit reached/i.test(err.message);
}
