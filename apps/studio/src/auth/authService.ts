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
} from '@hds/machines';
import type { AuthApi } from '@hds/api-client';
import type { Idp } from './idp.ts';
import {
  AUTH_KEYS,
  clearPersistedAuth,
  hasAuthToRestore,
  loadPersistedAuth,
  savePersistedAuth,
} from './persistence.ts';

/**
 * Loads the identity provider (Firebase Auth, auth/idp.ts): main.tsx passes a dynamic import,
 * so Firebase is a chunk of its own, fetched off the first screen's path.
 */
export type IdpLoader = () => Promise<Idp>;

/** After the page's load event (and its handlers), or at once where there is no page. */
function afterLoad(task: () => void) {
  if (typeof document === 'undefined' || document.readyState === 'complete') setTimeout(task, 0);
  else window.addEventListener('load', () => setTimeout(task, 0), { once: true });
}

/** What the auth service tells product analytics (the studio's tracker fits). */
export interface AuthAnalytics {
  identify(user: AnalyticsIdentity): void;
  reset(): void;
}

/**
 * The auth machine with its side effects: the identity provider, the API, local storage and
 * analytics. The identity provider loads at start-up when there is a redirect to finish or a
 * stored user without a session, after the first screen when the server's session answers for
 * the stored user, else on the first command that needs it (a guest or Google sign-in): a
 * visitor who never signs in never downloads Firebase, and the machine hears "no user" at once.
 */
export function createAuthService(
  loadIdp: IdpLoader,
  api: AuthApi,
  options: {
    storage?: Storage;
    analytics?: AuthAnalytics;
    /** Runs `task` once the first screen is up (default: after the page's load event). */
    afterFirstScreen?: (task: () => void) => void;
  } = {},
) {
  const storage = options.storage ?? localStorage;
  const afterFirstScreen = options.afterFirstScreen ?? afterLoad;
  let idp: Promise<Idp> | null = null;
  const onLoad: ((loaded: Idp) => void)[] = [];
  const useIdp = () =>
    (idp ??= loadIdp().then(
      (loaded) => {
        for (const callback of onLoad.splice(0)) callback(loaded);
        return loaded;
      },
      (err: unknown) => {
        // A chunk that failed to load (offline) is fetched again by the next command.
        idp = null;
        throw err;
      },
    ));
  const machine = authMachine.provide({
    actors: {
      initCsrf: fromPromise(async () => {
        await api.csrf();
      }),
      authListener: fromCallback(({ sendBack }) => {
        let stopped = false;
        let unsubscribe: (() => void) | undefined;
        const report = (user: IdpUser | null) => {
          if (!stopped) sendBack({ type: 'IDP.USER_CHANGED', user });
        };
        const listen = (loaded: Idp) => {
          if (!stopped) unsubscribe = loaded.onUserChanged(report);
        };
        const stored = loadPersistedAuth(storage);
        if (idp) useIdp().then(listen, (err: unknown) => console.error(err));
        else if (stored?.isAuthenticated && !storage.getItem(AUTH_KEYS.pendingOperation)) {
          // A stored session: /auth/me answers for it, so the stored user starts the sync at
          // once and the provider (its token refresh, later changes) loads after the first
          // screen instead of before it. A user it no longer knows then signs out as before.
          const user = stored.firebaseUser;
          queueMicrotask(() => report(user));
          onLoad.push(listen);
          afterFirstScreen(() => {
            if (!stopped) useIdp().catch((err: unknown) => console.error(err));
          });
        } else if (hasAuthToRestore(storage))
          useIdp().then(listen, (err: unknown) => console.error(err));
        else {
          // Nothing to restore: no user now; the provider reports from the moment it loads.
          queueMicrotask(() => report(null));
          onLoad.push(listen);
        }
        return () => {
          stopped = true;
          unsubscribe?.();
        };
      }),
      handleRedirectResult: fromPromise(async (): Promise<RedirectResult | null> => {
        const pending = storage.getItem(AUTH_KEYS.pendingOperation) as PendingOperation | null;
        // No redirect was started from this browser: nothing to finish.
        if (pending === null) return null;
        try {
          return await (
            await useIdp()
          ).redirectResult(pending === 'link' ? 'link' : 'signin', storage);
        } finally {
          storage.removeItem(AUTH_KEYS.pendingOperation);
        }
      }),
      signInAnonymously: fromPromise(async () => (await useIdp()).signInAnonymously()),
      getIdToken: fromPromise(async () => (await useIdp()).getIdToken()),
      startGoogleRedirect: fromPromise(
        async ({ input }: { input: { operation: PendingOperation } }) => {
          const loaded = await useIdp();
          storage.setItem(AUTH_KEYS.pendingOperation, input.operation);
          await loaded.startGoogleRedirect(input.operation, storage);
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
      idpSignOut: fromPromise(async () => (await useIdp()).signOut()),
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
