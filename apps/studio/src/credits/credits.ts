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
 * The credits box's figures from the `/auth/me` user: `quota.used` is this month's designs,
 * the same count the server's 429 check uses. The total is the monthly limit that check
 * enforces (guests 10, Free 100: ARCHITECTURE "Quotas"), never above `quota.limit`, whose
 * default (2000, spec part 1 §3) is an account ceiling rather than the plan's credits.
 */
export function creditsOf(user: Pick<ServerUser, 'isAnonymous' | 'quota'>): Credits {
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
