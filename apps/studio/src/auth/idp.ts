import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  linkWithRedirect,
  onAuthStateChanged,
  signInAnonymously,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { IdpUser, PendingOperation, RedirectResult, SignInResult } from '@hds/machines';
import type { FirebaseClientConfig } from '../config.ts';
import { completeEmulatorRedirect, startEmulatorRedirect } from './emulatorRedirect.ts';
import { startFirebase } from './firebase.ts';

export const toIdpUser = (u: User | null): IdpUser | null =>
  u && { uid: u.uid, email: u.email, displayName: u.displayName, isAnonymous: u.isAnonymous };

/**
 * The identity provider as the auth service uses it: Firebase Auth and its Google redirect (the
 * emulator's own page with the emulator). A module of its own, so that the app loads Firebase
 * when a session is to be restored or started, not with its first screen (authService.ts).
 */
export interface Idp {
  /** Reports the current user, then every change; returns the unsubscribe. */
  onUserChanged(listener: (user: IdpUser | null) => void): () => void;
  /** Finishes the Google redirect this browser started (`pending`), or null. */
  redirectResult(pending: PendingOperation, storage: Storage): Promise<RedirectResult | null>;
  signInAnonymously(): Promise<SignInResult>;
  getIdToken(): Promise<string>;
  startGoogleRedirect(operation: PendingOperation, storage: Storage): Promise<void>;
  signOut(): Promise<void>;
}

export function createIdp(auth: Auth, emulator: boolean): Idp {
  const currentUser = (): User => {
    if (!auth.currentUser) throw new Error('No signed-in user');
    return auth.currentUser;
  };
  return {
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(toIdpUser(user))),
    async redirectResult(pending, storage) {
      const result = emulator
        ? await completeEmulatorRedirect(auth, pending, storage)
        : await getRedirectResult(auth, browserPopupRedirectResolver);
      if (!result) return null;
      return {
        user: toIdpUser(result.user)!,
        idToken: await result.user.getIdToken(),
        operation: pending,
      };
    },
    async signInAnonymously() {
      const cred = await signInAnonymously(auth);
      return { user: toIdpUser(cred.user)!, idToken: await cred.user.getIdToken() };
    },
    getIdToken: () => currentUser().getIdToken(),
    async startGoogleRedirect(operation, storage) {
      if (emulator) return startEmulatorRedirect(auth, operation, storage);
      const provider = new GoogleAuthProvider();
      const resolver = browserPopupRedirectResolver;
      if (operation === 'link') await linkWithRedirect(currentUser(), provider, resolver);
      else await signInWithRedirect(auth, provider, resolver);
    },
    signOut: () => signOut(auth),
  };
}

/** Firebase Auth started with the app's configuration, as the auth service's identity provider. */
export const startIdp = (config: FirebaseClientConfig): Idp =>
  createIdp(startFirebase(config), config.useAuthEmulator ?? false);
