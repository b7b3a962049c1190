import {
  GoogleAuthProvider,
  getRedirectResult,
  linkWithRedirect,
  onAuthStateChanged,
  signInAnonymously,
  signInWithRedirect,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  authMachine,
  toAnalyticsIdentity,
  type AnalyticsIdentity,
  type AuthResponse,
  type IdpUser,
  type LogoutResponse,
  type PendingOperation,
  type PersistedAuth,
  type RedirectResult,
  type SignInResult,
} from '@hds/machines';
import type { AuthApi } from '@hds/api-client';
import { completeEmulatorRedirect, startEmulatorRedirect } from './emulatorRedirect.ts';
import {
  AUTH_KEYS,
  clearPersistedAuth,
  loadPersistedAuth,
  savePersistedAuth,
} from './persistence.ts';

export const toIdpUser = (u: User | null): IdpUser | null =>
  u && { uid: u.uid, email: u.email, displayName: u.displayName, isAnonymous: u.isAnonymous };

const currentUser = (auth: Auth): User => {
  if (!auth.currentUser) throw new Error('No signed-in user');
  return auth.currentUser;
};

/** What the auth service tells product analytics (the studio's tracker fits). */
export interface AuthAnalytics {
  identify(user: AnalyticsIdentity): void;
  reset(): void;
}

/** The auth machine with its side effects: Firebase, the API, local storage and analytics. */
export function createAuthService(
  auth: Auth,
  api: AuthApi,
  options: { useAuthEmulator?: boolean; storage?: Storage; analytics?: AuthAnalytics } = {},
) {
  const storage = options.storage ?? localStorage;
  const emulator = options.useAuthEmulator ?? false;
  const machine = authMachine.provide({
    actors: {
      initCsrf: fromPromise(async () => {
        await api.csrf();
      }),
      authListener: fromCallback(({ sendBack }) =>
        onAuthStateChanged(auth, (user) =>
          sendBack({ type: 'IDP.USER_CHANGED', user: toIdpUser(user) }),
        ),
      ),
      handleRedirectResult: fromPromise(async (): Promise<RedirectResult | null> => {
        const pending = storage.getItem(AUTH_KEYS.pendingOperation) as PendingOperation | null;
        try {
          const result = emulator
            ? await completeEmulatorRedirect(auth, pending === 'link' ? 'link' : 'signin', storage)
            : await getRedirectResult(auth);
          if (!result) return null;
          return {
            user: toIdpUser(result.user)!,
            idToken: await result.user.getIdToken(),
            operation: pending === 'link' ? 'link' : 'signin',
          };
        } finally {
          storage.removeItem(AUTH_KEYS.pendingOperation);
        }
      }),
      signInAnonymously: fromPromise(async (): Promise<SignInResult> => {
        const cred = await signInAnonymously(auth);
        return { user: toIdpUser(cred.user)!, idToken: await cred.user.getIdToken() };
      }),
      getIdToken: fromPromise(() => currentUser(auth).getIdToken()),
      startGoogleRedirect: fromPromise(
        async ({ input }: { input: { operation: PendingOperation } }) => {
          storage.setItem(AUTH_KEYS.pendingOperation, input.operation);
          if (emulator) return startEmulatorRedirect(auth, input.operation, storage);
          const provider = new GoogleAuthProvider();
          if (input.operation === 'link') await linkWithRedirect(currentUser(auth), provider);
          else await signInWithRedirect(auth, provider);
        },
      ),
      createSession: fromPromise<unknown, { idToken: string }>(({ input }) =>
        api.createSession(input.idToken),
      ),
      convertSession: fromPromise<unknown, { idToken: string }>(({ input }) =>
        api.convert(input.idToken),
      ),
      fetchCurrentUser: fromPromise<AuthResponse>(() => api.me()),
      logout: fromPromise<LogoutResponse>(() => api.logout()),
      idpSignOut: fromPromise(() => signOut(auth)),
    },
    actions: {
      persist: (_, params: PersistedAuth) => savePersistedAuth(storage, params),
      clearPersisted: () => clearPersistedAuth(storage),
      // Spec part 1 §4: identified at start-up from the stored user, reset on sign-out.
      identify: (_, params: AnalyticsIdentity) => options.analytics?.identify(params),
      resetAnalytics: () => options.analytics?.reset(),
    },
  });
  const actor = createActor(machine, { input: { persisted: loadPersistedAuth(storage) } });
  // A sign-in (guest, Google, or a guest's upgrade) identifies the new user too; the tracker
  // ignores the repeat of an identity it already has.
  if (options.analytics) {
    const tracker = options.analytics;
    actor.subscribe((snapshot) => {
      const user = snapshot.context.firebaseUser;
      if (user && snapshot.context.isAuthenticated) tracker.identify(toAnalyticsIdentity(user));
    });
  }
  return actor;
}
export type AuthService = ReturnType<typeof createAuthService>;
