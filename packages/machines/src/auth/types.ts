/**
 * Types of the auth machine (spec part 1 §3 and §4). The first block is the contract the
 * app implements with `authMachine.provide(...)`; keep the names and shapes stable.
 */

/** The identity provider's user (kept in local storage under the key `user`). */
export interface IdpUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}

/** The server's view of the user (GET /v1/auth/me). */
export interface ServerUser {
  uid: string;
  email: string | null;
  displayName?: string | null;
  name?: string | null;
  isAnonymous: boolean;
  quota?: { used: number; limit: number; hasDiscoveryCall: boolean };
  /** The plan from the server's plan table, and what it allows. */
  plan?: {
    id: string;
    label: string;
    monthlyDesigns: number;
    apiAccess: boolean;
    watermarkExports: boolean;
  };
  /** Whether the gallery's review queue is open to this user. */
  isModerator?: boolean;
}

export interface AuthResponse {
  isAuthenticated: boolean;
  user: ServerUser | null;
}

export interface LogoutResponse {
  success: boolean;
  clearLocalAuth?: boolean;
  error?: string;
}

/** What the app stored before redirecting to the identity provider. */
export type PendingOperation = 'link' | 'signin';

export interface SignInResult {
  user: IdpUser;
  idToken: string;
}

export interface RedirectResult extends SignInResult {
  operation: PendingOperation;
}

/** The four persisted auth fields (spec §4: they persist in local storage). */
export interface PersistedAuth {
  firebaseUser: IdpUser | null;
  serverUser: ServerUser | null;
  isAuthenticated: boolean;
  lastSync: number | null;
}

/** Params of the `identify` action (spec §4: isAnonymous defaults to false). */
export interface AnalyticsIdentity {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}

/** Params of the `logError` action: the user-facing message and the underlying cause. */
export interface AuthErrorReport {
  message: string;
  cause: unknown;
}

export interface AuthInput {
  /** Values read from storage by the app; the context starts from them (hydration). */
  persisted?: PersistedAuth | null;
  /** Wait between a redirect sign-in's user fetch and its sync. @default 1000 */
  redirectSyncDelayMs?: number;
}

/** Why the server refused, when a failure came from it (an HTTP error with a status). */
export interface AuthErrorReason {
  /** The server's sentence, e.g. 'Too many requests; try again in 42 seconds'. */
  message: string;
  status: number;
  /** How long to wait before trying again (a 429's Retry-After), when known. */
  retryAfterSeconds: number | null;
}

export interface AuthContext extends PersistedAuth {
  /** The last failure, one of `authMessages`; `null` when there is none. */
  error: string | null;
  /** The server's reason behind `error`, when the server gave one; `null` otherwise. */
  errorReason: AuthErrorReason | null;
  /** ID token of the anonymous sign-in in progress; `null` otherwise. */
  idToken: string | null;
  /** The redirect result being processed; `null` otherwise. */
  redirect: RedirectResult | null;
  redirectSyncDelayMs: number;
}

export type AuthEvent =
  | { type: 'SIGN_IN_ANONYMOUSLY' }
  | { type: 'SIGN_IN_WITH_GOOGLE' }
  | { type: 'CONVERT_TO_GOOGLE' }
  | { type: 'SIGN_OUT' }
  | { type: 'SYNC' }
  | { type: 'CLEAR_ERROR' }
  /** Sent by the `authListener` actor; not meant to be sent by the app. */
  | { type: 'IDP.USER_CHANGED'; user: IdpUser | null };

/** The flags of spec §4, derived by `selectAuthFlags`. */
export interface AuthFlags {
  firebaseUser: IdpUser | null;
  serverUser: ServerUser | null;
  isAuthenticated: boolean;
  isInitializing: boolean;
  authReady: boolean;
  isLoading: boolean;
  isSigningIn: boolean;
  isSigningOut: boolean;
  isSyncing: boolean;
  error: string | null;
  errorReason: AuthErrorReason | null;
  lastSync: number | null;
}
