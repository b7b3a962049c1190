/**
 * Test helpers for the auth machine (not exported by the package): stubbed actors that record
 * their calls in order, spied actions and a controllable identity-provider listener.
 */
import { createActor, fromCallback, fromPromise, waitFor, type SimulatedClock } from 'xstate';
import { vi } from 'vitest';
import { authMachine } from './authMachine.ts';
import { selectAuthFlags, type AuthSnapshot } from './selectors.ts';
import type {
  AnalyticsIdentity,
  AuthErrorReport,
  AuthEvent,
  AuthInput,
  AuthResponse,
  IdpUser,
  LogoutResponse,
  PendingOperation,
  PersistedAuth,
  RedirectResult,
  ServerUser,
  SignInResult,
} from './types.ts';

export const anonUser: IdpUser = {
  uid: 'anon-1',
  email: null,
  displayName: null,
  isAnonymous: true,
};
export const googleUser: IdpUser = {
  uid: 'google-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  isAnonymous: false,
};
export const anonServerUser: ServerUser = {
  uid: 'anon-1',
  email: null,
  displayName: 'Guest',
  isAnonymous: true,
  quota: { used: 0, limit: 2000, hasDiscoveryCall: false },
};
export const googleServerUser: ServerUser = {
  uid: 'google-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isAnonymous: false,
  quota: { used: 3, limit: 2000, hasDiscoveryCall: true },
};
export const signedIn = (user: ServerUser): AuthResponse => ({ isAuthenticated: true, user });
export const signedOut: AuthResponse = { isAuthenticated: false, user: null };

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise that never settles (what signInWithRedirect does: the page navigates away). */
export const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** Implementations of the promise actors; each may be replaced per test. */
export interface Impl {
  initCsrf: () => Promise<void>;
  handleRedirectResult: () => Promise<RedirectResult | null>;
  signInAnonymously: () => Promise<SignInResult>;
  getIdToken: () => Promise<string>;
  startGoogleRedirect: (input: { operation: PendingOperation }) => Promise<void>;
  createSession: (input: { idToken: string }) => Promise<unknown>;
  convertSession: (input: { idToken: string }) => Promise<unknown>;
  fetchCurrentUser: () => Promise<AuthResponse>;
  logout: () => Promise<LogoutResponse>;
  idpSignOut: () => Promise<void>;
}

export const defaultImpl: Impl = {
  initCsrf: async () => {},
  handleRedirectResult: async () => null,
  signInAnonymously: async () => ({ user: anonUser, idToken: 'anon-token' }),
  getIdToken: async () => 'id-token',
  startGoogleRedirect: () => never(),
  createSession: async () => ({}),
  convertSession: async () => ({}),
  fetchCurrentUser: async () => signedIn(anonServerUser),
  logout: async () => ({ success: true, clearLocalAuth: true }),
  idpSignOut: async () => {},
};

export interface Call {
  name: string;
  input?: unknown;
}

export interface HarnessOptions {
  impl?: Partial<Impl>;
  input?: AuthInput;
  clock?: SimulatedClock;
}

/** The machine with every side effect stubbed and recorded. */
export function createHarness(options: HarnessOptions = {}) {
  const impl: Impl = { ...defaultImpl, ...options.impl };
  const calls: Call[] = [];
  const record = (name: string, input?: unknown) =>
    calls.push(input === undefined ? { name } : { name, input });

  const listener = {
    sendBack: null as ((event: AuthEvent) => void) | null,
    subscriptions: 0,
    unsubscriptions: 0,
    /** Simulates an auth-state change of the identity provider. */
    emit(user: IdpUser | null) {
      if (!listener.sendBack) throw new Error('the auth listener is not running');
      listener.sendBack({ type: 'IDP.USER_CHANGED', user });
    },
  };

  const actions = {
    persist: vi.fn((params: PersistedAuth) => record('persist', params)),
    clearPersisted: vi.fn(() => record('clearPersisted')),
    identify: vi.fn((params: AnalyticsIdentity) => record('identify', params)),
    resetAnalytics: vi.fn(() => record('resetAnalytics')),
    logError: vi.fn((params: AuthErrorReport) => record('logError', params)),
  };

  const machine = authMachine.provide({
    actors: {
      initCsrf: fromPromise<void>(async () => {
        record('initCsrf');
        return impl.initCsrf();
      }),
      authListener: fromCallback<AuthEvent>(({ sendBack }) => {
        record('authListener');
        listener.subscriptions += 1;
        listener.sendBack = sendBack;
        return () => {
          listener.unsubscriptions += 1;
          listener.sendBack = null;
        };
      }),
      handleRedirectResult: fromPromise<RedirectResult | null>(async () => {
        record('handleRedirectResult');
        return impl.handleRedirectResult();
      }),
      signInAnonymously: fromPromise<SignInResult>(async () => {
        record('signInAnonymously');
        return impl.signInAnonymously();
      }),
      getIdToken: fromPromise<string>(async () => {
        record('getIdToken');
        return impl.getIdToken();
      }),
      startGoogleRedirect: fromPromise<void, { operation: PendingOperation }>(async ({ input }) => {
        record('startGoogleRedirect', input);
        return impl.startGoogleRedirect(input);
      }),
      createSession: fromPromise<unknown, { idToken: string }>(async ({ input }) => {
        record('createSession', input);
        return impl.createSession(input);
      }),
      convertSession: fromPromise<unknown, { idToken: string }>(async ({ input }) => {
        record('convertSession', input);
        return impl.convertSession(input);
      }),
      fetchCurrentUser: fromPromise<AuthResponse>(async () => {
        record('fetchCurrentUser');
        return impl.fetchCurrentUser();
      }),
      logout: fromPromise<LogoutResponse>(async () => {
        record('logout');
        return impl.logout();
      }),
      idpSignOut: fromPromise<void>(async () => {
        record('idpSignOut');
        return impl.idpSignOut();
      }),
    },
    actions: {
      persist: (_, params) => actions.persist(params),
      clearPersisted: () => actions.clearPersisted(),
      identify: (_, params) => actions.identify(params),
      resetAnalytics: () => actions.resetAnalytics(),
      logError: (_, params) => actions.logError(params),
    },
  });

  const actor = createActor(machine, {
    input: options.input ?? {},
    ...(options.clock ? { clock: options.clock } : {}),
  });

  return {
    actor,
    calls,
    listener,
    actions,
    /** The names of the recorded calls, in order; optionally only some of them. */
    names: (...only: string[]) =>
      calls.map((c) => c.name).filter((n) => only.length === 0 || only.includes(n)),
    count: (name: string) => calls.filter((c) => c.name === name).length,
    flags: () => selectAuthFlags(actor.getSnapshot()),
    waitFor: (predicate: (snapshot: AuthSnapshot) => boolean) =>
      waitFor(actor, predicate, { timeout: 1000 }),
    waitForFlags: (predicate: (flags: ReturnType<typeof selectAuthFlags>) => boolean) =>
      waitFor(actor, (s) => predicate(selectAuthFlags(s)), { timeout: 1000 }),
    start() {
      actor.start();
      return this;
    },
    /** Starts and waits until the listener is subscribed and the redirect check is done. */
    async startListening() {
      actor.start();
      await waitFor(actor, (s) => s.matches({ startup: { started: { redirect: 'idle' } } }), {
        timeout: 1000,
      });
      return this;
    },
    /** Starts, delivers the listener's first event and waits for authReady. */
    async startReady(user: IdpUser | null) {
      await this.startListening();
      listener.emit(user);
      await waitFor(actor, (s) => selectAuthFlags(s).authReady && !s.hasTag('syncing'), {
        timeout: 1000,
      });
      return this;
    },
  };
}

export type Harness = ReturnType<typeof createHarness>;

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
