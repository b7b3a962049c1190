import type { SnapshotFrom } from 'xstate';
import { authTags, type AuthMachine } from './authMachine.ts';
import type { AuthFlags } from './types.ts';

export { authMessages, type AuthMessage } from './messages.ts';

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

/**
 * The auth flags of spec part 1 §4. The busy flags come from the state (tags), not from
 * duplicated context fields: isSigningIn covers the anonymous sign-in, the start of a Google
 * redirect (sign-in or conversion) and the processing of a redirect result; isInitializing lasts
 * until the listener's first event has been handled (including its sync); isLoading is any of them.
 */
export function selectAuthFlags(snapshot: AuthSnapshot): AuthFlags {
  const { context } = snapshot;
  const isInitializing = snapshot.hasTag(authTags.initializing);
  const isSigningIn = snapshot.hasTag(authTags.signingIn);
  const isSigningOut = snapshot.hasTag(authTags.signingOut);
  const isSyncing = snapshot.hasTag(authTags.syncing);
  return {
    firebaseUser: context.firebaseUser,
    serverUser: context.serverUser,
    isAuthenticated: context.isAuthenticated,
    isInitializing,
    authReady: !isInitializing,
    isLoading: isInitializing || isSigningIn || isSigningOut || isSyncing,
    isSigningIn,
    isSigningOut,
    isSyncing,
    error: context.error,
    errorReason: context.errorReason,
    lastSync: context.lastSync,
  };
}
