/**
 * Shared test helpers (not exported by the package): deferred promises and a model-based test
 * runner over `xstate/graph`'s `TestModel`, used like the auth machine's model test.
 *
 * `createTestModel()` refuses machines that invoke actors or use delays, so the paths come from
 * the `TestModel` class it wraps. The events of a state are the app's events it accepts, plus the
 * done/error events of its invoked promise actors (with the outputs given per invoke id) and its
 * delayed transitions. The replay turns them into resolving or rejecting a stub, advancing a
 * `SimulatedClock` by the delay, or sending the event to a real actor.
 */
import { expect } from 'vitest';
import {
  SimulatedClock,
  createActor,
  fromPromise,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type AdjacencyValue, type StatePath, type TestParam } from 'xstate/graph';

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

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const donePrefix = 'xstate.done.actor.';
export const errorPrefix = 'xstate.error.actor.';
export const afterPrefix = 'xstate.after.';

export const stubFailure = new Error('stubbed failure');

export interface ModelSpec<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input: InputFrom<TMachine>;
  /** Names (`src`) of the promise actors to replace by stubs the replay settles. */
  promiseActors: readonly string[];
  /**
   * Outputs of the promise actors in the model, per invoke id (each also fails once); invoke ids
   * not listed here (callback actors) get no done/error events.
   */
  outputs: Record<string, readonly unknown[]>;
  /** Errors of the promise actors in the model, per invoke id. @default [stubFailure] */
  errors?: Record<string, readonly unknown[]>;
  /** The app's events; a state is explored with those it has a transition for. */
  events: readonly EventObject[];
  /** Delay durations by delay name, as the input sets them. */
  delays: Record<string, number>;
  /** Leaves some events of a state unexplored (e.g. a delay the clock cannot fire alone). */
  filter?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /** What is compared between the model and the real actor. */
  describe: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Invariants checked in every state of the graph and every replayed state. */
  check?: (snapshot: SnapshotFrom<TMachine>) => void;
  /** Extra implementations given to `provide` (actions, callback actors) for the real actor. */
  provide?: Parameters<TMachine['provide']>[0];
}

type AnySnapshot = SnapshotFrom<AnyStateMachine>;

function eventsOf(spec: ModelSpec<AnyStateMachine>, snapshot: AnySnapshot): EventObject[] {
  const events: EventObject[] = [];
  const own = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
  for (const type of own) {
    if (type.startsWith(donePrefix)) {
      const actorId = type.slice(donePrefix.length);
      // Actors without outputs (callback actors) report through the app's events instead.
      const variants = spec.outputs[actorId] ?? [];
      for (const output of variants) events.push({ type, output, actorId } as EventObject);
    } else if (type.startsWith(errorPrefix)) {
      const actorId = type.slice(errorPrefix.length);
      if (!spec.outputs[actorId]) continue;
      for (const error of spec.errors?.[actorId] ?? [stubFailure]) {
        events.push({ type, error, actorId } as EventObject);
      }
    } else if (type.startsWith(afterPrefix)) {
      events.push({ type });
    }
  }
  for (const event of spec.events) if (own.has(event.type)) events.push(event);
  return spec.filter ? events.filter((event) => spec.filter!(snapshot, event)) : events;
}

/** Builds the model and the paths to replay: shortest paths, plus one per uncovered event type. */
export function buildModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const anySpec = spec as unknown as ModelSpec<AnyStateMachine>;
  const serialize = (snapshot: AnySnapshot) =>
    JSON.stringify(spec.describe(snapshot as SnapshotFrom<TMachine>));
  const model = new TestModel<AnySnapshot, EventObject, unknown>(spec.machine, {
    events: (snapshot) => eventsOf(anySpec, snapshot),
    serializeState: (snapshot) => serialize(snapshot),
    input: spec.input,
  });
  const adjacency = Object.entries(model.getAdjacencyMap()) as Array<
    [string, AdjacencyValue<AnySnapshot, EventObject>]
  >;
  const edges = adjacency.flatMap(([from, { transitions }]) =>
    Object.values(transitions).map((t) => ({ from, event: t.event, to: t.state })),
  );
  const paths: Array<StatePath<AnySnapshot, EventObject>> = model.getShortestPaths();
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
  /** Ids of every state node of the machine. */
  const allNodes: string[] = [];
  const walk = (node: AnyStateMachine['root']) => {
    allNodes.push(node.id);
    Object.values(node.states).forEach(walk);
  };
  walk(spec.machine.root);
  const reachedNodes = new Set(
    adjacency.flatMap(([, { state }]) => state._nodes.map((node: { id: string }) => node.id)),
  );
  return { model, adjacency, edges, paths, replayed, allNodes, reachedNodes, serialize };
}

/** A real actor whose promise actors wait for the replay, keyed by invoke id. */
export function createDriver<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const clock = new SimulatedClock();
  const pending = new Map<string, Deferred<unknown>>();
  const inputs: Array<{ id: string; input: unknown }> = [];
  const stub = fromPromise<unknown, unknown>(({ self, input }) => {
    const d = deferred<unknown>();
    pending.set(self.id, d);
    inputs.push({ id: self.id, input });
    return d.promise;
  });
  const provided = (spec.provide ?? {}) as { actors?: object; actions?: object };
  const machine = spec.machine.provide({
    ...provided,
    actors: {
      ...Object.fromEntries(spec.promiseActors.map((name) => [name, stub])),
      ...provided.actors,
    },
  } as never) as AnyStateMachine;
  const actor = createActor(machine, { input: spec.input, clock });

  function settle(actorId: string): Deferred<unknown> {
    const d = pending.get(actorId);
    if (!d) throw new Error(`the actor "${actorId}" was not started by the real machine`);
    pending.delete(actorId);
    return d;
  }

  async function exec(event: EventObject & { output?: unknown; error?: unknown }) {
    const { type } = event;
    if (type === 'xstate.init') actor.start();
    else if (type.startsWith(donePrefix))
      settle(type.slice(donePrefix.length)).resolve(event.output);
    else if (type.startsWith(errorPrefix))
      settle(type.slice(errorPrefix.length)).reject(event.error);
    else if (type.startsWith(afterPrefix)) {
      const name = type.slice(afterPrefix.length).split('.')[0] ?? '';
      const ms = spec.delays[name];
      if (ms === undefined) throw new Error(`no duration for the delay "${name}"`);
      clock.increment(ms);
    } else actor.send(event);
    await flush();
  }

  return { actor, exec, pending, inputs, clock };
}

/** Replays every path on a fresh real actor and compares each state with the model's. */
export async function replayAll<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  built: ReturnType<typeof buildModel<TMachine>>,
) {
  for (const path of built.paths) {
    const driver = createDriver(spec);
    const exec = ({ event }: { event: EventObject }) => driver.exec(event);
    const events = Object.fromEntries(
      ['xstate.init', ...built.replayed].map((type) => [type, exec]),
    ) as TestParam<AnySnapshot, EventObject>['events'];
    try {
      await built.model.testPath(path, {
        events,
        states: {
          '*': (modelState) => {
            const real = driver.actor.getSnapshot() as AnySnapshot;
            const describe = spec.describe as (snapshot: AnySnapshot) => unknown;
            expect(describe(real)).toEqual(describe(modelState));
            (spec.check as ((snapshot: AnySnapshot) => void) | undefined)?.(real);
            // Every running promise actor was really started through its named actor.
            for (const id of Object.keys(real.children)) {
              if (spec.outputs[id]) expect(driver.pending.has(id), id).toBe(true);
            }
          },
        },
      });
    } finally {
      driver.actor.stop();
    }
  }
}
