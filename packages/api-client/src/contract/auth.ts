import { z } from 'zod';

/** Body of POST /v1/auth/session, /convert and /validate. */
export const IdTokenBody = z.object({
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required'),
});
export type IdTokenBody = z.infer<typeof IdTokenBody>;

export const Quota = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  hasDiscoveryCall: z.boolean(),
});
export type Quota = z.infer<typeof Quota>;

/** The plan the user is on, from the server's plan table (an operator may change it). */
export const UserPlan = z.object({
  /** guest, free, pro or business. */
  id: z.string(),
  label: z.string(),
  /** The monthly designs: the same figure as `quota.limit`. */
  monthlyDesigns: z.number().int().nonnegative(),
  /** Whether Settings → API may create and use keys. */
  apiAccess: z.boolean(),
  /** Whether exports carry the watermark. */
  watermarkExports: z.boolean(),
});
export type UserPlan = z.infer<typeof UserPlan>;

/** The 403 of API keys on a plan without API access; Settings → API says it up front. */
export const apiKeysNotInPlan = (planLabel: string) =>
  `API keys are not part of the ${planLabel} plan. Upgrade to a plan with API access (Business) on the Plans page, or ask the operator of this studio.`;

/**
 * The server's view of the signed-in user (spec part 1 §3 "Server user"). `quota.limit` is the
 * plan's monthly designs, the figure the server's 429 enforces. `plan` and `isModerator` are
 * this server's additions: what the plan allows, and whether the gallery's review queue is open
 * to this user.
 */
export const ServerUser = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  name: z.string().nullable().optional(),
  isAnonymous: z.boolean(),
  quota: Quota,
  plan: UserPlan.optional(),
  isModerator: z.boolean().optional(),
});
export type ServerUser = z.infer<typeof ServerUser>;

export const AuthResponse = z.object({
  isAuthenticated: z.boolean(),
  user: ServerUser.nullable(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const LogoutResponse = z.object({
  success: z.boolean(),
  clearLocalAuth: z.boolean(),
  error: z.string().optional(),
});
export type LogoutResponse = z.infer<typeof LogoutResponse>;

export const CsrfResponse = z.object({ csrfToken: z.string() });
export type CsrfResponse = z.infer<typeof CsrfResponse>;

export const ValidateResponse = z.object({ valid: z.boolean(), uid: z.string().optional() });
export type ValidateResponse = z.infer<typeof ValidateResponse>;

export const QUOTA_DEFAULT_LIMIT = 2000;

/** Body of POST /api/v1/auth/delete-account/: what the user typed in the delete dialog. */
export const AccountDeletionBody = z.object({
  confirmation: z.string({ error: 'confirmation is required' }),
});
export type AccountDeletionBody = z.infer<typeof AccountDeletionBody>;

/** 202 reply: when the request was recorded and when the account's data will be gone. */
export const AccountDeletionResponse = z.object({
  requested_at: z.string(),
  delete_after: z.string(),
});
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;

/** 400 reply to a wrong confirmation: `detail` is the toast title, `hint` its description. */
export const AccountDeletionRefusal = z.object({ detail: z.string(), hint: z.string() });
export type AccountDeletionRefusal = z.infer<typeof AccountDeletionRefusal>;

/** Spec part 2 §5 (rule and refusal) and §8 (success toast). */
export const accountDeletionMessages = {
  incorrect: 'Incorrect confirmation',
  enterEmail: 'Please enter your email address to confirm deletion.',
  enterGuestName: 'Please enter the correct guest account name to confirm deletion.',
  requested: 'Account deletion requested',
  requestedDetail: 'Your account will be deleted within 24 hours.',
  /** 403 to a sign-in while the request is pending (the account is locked until it is gone). */
  signInRefused:
    'This account is being deleted, so it cannot be signed in to. Once it is gone (within 24 hours) you can sign in again to start afresh.',
} as const;

type DeletingUser = Pick<ServerUser, 'uid' | 'email' | 'isAnonymous'>;

/** A guest's account name: "guest_" and the first 8 characters of the Firebase uid. */
export const guestAccountName = (uid: string) => `guest_${uid.slice(0, 8)}`;

/**
 * What the user must type to delete the account, and the hint when they get it wrong. A
 * registered account without an email has nothing else to type, so it gets the guest rule.
 */
export function deletionConfirmation(user: DeletingUser): { expected: string; hint: string } {
  return user.isAnonymous || !user.email
    ? { expected: guestAccountName(user.uid), hint: accountDeletionMessages.enterGuestName }
    : { expected: user.email, hint: accountDeletionMessages.enterEmail };
}

/** Case-insensitive; surrounding spaces are ignored, as the dialog ignores them. */
export function isDeletionConfirmed(user: DeletingUser, typed: string): boolean {
  return typed.trim().toLowerCase() === deletionConfirmation(user).expected.toLowerCase();
}
