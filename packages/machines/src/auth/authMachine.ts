import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  or,
  raise,
  setup,
  stateIn,
} from 'xstate';
import { authMessages, csrfWarning } from './messages.ts';
import type {
  AnalyticsIdentity,
  AuthContext,
  AuthErrorReason,
  AuthErrorReport,
  AuthEvent,
  AuthInput,
  AuthResponse,
  IdpUser,
  LogoutResponse,
  PendingOperation,
  PersistedAuth,
  RedirectResult,
  SignInResult,
} from './types.ts';

/** Spec part 1 §9: "Redirect sync delay 1000 ms". */
export const DEFAULT_REDIRECT_SYNC_DELAY_MS = 1000;

/** Tags carried by the states; `selectAuthFlags` derives the busy flags from them. */
export const authTags = {
  initializing: 'initializing',
  signingIn: 'signingIn',
  signingOut: 'signingOut',
  syncing: 'syncing',
} as const;

function notProvided(name: string): never {
  throw new Error(`authMachine: "${name}" is not provided; supply it with authMachine.provide()`);
}

/** The persisted slice of the context (what `persist` receives). */
export function toPersistedAuth(context: PersistedAuth): PersistedAuth {
  return {
    firebaseUser: context.firebaseUser,
    serverUser: context.serverUser,
    isAuthenticated: context.isAuthenticated,
    lastSync: context.lastSync,
  };
}

/** The analytics identity of a (possibly partially stored) user; isAnonymous defaults to false. */
export function toAnalyticsIdentity(user: Partial<IdpUser> & { uid: string }): AnalyticsIdentity {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    isAnonymous: user.isAnonymous ?? false,
  };
}

function sameIdpUser(a: IdpUser | null, b: IdpUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.email === b.email &&
    a.displayName === b.displayName &&
    a.isAnonymous === b.isAnonymous
  );
}

/** The context changes a reply of GET /v1/auth/me causes (shared by sync and the sign-in flows). */
function fromServerReply(reply: AuthResponse, now: number): Partial<AuthContext> {
  return reply.isAuthenticated && reply.user
    ? { serverUser: reply.user, isAuthenticated: true, lastSync: now }
    : { serverUser: null, isAuthenticated: false };
}

/** `persist` with the context as it is after the preceding assigns of the same transition. */
const persist = {
  type: 'persist',
  params: ({ context }: { context: AuthContext }) => toPersistedAuth(context),
} as const;

/** `logError` with the failure message and the error of the failed actor. */
function logFailure(message: string) {
  return {
    type: 'logError',
    params: ({ event }: { event: { error: unknown } }): AuthErrorReport => ({
      message,
      cause: event.error,
    }),
  } as const;
}

/** Records `message` as the error and logs the cause of the failed actor. */
/** The server's reason in an error that carries an HTTP status (the client's ApiError). */
export function reasonOf(cause: unknown): AuthErrorReason | null {
  if (!(cause instanceof Error)) return null;
  const { status, retryAfterSeconds } = cause as Error & {
    status?: unknown;
    retryAfterSeconds?: unknown;
  };
  if (typeof status !== 'number' || status < 400) return null;
  return {
    message: cause.message,
    status,
    retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : null,
  };
}

function fail(message: string) {
  return [
    {
      type: 'setError',
      params: ({ event }: { event: { error: unknown } }) => ({
        message,
        reason: reasonOf(event.error),
      }),
    },
    logFailure(message),
  ] as const;
}

/**
 * The auth store of spec part 1 §4 as a pure XState v5 machine. Every side effect is a named
 * actor or action whose default throws (actors) or does nothing (actions, except `logError`,
 * which writes to the console); the app supplies them with `authMachine.provide(...)`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** Obtains the CSRF token (GET /api/v1/auth/csrf/). */
    initCsrf: fromPromise<void>(async () => notProvided('initCsrf')),
    /** Subscribes to the identity provider and sends `IDP.USER_CHANGED`; unsubscribes on cleanup. */
    authListener: fromCallback<AuthEvent>(() => notProvided('authListener')),
    /** Reads the sign-in redirect result and the operation stored before redirecting. */
    handleRedirectResult: fromPromise<RedirectResult | null>(async () =>
      notProvided('handleRedirectResult'),
    ),
    signInAnonymously: fromPromise<SignInResult>(async () => notProvided('signInAnonymously')),
    /** The current user's ID token (not used by the machine's own flows; for the app's syncs). */
    getIdToken: fromPromise<string>(async () => notProvided('getIdToken')),
    /** Stores the operation and starts signInWithRedirect / linkWithRedirect; may never settle. */
    startGoogleRedirect: fromPromise<void, { operation: PendingOperation }>(async () =>
      notProvided('startGoogleRedirect'),
    ),
    /** POST /v1/auth/session {idToken}. */
    createSession: fromPromise<unknown, { idToken: string }>(async () =>
      notProvided('createSession'),
    ),
    /** POST /v1/auth/convert {idToken}. */
    convertSession: fromPromise<unknown, { idToken: string }>(async () =>
      notProvided('convertSession'),
    ),
    /** GET /v1/auth/me. */
    fetchCurrentUser: fromPromise<AuthResponse>(async () => notProvided('fetchCurrentUser')),
    /** POST /v1/auth/logout. */
    logout: fromPromise<LogoutResponse>(async () => notProvided('logout')),
    /** Signs out locally from the identity provider. */
    idpSignOut: fromPromise<void>(async () => notProvided('idpSignOut')),
  },
  actions: {
    /** Store the persisted fields (the identity-provider user under the local-storage key `user`). */
    persist: (_, _params: PersistedAuth) => {},
    /** Remove the stored auth data. */
    clearPersisted: () => {},
    identify: (_, _params: AnalyticsIdentity) => {},
    resetAnalytics: () => {},
    /** Failures are logged (spec §8); the stored `error` stays the fixed message. */
    logError: (_, params: AuthErrorReport) => {
      console.error(`[auth] ${params.message}`, params.cause);
    },
    setError: assign((_, params: { message: string; reason?: AuthErrorReason | null }) => ({
      error: params.message,
      errorReason: params.reason ?? null,
    })),
    clearError: assign({ error: null, errorReason: null }),
    applyServerReply: assign((_, reply: AuthResponse) => fromServerReply(reply, Date.now())),
    storeSignIn: assign((_, result: SignInResult) => ({
      firebaseUser: result.user,
      idToken: result.idToken,
    })),
    storeRedirect: assign((_, result: RedirectResult | null) => ({
      firebaseUser: result?.user ?? null,
      redirect: result,
    })),
    /** Clears the in-memory state at the end of a sign-out (see README: not persisted). */
    clearSession: assign({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      lastSync: null,
    }),
  },
  guards: {
    hasIdpUser: (_, user: IdpUser | null) => user !== null,
    hasNoFirebaseUser: ({ context }) => context.firebaseUser === null,
    /** A guest whose server session was refused (e.g. rate-limited): trying again may start it. */
    isGuestWithoutSession: ({ context }) =>
      context.firebaseUser?.isAnonymous === true && !context.isAuthenticated,
    isAnonymousUser: ({ context }) => context.firebaseUser?.isAnonymous === true,
    /** A later listener event changes something (an unchanged user is not re-persisted). */
    idpUserChanged: ({ context }, user: IdpUser | null) =>
      !sameIdpUser(context.firebaseUser, user) ||
      (user === null && (context.serverUser !== null || context.isAuthenticated)),
    isRedirectResult: (_, result: RedirectResult | null) => result !== null,
    isLinkResult: (_, result: RedirectResult | null) => result?.operation === 'link',
    clearsLocalAuth: (_, reply: LogoutResponse) => reply.success && reply.clearLocalAuth === true,
    isProcessingRedirect: stateIn('#auth.startup.started.redirect.processing'),
  },
  delays: {
    redirectSyncDelay: ({ context }) => context.redirectSyncDelayMs,
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  // `input?.`: graph tools (xstate/graph) build the initial state without an input.
  context: ({ input }) => ({
    firebaseUser: input?.persisted?.firebaseUser ?? null,
    serverUser: input?.persisted?.serverUser ?? null,
    isAuthenticated: input?.persisted?.isAuthenticated ?? false,
    lastSync: input?.persisted?.lastSync ?? null,
    error: null,
    errorReason: null,
    idToken: null,
    redirect: null,
    redirectSyncDelayMs: input?.redirectSyncDelayMs ?? DEFAULT_REDIRECT_SYNC_DELAY_MS,
  }),
  // Spec §4: analytics identification at startup when a stored user exists.
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.firebaseUser) {
      enqueue({ type: 'identify', params: toAnalyticsIdentity(context.firebaseUser) });
    }
  }),
  on: {
    CLEAR_ERROR: { actions: 'clearError' },
  },
  states: {
    /** CSRF first, then the auth listener, then the redirect result (spec §4 "Startup order"). */
    startup: {
      initial: 'csrf',
      states: {
        csrf: {
          tags: authTags.initializing,
          invoke: {
            id: 'csrf',
            src: 'initCsrf',
            onDone: 'started',
            // Requests then proceed without a token (spec §7).
            onError: { target: 'started', actions: logFailure(csrfWarning) },
          },
        },
        started: {
          type: 'parallel',
          // Lives for the rest of the machine's life.
          invoke: { id: 'authListener', src: 'authListener' },
          states: {
            /** The listener's first event initialises; later ones only update the user. */
            init: {
              initial: 'awaitingFirstUser',
              on: {
                'IDP.USER_CHANGED': {
                  guard: { type: 'idpUserChanged', params: ({ event }) => event.user },
                  actions: [
                    assign(({ event }) =>
                      event.user
                        ? { firebaseUser: event.user }
                        : { firebaseUser: null, serverUser: null, isAuthenticated: false },
                    ),
                    persist,
                  ],
                },
              },
              states: {
                awaitingFirstUser: {
                  tags: authTags.initializing,
                  on: {
                    'IDP.USER_CHANGED': [
                      {
                        guard: { type: 'hasIdpUser', params: ({ event }) => event.user },
                        target: 'syncingFirstUser',
                        actions: [
                          assign({ firebaseUser: ({ event }) => event.user }),
                          persist,
                          raise({ type: 'SYNC' }),
                        ],
                      },
                      {
                        target: 'ready',
                        actions: [
                          assign({ firebaseUser: null, serverUser: null, isAuthenticated: false }),
                          persist,
                        ],
                      },
                    ],
                  },
                },
                /** Waits for the sync it requested (or one already running) to settle. */
                syncingFirstUser: {
                  tags: authTags.initializing,
                  initial: 'requested',
                  states: {
                    requested: { on: { SYNC: 'waiting' } },
                    waiting: {
                      always: {
                        guard: stateIn('#auth.sync.idle'),
                        target: '#auth.startup.started.init.ready',
                      },
                    },
                  },
                },
                ready: {},
              },
            },
            redirect: {
              initial: 'checking',
              states: {
                checking: {
                  invoke: {
                    id: 'redirectResult',
                    src: 'handleRedirectResult',
                    onDone: [
                      {
                        guard: { type: 'isLinkResult', params: ({ event }) => event.output },
                        target: 'processing.convertingSession',
                        actions: [
                          { type: 'storeRedirect', params: ({ event }) => event.output },
                          persist,
                        ],
                      },
                      {
                        guard: { type: 'isRedirectResult', params: ({ event }) => event.output },
                        target: 'processing.creatingSession',
                        actions: [
                          { type: 'storeRedirect', params: ({ event }) => event.output },
                          persist,
                        ],
                      },
                      { target: 'idle' },
                    ],
                    onError: { target: 'idle', actions: fail(authMessages.authenticationFailed) },
                  },
                },
                processing: {
                  tags: authTags.signingIn,
                  initial: 'creatingSession',
                  exit: assign({ redirect: null }),
                  states: {
                    convertingSession: {
                      invoke: {
                        id: 'redirectConvert',
                        src: 'convertSession',
                        input: ({ context }) => ({ idToken: context.redirect?.idToken ?? '' }),
                        onDone: 'fetchingUser',
                        onError: {
                          target: '#auth.startup.started.redirect.idle',
                          actions: fail(authMessages.conversionFailed),
                        },
                      },
                    },
                    creatingSession: {
                      invoke: {
                        id: 'redirectSession',
                        src: 'createSession',
                        input: ({ context }) => ({ idToken: context.redirect?.idToken ?? '' }),
                        onDone: 'fetchingUser',
                        onError: {
                          target: '#auth.startup.started.redirect.idle',
                          actions: fail(authMessages.signInFailed),
                        },
                      },
                    },
                    fetchingUser: {
                      invoke: {
                        id: 'redirectUser',
                        src: 'fetchCurrentUser',
                        onDone: {
                          target: '#auth.startup.started.redirect.waitingToSync',
                          actions: [
                            { type: 'applyServerReply', params: ({ event }) => event.output },
                            persist,
                          ],
                        },
                        onError: [
                          {
                            guard: ({ context }) => context.redirect?.operation === 'link',
                            target: '#auth.startup.started.redirect.idle',
                            actions: fail(authMessages.conversionFailed),
                          },
                          {
                            target: '#auth.startup.started.redirect.idle',
                            actions: fail(authMessages.signInFailed),
                          },
                        ],
                      },
                    },
                  },
                },
                waitingToSync: {
                  after: {
                    redirectSyncDelay: { target: 'idle', actions: raise({ type: 'SYNC' }) },
                  },
                },
                idle: {},
              },
            },
          },
        },
      },
    },

    /** The flows the app starts with events. */
    session: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SIGN_IN_ANONYMOUSLY: {
              guard: and([
                not('isProcessingRedirect'),
                or(['hasNoFirebaseUser', 'isGuestWithoutSession']),
              ]),
              target: 'signingInAnonymously',
            },
            SIGN_IN_WITH_GOOGLE: {
              guard: not('isProcessingRedirect'),
              target: 'startingGoogleSignIn',
            },
            CONVERT_TO_GOOGLE: [
              // Not while signing in: ignored, like a second sign-in.
              { guard: 'isProcessingRedirect' },
              { guard: 'isAnonymousUser', target: 'startingConversion' },
              {
                actions: {
                  type: 'setError',
                  params: { message: authMessages.mustBeAnonymousToConvert },
                },
              },
            ],
            SIGN_OUT: { guard: not('isProcessingRedirect'), target: 'signingOut' },
          },
        },
        signingInAnonymously: {
          tags: authTags.signingIn,
          initial: 'obtainingCsrf',
          entry: 'clearError',
          exit: assign({ idToken: null }),
          states: {
            obtainingCsrf: {
              invoke: {
                id: 'anonymousCsrf',
                src: 'initCsrf',
                onDone: 'signingIn',
                onError: { target: 'signingIn', actions: logFailure(csrfWarning) },
              },
            },
            signingIn: {
              invoke: {
                id: 'anonymousSignIn',
                src: 'signInAnonymously',
                onDone: {
                  target: 'creatingSession',
                  actions: [{ type: 'storeSignIn', params: ({ event }) => event.output }, persist],
                },
                onError: {
                  target: '#auth.session.idle',
                  actions: fail(authMessages.anonymousSignInFailed),
                },
              },
            },
            creatingSession: {
              invoke: {
                id: 'anonymousSession',
                src: 'createSession',
                input: ({ context }) => ({ idToken: context.idToken ?? '' }),
                onDone: 'fetchingUser',
                onError: {
                  target: '#auth.session.idle',
                  actions: fail(authMessages.anonymousSignInFailed),
                },
              },
            },
            fetchingUser: {
              invoke: {
                id: 'anonymousUser',
                src: 'fetchCurrentUser',
                onDone: {
                  target: '#auth.session.idle',
                  actions: [
                    { type: 'applyServerReply', params: ({ event }) => event.output },
                    persist,
                    raise({ type: 'SYNC' }),
                  ],
                },
                onError: {
                  target: '#auth.session.idle',
                  actions: fail(authMessages.anonymousSignInFailed),
                },
              },
            },
          },
        },
        startingGoogleSignIn: {
          tags: authTags.signingIn,
          entry: 'clearError',
          invoke: {
            id: 'googleSignInRedirect',
            src: 'startGoogleRedirect',
            input: { operation: 'signin' },
            // Normally the page navigates away first.
            onDone: 'idle',
            onError: { target: 'idle', actions: fail(authMessages.signInFailed) },
          },
        },
        startingConversion: {
          tags: authTags.signingIn,
          entry: 'clearError',
          invoke: {
            id: 'conversionRedirect',
            src: 'startGoogleRedirect',
            input: { operation: 'link' },
            onDone: 'idle',
            onError: { target: 'idle', actions: fail(authMessages.conversionFailed) },
          },
        },
        signingOut: {
          tags: authTags.signingOut,
          initial: 'loggingOut',
          entry: 'clearError',
          states: {
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: [
                  {
                    guard: { type: 'clearsLocalAuth', params: ({ event }) => event.output },
                    target: 'signingOutLocally',
                  },
                  {
                    target: '#auth.session.idle',
                    actions: [
                      { type: 'setError', params: { message: authMessages.signOutFailed } },
                      {
                        type: 'logError',
                        params: ({ event }) => ({
                          message: authMessages.signOutFailed,
                          cause: event.output,
                        }),
                      },
                      'clearSession',
                      'resetAnalytics',
                    ],
                  },
                ],
                onError: {
                  target: '#auth.session.idle',
                  actions: [...fail(authMessages.signOutFailed), 'clearSession', 'resetAnalytics'],
                },
              },
            },
            signingOutLocally: {
              invoke: {
                id: 'idpSignOut',
                src: 'idpSignOut',
                onDone: {
                  target: '#auth.session.idle',
                  actions: ['clearPersisted', 'clearSession', 'resetAnalytics'],
                },
                onError: {
                  target: '#auth.session.idle',
                  actions: [...fail(authMessages.signOutFailed), 'clearSession', 'resetAnalytics'],
                },
              },
            },
          },
        },
      },
    },

    /** GET /v1/auth/me; a SYNC while one runs is skipped. */
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: { SYNC: 'syncing' },
        },
        syncing: {
          tags: authTags.syncing,
          invoke: {
            id: 'sync',
            src: 'fetchCurrentUser',
            onDone: {
              target: 'idle',
              actions: [{ type: 'applyServerReply', params: ({ event }) => event.output }, persist],
            },
            onError: { target: 'idle', actions: fail(authMessages.syncFailed) },
          },
          on: {
            // A reply that arrives after the sign-out must not bring the user back.
            SIGN_OUT: {
              guard: and([stateIn('#auth.session.idle'), not('isProcessingRedirect')]),
              target: 'idle',
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
