import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { authMachine, DEFAULT_REDIRECT_SYNC_DELAY_MS } from './authMachine.ts';
import { authMessages } from './messages.ts';
import { selectAuthFlags } from './selectors.ts';
import {
  anonServerUser,
  anonUser,
  createHarness,
  deferred,
  flush,
  googleServerUser,
  googleUser,
  signedIn,
  signedOut,
  type Harness,
} from './testHarness.ts';
import type { AuthResponse, LogoutResponse, PersistedAuth, RedirectResult } from './types.ts';

const started: Harness[] = [];
function harness(...args: Parameters<typeof createHarness>): Harness {
  const h = createHarness(...args);
  started.push(h);
  return h;
}
afterEach(() => {
  for (const h of started.splice(0)) h.actor.stop();
});

const storedAnon: PersistedAuth = {
  firebaseUser: anonUser,
  serverUser: anonServerUser,
  isAuthenticated: true,
  lastSync: 1_700_000_000_000,
};

describe('startup', () => {
  it('runs initCsrf, then starts the listener, then handles the redirect result', async () => {
    const csrf = deferred<void>();
    const h = harness({ impl: { initCsrf: () => csrf.promise } }).start();
    await flush();
    // Nothing else starts before the CSRF token is obtained.
    expect(h.names()).toEqual(['initCsrf']);
    expect(h.listener.subscriptions).toBe(0);
    expect(h.flags().isInitializing).toBe(true);

    csrf.resolve();
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'idle' } } }));
    expect(h.names()).toEqual(['initCsrf', 'authListener', 'handleRedirectResult']);
    expect(h.listener.subscriptions).toBe(1);
  });

  it('logs a CSRF failure and continues the startup without a token', async () => {
    const cause = new Error('csrf down');
    const h = harness({ impl: { initCsrf: () => Promise.reject(cause) } });
    await h.startListening();
    expect(h.names('initCsrf', 'authListener', 'handleRedirectResult')).toEqual([
      'initCsrf',
      'authListener',
      'handleRedirectResult',
    ]);
    expect(h.actions.logError).toHaveBeenCalledWith({
      message: expect.stringContaining('CSRF'),
      cause,
    });
    // Not a user-facing error.
    expect(h.flags().error).toBeNull();
  });

  it('is initializing and not ready until the listener fires', async () => {
    const h = harness();
    await h.startListening();
    expect(h.flags()).toMatchObject({ isInitializing: true, authReady: false, isLoading: true });
  });

  it('keeps the listener for the whole life of the machine and unsubscribes on stop', async () => {
    const h = harness();
    await h.startReady(anonUser);
    h.actor.send({ type: 'SIGN_OUT' });
    await h.waitForFlags((f) => !f.isSigningOut);
    h.actor.send({ type: 'SYNC' });
    await h.waitForFlags((f) => !f.isSyncing);
    expect(h.listener.subscriptions).toBe(1);
    expect(h.listener.unsubscriptions).toBe(0);
    h.actor.stop();
    expect(h.listener.unsubscriptions).toBe(1);
  });
});

describe('the listener’s first event', () => {
  it('with a user: stores it, syncs, then sets isInitializing false and authReady true', async () => {
    const me = deferred<AuthResponse>();
    const h = harness({ impl: { fetchCurrentUser: () => me.promise } });
    await h.startListening();
    h.listener.emit(googleUser);
    await h.waitForFlags((f) => f.isSyncing);
    expect(h.flags()).toMatchObject({
      firebaseUser: googleUser,
      isInitializing: true,
      authReady: false,
    });
    expect(h.count('fetchCurrentUser')).toBe(1);

    me.resolve(signedIn(googleServerUser));
    const flags = selectAuthFlags(await h.waitForFlags((f) => f.authReady));
    expect(flags).toMatchObject({
      firebaseUser: googleUser,
      serverUser: googleServerUser,
      isAuthenticated: true,
      isInitializing: false,
      authReady: true,
      isSyncing: false,
      isLoading: false,
    });
  });

  it('with a user: becomes ready even when the sync fails', async () => {
    const h = harness({ impl: { fetchCurrentUser: () => Promise.reject(new Error('offline')) } });
    await h.startReady(anonUser);
    expect(h.flags()).toMatchObject({ authReady: true, error: authMessages.syncFailed });
  });

  it('without a user: clears the server user without a sync and becomes ready', async () => {
    const h = harness({ input: { persisted: storedAnon } });
    await h.startListening();
    expect(h.flags().isAuthenticated).toBe(true);
    h.listener.emit(null);
    await h.waitForFlags((f) => f.authReady);
    expect(h.flags()).toMatchObject({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      isInitializing: false,
    });
    expect(h.count('fetchCurrentUser')).toBe(0);
    expect(h.actions.persist).toHaveBeenLastCalledWith({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      lastSync: storedAnon.lastSync,
    });
  });

  it('runs the initialising logic once: later events only update the user', async () => {
    const h = harness();
    await h.startReady(anonUser);
    expect(h.count('fetchCurrentUser')).toBe(1);

    h.listener.emit(googleUser);
    await flush();
    expect(h.flags().firebaseUser).toEqual(googleUser);
    expect(h.flags().serverUser).toEqual(anonServerUser);
    expect(h.count('fetchCurrentUser')).toBe(1);
    expect(h.actions.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ firebaseUser: googleUser, serverUser: anonServerUser }),
    );

    // The user becoming null clears the server state too.
    h.listener.emit(null);
    await flush();
    expect(h.flags()).toMatchObject({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      authReady: true,
    });
    expect(h.count('fetchCurrentUser')).toBe(1);
  });

  it('does not persist again for an event that changes nothing', async () => {
    const h = harness();
    await h.startReady(anonUser);
    const persisted = h.actions.persist.mock.calls.length;
    h.listener.emit({ ...anonUser });
    await flush();
    expect(h.actions.persist.mock.calls.length).toBe(persisted);
  });
});

describe('anonymous sign-in', () => {
  it('obtains a CSRF token, signs in, creates the session, fetches the user, then syncs', async () => {
    const replies = [signedOut, signedIn(anonServerUser), signedIn(anonServerUser)];
    const h = harness({ impl: { fetchCurrentUser: async () => replies.shift() ?? signedOut } });
    await h.startReady(null);
    h.calls.length = 0;

    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    expect(h.flags()).toMatchObject({ isSigningIn: true, isLoading: true });
    await h.waitForFlags((f) => !f.isSigningIn && !f.isSyncing);

    // The last GET /me is the sync, started after the sign-in's own fetch.
    expect(h.names()).toEqual([
      'initCsrf',
      'signInAnonymously',
      'persist',
      'createSession',
      'fetchCurrentUser',
      'persist',
      'fetchCurrentUser',
      'persist',
    ]);
    expect(h.calls.find((c) => c.name === 'createSession')?.input).toEqual({
      idToken: 'anon-token',
    });
    expect(h.flags()).toMatchObject({
      firebaseUser: anonUser,
      serverUser: anonServerUser,
      isAuthenticated: true,
      error: null,
    });
    // The token is not kept once the flow is over.
    expect(h.actor.getSnapshot().context.idToken).toBeNull();
  });

  it('continues when the CSRF token cannot be obtained', async () => {
    let csrfCalls = 0;
    const h = harness({
      impl: {
        initCsrf: async () => {
          csrfCalls += 1;
          if (csrfCalls > 1) throw new Error('csrf down');
        },
        fetchCurrentUser: async () => signedOut,
      },
    });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitFor((s) => s.matches({ session: 'idle' }) && h.count('createSession') === 1);
    expect(h.count('signInAnonymously')).toBe(1);
    expect(h.flags().error).toBeNull();
  });

  it('is skipped when a firebase user exists', async () => {
    const h = harness();
    await h.startReady(anonUser);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    expect(h.flags().isSigningIn).toBe(false);
    await flush();
    expect(h.count('signInAnonymously')).toBe(0);
  });

  it("keeps the server's reason when the session is refused, and a retry starts it", async () => {
    const refusal = Object.assign(new Error('Too many requests; try again in 42 seconds'), {
      status: 429,
      retryAfterSeconds: 42,
    });
    let refuse = true;
    const h = harness({
      impl: {
        createSession: async () => {
          if (refuse) throw refusal;
          return {};
        },
      },
    });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitForFlags((f) => f.error !== null);
    expect(h.flags()).toMatchObject({
      error: authMessages.anonymousSignInFailed,
      errorReason: {
        message: 'Too many requests; try again in 42 seconds',
        status: 429,
        retryAfterSeconds: 42,
      },
      firebaseUser: anonUser,
      isAuthenticated: false,
    });
    // The guest exists in the identity provider but has no session: trying again is allowed.
    refuse = false;
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitForFlags((f) => f.isAuthenticated && !f.isSigningIn);
    expect(h.flags()).toMatchObject({ error: null, errorReason: null });
    expect(h.count('createSession')).toBe(2);
  });

  it('keeps no reason for a failure that did not come from the server', async () => {
    const h = harness({ impl: { signInAnonymously: async () => Promise.reject(new Error('x')) } });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitForFlags((f) => f.error !== null);
    expect(h.flags().errorReason).toBeNull();
  });

  it('is skipped while already signing in', async () => {
    const signIn = deferred<{ user: typeof anonUser; idToken: string }>();
    const h = harness({ impl: { signInAnonymously: () => signIn.promise } });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitFor((s) => s.matches({ session: { signingInAnonymously: 'signingIn' } }));
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await flush();
    expect(h.count('signInAnonymously')).toBe(1);
    expect(h.count('initCsrf')).toBe(2); // startup + this sign-in
  });

  it('is skipped while a redirect result is being processed', async () => {
    const session = deferred<unknown>();
    const h = harness({
      impl: {
        handleRedirectResult: async () => ({ user: googleUser, idToken: 't', operation: 'signin' }),
        createSession: () => session.promise,
      },
    });
    h.start();
    await h.waitForFlags((f) => f.isSigningIn);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await flush();
    expect(h.count('signInAnonymously')).toBe(0);
  });

  it.each([
    ['signInAnonymously', { signInAnonymously: () => Promise.reject(new Error('x')) }],
    ['createSession', { createSession: () => Promise.reject(new Error('x')) }],
    ['fetchCurrentUser', { fetchCurrentUser: () => Promise.reject(new Error('x')) }],
  ] as const)(
    "fails with 'Anonymous sign in failed' when %s fails, and logs the cause",
    async (_step, impl) => {
      const h = harness({ impl });
      await h.startListening();
      h.listener.emit(null);
      await h.waitForFlags((f) => f.authReady);
      h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
      await h.waitForFlags((f) => !f.isSigningIn);
      expect(h.flags().error).toBe('Anonymous sign in failed');
      expect(h.actions.logError).toHaveBeenCalledWith({
        message: 'Anonymous sign in failed',
        cause: new Error('x'),
      });
      expect(h.actor.getSnapshot().context.idToken).toBeNull();
    },
  );

  it('clears a previous error when it starts', async () => {
    const h = harness({ impl: { fetchCurrentUser: () => Promise.reject(new Error('x')) } });
    await h.startReady(null);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    expect(h.flags().error).toBe(authMessages.mustBeAnonymousToConvert);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    expect(h.flags().error).toBeNull();
  });
});

describe('Google sign-in', () => {
  it('starts the redirect with the operation signin', async () => {
    const h = harness();
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_WITH_GOOGLE' });
    await flush();
    expect(h.calls.filter((c) => c.name === 'startGoogleRedirect')).toEqual([
      { name: 'startGoogleRedirect', input: { operation: 'signin' } },
    ]);
    // The page navigates away: still signing in.
    expect(h.flags()).toMatchObject({ isSigningIn: true, isLoading: true });
  });

  it("fails with 'Sign in failed'", async () => {
    const cause = new Error('popup blocked');
    const h = harness({ impl: { startGoogleRedirect: () => Promise.reject(cause) } });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_WITH_GOOGLE' });
    await h.waitForFlags((f) => !f.isSigningIn);
    expect(h.flags().error).toBe('Sign in failed');
    expect(h.actions.logError).toHaveBeenCalledWith({ message: 'Sign in failed', cause });
  });
});

describe('convert to Google', () => {
  it('starts the redirect with the operation link for an anonymous user', async () => {
    const h = harness();
    await h.startReady(anonUser);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    await flush();
    expect(h.calls.filter((c) => c.name === 'startGoogleRedirect')).toEqual([
      { name: 'startGoogleRedirect', input: { operation: 'link' } },
    ]);
    expect(h.flags()).toMatchObject({ isSigningIn: true, error: null });
  });

  it.each([
    ['a Google user', googleUser],
    ['no user', null],
  ])("is refused for %s with 'User must be anonymous to convert'", async (_label, user) => {
    const h = harness();
    await h.startReady(user);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    await flush();
    expect(h.flags().error).toBe('User must be anonymous to convert');
    expect(h.count('startGoogleRedirect')).toBe(0);
  });

  it('is ignored while signing in', async () => {
    const h = harness({
      impl: {
        handleRedirectResult: async () => ({ user: anonUser, idToken: 't', operation: 'signin' }),
        createSession: () => deferred<unknown>().promise,
      },
    });
    h.start();
    await h.waitForFlags((f) => f.isSigningIn);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    await flush();
    expect(h.count('startGoogleRedirect')).toBe(0);
    expect(h.flags().error).toBeNull();
  });

  it("fails with 'Account conversion failed'", async () => {
    const h = harness({ impl: { startGoogleRedirect: () => Promise.reject(new Error('x')) } });
    await h.startReady(anonUser);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    await h.waitForFlags((f) => !f.isSigningIn);
    expect(h.flags().error).toBe('Account conversion failed');
  });
});

describe('the redirect result on return', () => {
  const linkResult: RedirectResult = { user: googleUser, idToken: 'link-token', operation: 'link' };
  const signinResult: RedirectResult = {
    user: googleUser,
    idToken: 'signin-token',
    operation: 'signin',
  };

  it("'link' converts the session (not createSession), fetches the user, then syncs after the delay", async () => {
    const clock = new SimulatedClock();
    const h = harness({
      clock,
      impl: {
        handleRedirectResult: async () => linkResult,
        fetchCurrentUser: async () => signedIn(googleServerUser),
      },
    });
    h.start();
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'waitingToSync' } } }));
    expect(h.calls.filter((c) => c.name === 'convertSession')).toEqual([
      { name: 'convertSession', input: { idToken: 'link-token' } },
    ]);
    expect(h.count('createSession')).toBe(0);
    expect(h.count('fetchCurrentUser')).toBe(1);
    expect(h.flags()).toMatchObject({
      firebaseUser: googleUser,
      serverUser: googleServerUser,
      isAuthenticated: true,
      isSigningIn: false,
    });

    clock.increment(DEFAULT_REDIRECT_SYNC_DELAY_MS - 1);
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(1);
    clock.increment(1);
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'idle' } } }));
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(2);
    expect(h.actor.getSnapshot().context.redirect).toBeNull();
  });

  it("'signin' creates a session with the ID token", async () => {
    const h = harness({
      input: { redirectSyncDelayMs: 5 },
      impl: { handleRedirectResult: async () => signinResult },
    });
    h.start();
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'idle' } } }));
    await h.waitForFlags((f) => !f.isSyncing);
    expect(h.calls.filter((c) => c.name === 'createSession')).toEqual([
      { name: 'createSession', input: { idToken: 'signin-token' } },
    ]);
    expect(h.count('convertSession')).toBe(0);
    expect(h.names('createSession', 'fetchCurrentUser')).toEqual([
      'createSession',
      'fetchCurrentUser',
      'fetchCurrentUser',
    ]);
  });

  it('uses redirectSyncDelayMs from the input', async () => {
    const clock = new SimulatedClock();
    const h = harness({
      clock,
      input: { redirectSyncDelayMs: 50 },
      impl: { handleRedirectResult: async () => signinResult },
    });
    h.start();
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'waitingToSync' } } }));
    clock.increment(49);
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(1);
    clock.increment(1);
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(2);
  });

  it('is signing in while the result is processed', async () => {
    const convert = deferred<unknown>();
    const h = harness({
      impl: { handleRedirectResult: async () => linkResult, convertSession: () => convert.promise },
    });
    h.start();
    await h.waitForFlags((f) => f.isSigningIn);
    expect(h.flags().isLoading).toBe(true);
    convert.resolve({});
    await h.waitForFlags((f) => !f.isSigningIn);
  });

  it('does nothing without a pending redirect', async () => {
    const h = harness();
    await h.startListening();
    expect(h.count('createSession') + h.count('convertSession')).toBe(0);
    expect(h.count('fetchCurrentUser')).toBe(0);
  });

  const reject = () => Promise.reject(new Error('x'));
  it.each([
    ['convertSession', 'Account conversion failed', linkResult, { convertSession: reject }],
    ['createSession', 'Sign in failed', signinResult, { createSession: reject }],
    ['GET /me after a link', 'Account conversion failed', linkResult, { fetchCurrentUser: reject }],
    ['GET /me after a sign-in', 'Sign in failed', signinResult, { fetchCurrentUser: reject }],
  ] as const)("when %s fails: '%s' and no delayed sync", async (_step, message, result, impl) => {
    const clock = new SimulatedClock();
    const h = harness({ clock, impl: { handleRedirectResult: async () => result, ...impl } });
    h.start();
    await h.waitFor((s) => s.matches({ startup: { started: { redirect: 'idle' } } }));
    expect(h.flags()).toMatchObject({ error: message, isSigningIn: false });
    // No delayed sync after a failure.
    const fetches = h.count('fetchCurrentUser');
    clock.increment(DEFAULT_REDIRECT_SYNC_DELAY_MS);
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(fetches);
  });

  it("fails with 'Authentication failed' when the redirect result cannot be read", async () => {
    const cause = new Error('auth/credential-already-in-use');
    const h = harness({ impl: { handleRedirectResult: () => Promise.reject(cause) } });
    await h.startListening();
    expect(h.flags().error).toBe('Authentication failed');
    expect(h.actions.logError).toHaveBeenCalledWith({ message: 'Authentication failed', cause });
  });
});

describe('sync', () => {
  it('sets serverUser, isAuthenticated and lastSync from an authenticated reply', async () => {
    const before = Date.now();
    const h = harness({ impl: { fetchCurrentUser: async () => signedIn(googleServerUser) } });
    await h.startReady(null);
    h.actor.send({ type: 'SYNC' });
    expect(h.flags()).toMatchObject({ isSyncing: true, isLoading: true });
    await h.waitForFlags((f) => !f.isSyncing);
    const flags = h.flags();
    expect(flags).toMatchObject({ serverUser: googleServerUser, isAuthenticated: true });
    expect(flags.lastSync).toBeGreaterThanOrEqual(before);
    expect(flags.lastSync).toBeLessThanOrEqual(Date.now());
    expect(h.actions.persist).toHaveBeenLastCalledWith({
      firebaseUser: null,
      serverUser: googleServerUser,
      isAuthenticated: true,
      lastSync: flags.lastSync,
    });
  });

  it.each([
    ['isAuthenticated false', signedOut],
    ['no user', { isAuthenticated: true, user: null }],
  ] as const)('clears serverUser on a reply with %s', async (_label, reply) => {
    const h = harness({
      input: { persisted: storedAnon },
      impl: { fetchCurrentUser: async () => reply },
    });
    await h.startReady(anonUser);
    expect(h.flags()).toMatchObject({
      serverUser: null,
      isAuthenticated: false,
      lastSync: storedAnon.lastSync,
    });
  });

  it('is skipped while one is already running', async () => {
    const me = deferred<AuthResponse>();
    const h = harness({ impl: { fetchCurrentUser: () => me.promise } });
    await h.startListening();
    h.listener.emit(null);
    await h.waitForFlags((f) => f.authReady);
    h.actor.send({ type: 'SYNC' });
    h.actor.send({ type: 'SYNC' });
    h.actor.send({ type: 'SYNC' });
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(1);
    me.resolve(signedIn(anonServerUser));
    await h.waitForFlags((f) => !f.isSyncing);
    h.actor.send({ type: 'SYNC' });
    await flush();
    expect(h.count('fetchCurrentUser')).toBe(2);
  });

  it("fails with 'Network error during sync. Please check your connection.'", async () => {
    const h = harness({
      input: { persisted: storedAnon },
      impl: { fetchCurrentUser: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await h.startReady(anonUser);
    expect(h.flags()).toMatchObject({
      error: 'Network error during sync. Please check your connection.',
      // A failed sync keeps what is known.
      serverUser: anonServerUser,
      isAuthenticated: true,
    });
  });
});

describe('sign-out', () => {
  async function signedInHarness(
    logout: () => Promise<LogoutResponse>,
    idpSignOut?: () => Promise<void>,
  ) {
    const h = harness({ impl: { logout, ...(idpSignOut ? { idpSignOut } : {}) } });
    await h.startReady(anonUser);
    h.calls.length = 0;
    h.actions.persist.mockClear();
    return h;
  }

  it('with success and clearLocalAuth: signs out of the provider, then clears the stored data', async () => {
    const h = await signedInHarness(async () => ({ success: true, clearLocalAuth: true }));
    h.actor.send({ type: 'SIGN_OUT' });
    expect(h.flags()).toMatchObject({ isSigningOut: true, isLoading: true });
    await h.waitForFlags((f) => !f.isSigningOut);
    expect(h.names()).toEqual(['logout', 'idpSignOut', 'clearPersisted', 'resetAnalytics']);
    expect(h.flags()).toMatchObject({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      lastSync: null,
      error: null,
    });
    // The removed data is not written back.
    expect(h.actions.persist).not.toHaveBeenCalled();
  });

  it.each([
    ['clearLocalAuth false', async () => ({ success: true, clearLocalAuth: false })],
    ['clearLocalAuth missing', async () => ({ success: true })],
    ['success false', async () => ({ success: false, clearLocalAuth: true, error: 'boom' })],
    ['a rejected logout', () => Promise.reject(new Error('offline'))],
  ] as const)(
    "with %s: keeps local data, reports 'Sign out failed' and clears the state",
    async (_label, logout) => {
      const h = await signedInHarness(logout);
      h.actor.send({ type: 'SIGN_OUT' });
      await h.waitForFlags((f) => !f.isSigningOut);
      expect(h.count('idpSignOut')).toBe(0);
      expect(h.actions.clearPersisted).not.toHaveBeenCalled();
      expect(h.actions.persist).not.toHaveBeenCalled();
      expect(h.actions.resetAnalytics).toHaveBeenCalledTimes(1);
      expect(h.flags()).toMatchObject({
        error: 'Sign out failed',
        firebaseUser: null,
        serverUser: null,
        isAuthenticated: false,
        lastSync: null,
      });
    },
  );

  it("reports 'Sign out failed' when the provider sign-out fails, and keeps the stored data", async () => {
    const h = await signedInHarness(
      async () => ({ success: true, clearLocalAuth: true }),
      () => Promise.reject(new Error('idp')),
    );
    h.actor.send({ type: 'SIGN_OUT' });
    await h.waitForFlags((f) => !f.isSigningOut);
    expect(h.flags()).toMatchObject({ error: 'Sign out failed', firebaseUser: null });
    expect(h.actions.clearPersisted).not.toHaveBeenCalled();
  });

  it('cancels a running sync so its reply cannot restore the user', async () => {
    const me = deferred<AuthResponse>();
    const h = harness({ impl: { fetchCurrentUser: () => me.promise } });
    await h.startListening();
    h.listener.emit(null);
    await h.waitForFlags((f) => f.authReady);
    h.actor.send({ type: 'SYNC' });
    h.actor.send({ type: 'SIGN_OUT' });
    expect(h.flags().isSyncing).toBe(false);
    await h.waitForFlags((f) => !f.isSigningOut);
    me.resolve(signedIn(anonServerUser));
    await flush();
    expect(h.flags()).toMatchObject({ serverUser: null, isAuthenticated: false });
  });

  it('ignores SIGN_OUT while signing out', async () => {
    const logout = deferred<LogoutResponse>();
    const h = await signedInHarness(() => logout.promise);
    h.actor.send({ type: 'SIGN_OUT' });
    h.actor.send({ type: 'SIGN_OUT' });
    await flush();
    expect(h.count('logout')).toBe(1);
  });
});

describe('persistence, hydration and analytics', () => {
  it('starts from the persisted values and identifies the stored user', () => {
    const h = harness({ input: { persisted: storedAnon } }).start();
    expect(h.flags()).toMatchObject({
      firebaseUser: anonUser,
      serverUser: anonServerUser,
      isAuthenticated: true,
      lastSync: storedAnon.lastSync,
      isInitializing: true,
      authReady: false,
    });
    expect(h.actions.identify).toHaveBeenCalledTimes(1);
    expect(h.actions.identify).toHaveBeenCalledWith({
      uid: 'anon-1',
      email: null,
      displayName: null,
      isAnonymous: true,
    });
    // Hydration changes nothing, so nothing is written.
    expect(h.actions.persist).not.toHaveBeenCalled();
  });

  it('identifies with isAnonymous false when the stored user lacks it', () => {
    const stored = {
      uid: 'u',
      email: 'e@x.org',
      displayName: 'E',
    } as PersistedAuth['firebaseUser'];
    const h = harness({
      input: { persisted: { ...storedAnon, firebaseUser: stored } },
    }).start();
    expect(h.actions.identify).toHaveBeenCalledWith({
      uid: 'u',
      email: 'e@x.org',
      displayName: 'E',
      isAnonymous: false,
    });
  });

  it('does not identify without a stored user', () => {
    const h = harness({ input: { persisted: null } }).start();
    expect(h.actions.identify).not.toHaveBeenCalled();
    expect(h.flags()).toMatchObject({ firebaseUser: null, isAuthenticated: false, lastSync: null });
  });

  it('persists every change of the persisted fields with the new values', async () => {
    const replies: AuthResponse[] = [signedOut, signedIn(anonServerUser)];
    const h = harness({ impl: { fetchCurrentUser: async () => replies.shift() ?? signedOut } });
    await h.startReady(null);
    h.actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
    await h.waitForFlags((f) => !f.isSigningIn && !f.isSyncing);
    const values = h.actions.persist.mock.calls.map(([p]) => p);
    const last = values.at(-1);
    expect(values.slice(0, 3)).toEqual([
      // first listener event (no user)
      { firebaseUser: null, serverUser: null, isAuthenticated: false, lastSync: null },
      // signed in anonymously
      { firebaseUser: anonUser, serverUser: null, isAuthenticated: false, lastSync: null },
      // first GET /me: unauthenticated
      { firebaseUser: anonUser, serverUser: null, isAuthenticated: false, lastSync: null },
    ]);
    expect(last).toEqual({
      firebaseUser: anonUser,
      serverUser: anonServerUser,
      isAuthenticated: true,
      lastSync: h.flags().lastSync,
    });
    expect(h.flags().lastSync).not.toBeNull();
  });
});

describe('errors', () => {
  it('CLEAR_ERROR clears the error', async () => {
    const h = harness();
    await h.startReady(googleUser);
    h.actor.send({ type: 'CONVERT_TO_GOOGLE' });
    expect(h.flags().error).toBe(authMessages.mustBeAnonymousToConvert);
    h.actor.send({ type: 'CLEAR_ERROR' });
    expect(h.flags().error).toBeNull();
  });

  it('the default actors throw, so an unprovided machine reports failures instead of hanging', async () => {
    const listener = { send: null as null | ((u: null) => void) };
    const actor: Actor<typeof authMachine> = createActor(
      authMachine.provide({
        actors: {
          authListener: fromCallback(({ sendBack }) => {
            listener.send = (user) => sendBack({ type: 'IDP.USER_CHANGED', user });
          }),
        },
        actions: { logError: () => {} },
      }),
      { input: {} },
    );
    try {
      actor.start();
      // initCsrf and handleRedirectResult are not provided: logged, startup continues.
      await flush();
      expect(actor.getSnapshot().status).toBe('active');
      expect(selectAuthFlags(actor.getSnapshot()).error).toBe(authMessages.authenticationFailed);
      expect(listener.send).not.toBeNull();
      listener.send?.(null);
      actor.send({ type: 'SIGN_IN_ANONYMOUSLY' });
      await flush();
      await flush();
      expect(selectAuthFlags(actor.getSnapshot()).error).toBe(authMessages.anonymousSignInFailed);
    } finally {
      actor.stop();
    }
  });

  it('fails loudly when the app does not provide the auth listener', async () => {
    const actor = createActor(
      authMachine.provide({
        actors: {
          initCsrf: fromPromise(async () => {}),
          handleRedirectResult: fromPromise<RedirectResult | null>(async () => null),
        },
      }),
      { input: {} },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await flush();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"authListener" is not provided');
  });
});
