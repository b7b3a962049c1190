import type { NavBarUser } from './ui.ts';
export { hasAuthToRestore } from '../auth/persistence.ts';

/** What the landing's NavBar needs to know about the visitor. */
export interface LandingAuthState {
  user: NavBarUser | null;
  isBusy: boolean;
  error: string | null;
}

/** The prerendered state: a signed-out visitor (the HTML must not depend on the browser). */
export const signedOut: LandingAuthState = { user: null, isBusy: false, error: null };

/** The commands of the lazily started auth service. */
export interface LandingAuth {
  signInWithGoogle(): void;
  convertToGoogle(): void;
  signOut(): void;
}
