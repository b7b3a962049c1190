/**
 * Model-based test: the shortest paths through the machine's own graph (xstate/graph) are
 * replayed on a real actor whose side effects are stubbed, and every state reached is checked
 * against the model and for consistent flags.
 *
 * `createTestModel()` refuses machines that invoke actors or use delays ("Invocations on test
 * machines are not supported"), so the paths come from the `TestModel` class it wraps, given the
 * same kind of options: the events each state accepts — including the done/error events of its
 * invoked actors (with outputs) and its delayed transition — which the replay turns into
 * resolving or rejecting the stub, or advancing a SimulatedClock.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { TestModel, type AdjacencyValue, type StatePath, type TestParam } from 'xstate/graph';
import { authMachine, DEFAULT_REDIRECT_SYNC_DELAY_MS, toPersistedAuth } from './authMachine.ts';
import { authMessages } from './messages.ts';
import { selectAuthFlags, type AuthSnapshot } from './selectors.ts';
import {
  anonServerUser,
  anonUser,
  deferred,
  flush,
  googleServerUser,
  googleUser,
  signedIn,
  signedOut,
  type Deferred,
} from './testHarness.ts';
import type {
  AuthEvent,
  IdpUser,
  PendingOperation,
  PersistedAuth,
  RedirectResult,
} from './types.ts';

const failure = new Error('stubbed failure');
const linkResult: RedirectResult = { user: googleUser, idToken: 'link-token', operation: 'link' };
const signinResult: RedirectResult = { user: googleUser, idToken: 'in-token', operation: 'signin' };

/** Outputs the stubbed actors produce in the model, per invoke id. */
const outputs: Record<string, readonly unknown[]> = {
  csrf: [undefined],
  anonymousCsrf: [undefined],
  redirectResult: [null, linkResult, signinResult],
  anonymousSignIn: [{ user: anonUser, idToken: 'anon-token' }],
  anonymousSession: [{}],
  redirectSession: [{}],
  redirectConvert: [{}],
  anonymousUser: [signedIn(anonServerUser)],
  redirectUser: [signedIn(googleServerUser)],
  sync: [signedIn(anonServerUser), signedOut],
  googleSignInRedirect: [undefined],
  conversionRedirect: [undefined],
  logout: [
    { success: true, clearLocalAuth: true },
    { success: true, clearLocalAuth: false },
  ],
  idpSignOut: [undefined],
};
const idpUsers: Array<IdpUser | null> = [anonUser, googleUser, null];

const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';
const afterPrefix = 'xstate.after.';

/**
 * The events a state accepts, with the payload variants above. The app's own events are
 * explored once the startup has settled (ready, redirect handled): exploring every interleaving
 * with the startup multiplies the graph by five; the unit tests cover those cases instead.
 */
function eventsOf(snapshot: AuthSnapshot): AuthEvent[] {
  const settled = snapshot.matches({ startup: { started: { init: 'ready', redirect: 'idle' } } });
  const events: EventObject[] = [];
  for (const type of new Set(snapshot._nodes.flatMap((node) => node.ownEvents))) {
    if (type.startsWith(donePrefix)) {
      const actorId = type.slice(donePrefix.length);
      const variants = outputs[actorId];
      if (!variants) throw new Error(`no stubbed output for the actor "${actorId}"`);
      for (const output of variants) events.push({ type, output, actorId } as EventObject);
    } else if (type.startsWith(errorPrefix)) {
      events.push({ type, error: failure, actorId: type.slice(errorPrefix.length) } as EventObject);
    } else if (type === 'IDP.USER_CHANGED') {
      for (const user of idpUsers) events.push({ type, user } as AuthEvent);
    } else if (type.startsWith(afterPrefix) || settled) {
      events.push({ type });
    }
  }
  // Done, error and delay events are not among the machine's declared events.
  return events as AuthEvent[];
}

/** What is compared between the model and the real actor (lastSync only as set or unset). */
function describeState(snapshot: AuthSnapshot) {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    firebaseUser: context.firebaseUser?.uid ?? null,
    serverUser: context.serverUser?.uid ?? null,
    isAuthenticated: context.isAuthenticated,
    lastSync: context.lastSync !== null,
    error: context.error,
    idToken: context.idToken,
    redirect: context.redirect?.operation ?? null,
  };
}

const model = new TestModel(authMachine, {
  events: eventsOf,
  // Everything that is compared, so a path's states are exactly the ones the model reached.
  serializeState: (snapshot) => serialize(snapshot),
});

/** A real actor whose promise actors wait for the test, keyed by invoke id. */
function createDriver() {
  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred<unknown>>();
  const started: string[] = [];
  const effects: string[] = [];
  const persisted: PersistedAuth[] = [];
  const listener = {
    sendBack: null as ((event: AuthEvent) => void) | null,
  };
  const stub = <TOutput, TInput = unknown>() =>
    fromPromise<TOutput, TInput>(({ self }) => {
      const d = deferred<TOutput>();
      pending.set(self.id, d as unknown as Deferred<unknown>);
      started.push(self.id);
      return d.promise;
    });
  const machine = authMachine.provide({
    actors: {
      initCsrf: stub<void>(),
      authListener: fromCallback<AuthEvent>(({ sendBack }) => {
        listener.sendBack = sendBack;
        return () => {
          listener.sendBack = null;
        };
      }),
      handleRedirectResult: stub<RedirectResult | null>(),
      signInAnonymously: stub(),
      getIdToken: stub<string>(),
      startGoogleRedirect: stub<void, { operation: PendingOperation }>(),
      createSession: stub<unknown, { idToken: string }>(),
      convertSession: stub<unknown, { idToken: string }>(),
      fetchCurrentUser: stub(),
      logout: stub(),
      idpSignOut: stub<void>(),
    },
    actions: {
      persist: (_, params) => {
        effects.push('persist');
        persisted.push(params);
      },
      clearPersisted: () => effects.push('clearPersisted'),
      identify: () => effects.push('identify'),
      resetAnalytics: () => effects.push('resetAnalytics'),
      logError: () => effects.push('logError'),
    },
  });
  const actor = createActor(machine, { input: {}, clock });

  function settle(actorId: string): Deferred<unknown> {
    const d = pending.get(actorId);
    if (!d) throw new Error(`the actor "${actorId}" was not started by the real machine`);
    pending.delete(actorId);
    return d;
  }

  async function exec(
    event: EventObject & { output?: unknown; error?: unknown; user?: IdpUser | null },
  ) {
    const { type } = event;
    if (type === 'xstate.init') actor.start();
    else if (type.startsWith(donePrefix))
      settle(type.slice(donePrefix.length)).resolve(event.output);
    else if (type.startsWith(errorPrefix))
      settle(type.slice(errorPrefix.length)).reject(event.error);
    else if (type.startsWith(afterPrefix)) clock.increment(DEFAULT_REDIRECT_SYNC_DELAY_MS);
    else if (type === 'IDP.USER_CHANGED') {
      if (!listener.sendBack) throw new Error('the auth listener is not running');
      listener.sendBack({ type, user: event.user ?? null });
    } else actor.send(event as AuthEvent);
    await flush();
  }

  return { actor, exec, listener, pending, started, effects, persisted };
}

type Driver = ReturnType<typeof createDriver>;
const messages: ReadonlyArray<string | null> = [null, ...Object.values(authMessages)];
const initialPersisted: PersistedAuth = {
  firebaseUser: null,
  serverUser: null,
  isAuthenticated: false,
  lastSync: null,
};

/** Invariants of the flags and the context of any snapshot, in the model or real. */
function checkFlags(snapshot: AuthSnapshot) {
  const flags = selectAuthFlags(snapshot);
  const { context } = snapshot;
  expect(flags.authReady).toBe(!flags.isInitializing);
  expect(flags.authReady).toBe(snapshot.matches({ startup: { started: { init: 'ready' } } }));
  expect(flags.isLoading).toBe(
    flags.isInitializing || flags.isSigningIn || flags.isSigningOut || flags.isSyncing,
  );
  expect(flags.isSyncing).toBe(snapshot.matches({ sync: 'syncing' }));
  expect(flags.isSigningOut).toBe(snapshot.matches({ session: 'signingOut' }));
  expect(flags.isSigningIn).toBe(
    (['signingInAnonymously', 'startingGoogleSignIn', 'startingConversion'] as const).some((s) =>
      snapshot.matches({ session: s }),
    ) || snapshot.matches({ startup: { started: { redirect: 'processing' } } }),
  );
  expect(flags.isAuthenticated).toBe(flags.serverUser !== null);
  if (flags.isAuthenticated) expect(flags.lastSync).not.toBeNull();
  expect(messages).toContain(flags.error);
  // Tokens are only held while they are needed.
  expect(context.idToken !== null).toBe(
    snapshot.matches({ session: { signingInAnonymously: 'creatingSession' } }) ||
      snapshot.matches({ session: { signingInAnonymously: 'fetchingUser' } }),
  );
  expect(context.redirect !== null).toBe(
    snapshot.matches({ startup: { started: { redirect: 'processing' } } }),
  );
}

/** Invariants of the side effects of a real actor. */
function checkEffects(driver: Driver, snapshot: AuthSnapshot) {
  // The listener runs from the end of the CSRF step on.
  expect(driver.listener.sendBack !== null).toBe(snapshot.matches({ startup: 'started' }));
  // Every running child was really started through its named actor.
  for (const id of Object.keys(snapshot.children)) {
    if (id !== 'authListener') expect(driver.pending.has(id), id).toBe(true);
  }
  // Every change of the persisted fields was persisted, except the sign-out's in-memory clear.
  const persisted = toPersistedAuth(snapshot.context);
  const lastPersist = driver.effects.lastIndexOf('persist');
  const lastSignOut = driver.effects.lastIndexOf('resetAnalytics');
  if (lastSignOut > lastPersist) {
    expect(persisted).toEqual({
      firebaseUser: null,
      serverUser: null,
      isAuthenticated: false,
      lastSync: null,
    });
  } else {
    expect(persisted).toEqual(driver.persisted.at(-1) ?? initialPersisted);
  }
}

type Path = StatePath<AuthSnapshot, AuthEvent>;
type Adjacency = Array<[string, AdjacencyValue<AuthSnapshot, AuthEvent>]>;
const serialize = (snapshot: AuthSnapshot) => JSON.stringify(describeState(snapshot));

describe('authMachine model (xstate/graph)', () => {
  const adjacency = Object.entries(model.getAdjacencyMap()) as Adjacency;
  const edges = adjacency.flatMap(([from, { transitions }]) =>
    Object.values(transitions).map((t) => ({ from, event: t.event, to: t.state })),
  );
  // Shortest paths to every state (deduplicated: prefixes of longer paths are dropped)…
  const paths: Path[] = model.getShortestPaths();
  // …plus, for each event type no such path takes, the shortest path to a state accepting it
  // followed by that event, so every actor's success and failure is replayed too.
  const shortestTo = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serialize(p.state), p]),
  );
  const replayed = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
  for (const edge of edges) {
    if (replayed.has(edge.event.type)) continue;
    replayed.add(edge.event.type);
    const base = shortestTo.get(edge.from);
    if (!base) throw new Error(`no path to ${edge.from}`);
    paths.push({
      state: edge.to,
      weight: base.weight + 1,
      steps: [...base.steps, { state: edge.to, event: edge.event }],
    });
  }

  it('explores every state and every kind of event', () => {
    const reached = new Set(
      adjacency.flatMap(([, { state }]) => state._nodes.map((node) => node.id)),
    );
    const all: string[] = [];
    const walk = (node: typeof authMachine.root) => {
      all.push(node.id);
      Object.values(node.states).forEach(walk);
    };
    walk(authMachine.root);
    // The only state never at rest: left in the same macrostep by the SYNC it raises.
    const transient = 'auth.startup.started.init.syncingFirstUser.requested';
    expect(all.filter((id) => !reached.has(id))).toEqual([transient]);
    for (const type of [
      'SIGN_IN_ANONYMOUSLY',
      'SIGN_IN_WITH_GOOGLE',
      'CONVERT_TO_GOOGLE',
      'SIGN_OUT',
      'SYNC',
      'CLEAR_ERROR',
      'IDP.USER_CHANGED',
      `${afterPrefix}redirectSyncDelay.auth.startup.started.redirect.waitingToSync`,
      ...Object.keys(outputs).flatMap((id) => [donePrefix + id, errorPrefix + id]),
    ]) {
      expect(replayed, type).toContain(type);
    }
  });

  it('has consistent flags in every state of the graph', () => {
    expect(adjacency.length).toBeGreaterThan(100);
    for (const [serial, { state }] of adjacency) {
      try {
        checkFlags(state);
      } catch (error) {
        throw new Error(`${String(error)}\nin ${serial}`);
      }
    }
  });

  it(
    'replays every path on a real actor and reaches the same, consistent states',
    {
      timeout: 60_000,
    },
    async () => {
      for (const path of paths) {
        const driver = createDriver();
        const exec = ({ event }: { event: EventObject }) => driver.exec(event);
        const events = Object.fromEntries(
          ['xstate.init', ...replayed].map((type) => [type, exec]),
        ) as TestParam<AuthSnapshot, AuthEvent>['events'];
        try {
          await model.testPath(path, {
            events,
            states: {
              '*': (modelState) => {
                const real = driver.actor.getSnapshot();
                expect(real.status).toBe('active');
                expect(describeState(real)).toEqual(describeState(modelState));
                checkFlags(real);
                checkEffects(driver, real);
              },
            },
          });
        } finally {
          driver.actor.stop();
        }
      }
    },
  );
});
