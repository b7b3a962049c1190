import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  authMachine,
  type AuthEvent,
  type AuthResponse,
  type IdpUser,
  type LogoutResponse,
  type PendingOperation,
  type RedirectResult,
  type SignInResult,
} from '@hds/machines';
import type { AuthApi } from '@hds/api-client';
import type { AuthService } from '../auth/authService.ts';

/** What the identity provider (Firebase in the app) reports when a story starts. */
export type FakeIdpStart =
  | { kind: 'user'; user: IdpUser | null }
  /** The provider never answers: the app stays on "Checking authentication...". */
  | { kind: 'silent' };

export const FAKE_ID_TOKEN = 'story-id-token';

/** The anonymous user a fake "Continue as guest" signs in as. */
export const fakeAnonymousUser: IdpUser = {
  uid: 'guest-uid-0001',
  email: null,
  displayName: null,
  isAnonymous: true,
};

/** An in-memory identity provider: one current user and the listeners `onAuthStateChanged` has. */
function fakeIdentityProvider(start: FakeIdpStart) {
  let current = start.kind === 'user' ? start.user : null;
  const listeners = new Set<(user: IdpUser | null) => void>();
  return {
    get currentUser() {
      return current;
    },
    /** Like Firebase: every listener hears the change. */
    setUser(user: IdpUser | null) {
      current = user;
      listeners.forEach((listener) => listener(user));
    },
    /** Like `onAuthStateChanged`: reports the current user once (asynchronously), then changes. */
    subscribe(listener: (user: IdpUser | null) => void) {
      listeners.add(listener);
      if (start.kind === 'user') {
        queueMicrotask(() => {
          if (listeners.has(listener)) listener(current);
        });
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The studio's auth service for stories and tests: the real `authMachine`, the same actors as
 * `createAuthService` (auth/authService.ts), but the identity-provider side is an in-memory fake
 * (no Firebase, no redirects, nothing in local storage) while the server side calls the real
 * api-client `authApi`, so Mock Service Worker answers the CSRF, session and /me calls.
 */
export function createFakeAuthService(api: AuthApi, start: FakeIdpStart): AuthService {
  const idp = fakeIdentityProvider(start);
  const machine = authMachine.provide({
    actors: {
      initCsrf: fromPromise(async () => {
        await api.csrf();
      }),
      authListener: fromCallback<AuthEvent>(({ sendBack }) =>
        idp.subscribe((user) => sendBack({ type: 'IDP.USER_CHANGED', user })),
      ),
      // Stories never come back from a sign-in redirect.
      handleRedirectResult: fromPromise(async (): Promise<RedirectResult | null> => null),
      signInAnonymously: fromPromise(async (): Promise<SignInResult> => {
        idp.setUser(fakeAnonymousUser);
        return { user: fakeAnonymousUser, idToken: FAKE_ID_TOKEN };
      }),
      getIdToken: fromPromise(async () => {
        if (!idp.currentUser) throw new Error('No signed-in user');
        return FAKE_ID_TOKEN;
      }),
      // The app leaves for Google's page here and never sees the promise settle; neither do stories.
      startGoogleRedirect: fromPromise(
        (_: { input: { operation: PendingOperation } }) => new Promise<void>(() => {}),
      ),
      createSession: fromPromise<unknown, { idToken: string }>(({ input }) =>
        api.createSession(input.idToken),
      ),
      convertSession: fromPromise<unknown, { idToken: string }>(({ input }) =>
        api.convert(input.idToken),
      ),
      fetchCurrentUser: fromPromise<AuthResponse>(() => api.me()),
      logout: fromPromise<LogoutResponse>(() => api.logout()),
      idpSignOut: fromPromise(async () => {
        idp.setUser(null);
      }),
    },
  });
  return createActor(machine, { input: {} });
}
