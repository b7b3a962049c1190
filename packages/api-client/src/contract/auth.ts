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

/** The server's view of the signed-in user (spec part 1 §3 "Server user"). */
export const ServerUser = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  name: z.string().nullable().optional(),
  isAnonymous: z.boolean(),
  quota: Quota,
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
