// Firebase Auth and the auth machine for the landing page: a chunk of its own, loaded only when
// the visitor signs in or already has a session (src/landing/LandingApp.tsx). The studio under
// /app starts the same service in src/main.tsx.
import { selectAuthFlags, type AuthSnapshot } from '@hds/machines';
import { createAuthApi, createHttpClient } from '@hds/api-client';
import { FIREBASE_CONFIG_MISSING, readFirebaseConfig } from '../config.ts';
import { startIdp } from '../auth/idp.ts';
import { createAuthService } from '../auth/authService.ts';
import { analytics } from '../analytics/analytics.ts';
import type { LandingAuth, LandingAuthState } from './authState.ts';

function toState(snapshot: AuthSnapshot): LandingAuthState {
  const flags = selectAuthFlags(snapshot);
  const u = flags.firebaseUser;
  return {
    user: u
      ? {
          displayName:
            flags.serverUser?.displayName ?? u.displayName ?? (u.isAnonymous ? 'Guest' : 'Account'),
          isAnonymous: u.isAnonymous,
        }
      : null,
    isBusy: flags.isInitializing || flags.isLoading,
    error: flags.error,
  };
}

/** Starts the auth service and reports its state; commands wait until start-up is over. */
export function startLandingAuth(onChange: (state: LandingAuthState) => void): LandingAuth {
  const config = readFirebaseConfig(window.__HDS_CONFIG__, import.meta.env);
  if (!config) {
    console.error(FIREBASE_CONFIG_MISSING);
    onChange({ user: null, isBusy: false, error: FIREBASE_CONFIG_MISSING });
    return { signInWithGoogle() {}, convertToGoogle() {}, signOut() {} };
  }
  // This chunk is itself loaded on demand: the identity provider comes with it.
  const idp = startIdp(config);
  const service = createAuthService(() => Promise.resolve(idp), createAuthApi(createHttpClient()), {
    analytics,
  });
  service.subscribe((snapshot) => onChange(toState(snapshot)));
  service.start();
  onChange(toState(service.getSnapshot()));
  // The machine ignores a sign-in while it is still reading a redirect result at start-up.
  const ready = new Promise<void>((resolve) => {
    const check = (snapshot: AuthSnapshot) => {
      if (!selectAuthFlags(snapshot).isInitializing) {
        resolve();
        return true;
      }
      return false;
    };
    if (check(service.getSnapshot())) return;
    const sub = service.subscribe((s) => {
      if (check(s)) sub.unsubscribe();
    });
  });
  const send = (type: 'SIGN_IN_WITH_GOOGLE' | 'CONVERT_TO_GOOGLE' | 'SIGN_OUT') =>
    void ready.then(() => service.send({ type }));
  return {
    signInWithGoogle: () => send('SIGN_IN_WITH_GOOGLE'),
    convertToGoogle: () => send('CONVERT_TO_GOOGLE'),
    signOut: () => send('SIGN_OUT'),
  };
}
