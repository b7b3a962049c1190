import type { NavBarUser } from './ui.ts';
import { AUTH_KEYS } from '../auth/persistence.ts';

/** What the landing's NavBar needs to know about the visitor. */
export interface LandingAuthState {
  user: NavBarUser | null;
  isBusy: boolean;
  error: string | null;
}

/** The prerendered state: a signed-out visitor (the HTML must not depend on the browser). */
export const signedOut: LandingAuthState = { user: null, isBusy: false, error: null };

/**
 * Whether this browser has a session to show or a Google redirect to finish: then the landing
 * starts Firebase Auth at once; otherwise only when the visitor presses 'Sign In with Google'.
 */
export function hasAuthToRestore(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return (
      storage.getItem(AUTH_KEYS.user) !== null ||
      storage.getItem(AUTH_KEYS.pendingOperation) !== null
    );
  } catch {
    return false;
  }
}

/** The commands of the lazily started auth service. */
export interface LandingAuth {
  signInWithGoogle(): void;
  convertToGoogle(): void;
  signOut(): void;
}
