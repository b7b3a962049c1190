/** Model-based test of the object-removal flow over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { objectRemovalMessages } from './messages.ts';
import { objectRemovalMachine } from './objectRemovalMachine.ts';
import { selectObjectRemoval, type ObjectRemovalSnapshot } from './selectors.ts';
import type { DetectedCategory, ObjectRemovalEvent } from './types.ts';

const detected: DetectedCategory[] = [
  { type: 'chair', count: 2 },
  { type: 'lamp', count: 1 },
];
const events: ObjectRemovalEvent[] = [
  { type: 'DETECT' },
  { type: 'DETECT', cached: detected },
  { type: 'TOGGLE_CATEGORY', category: 'chair' },
  { type: 'TOGGLE_CATEGORY', category: 'lamp' },
  { type: 'REMOVE' },
  { type: 'CANCEL' },
  { type: 'VERSION_CHANGED', versionId: 'v-2' },
  { type: 'COLLAPSE' },
];

const spec: ModelSpec<typeof objectRemovalMachine> = {
  machine: objectRemovalMachine,
  input: { imageId: 'img-1', versionId: 'v-1' },
  promiseActors: ['detectObjects', 'removeObjects'],
  outputs: { detectObjects: [detected], removeObjects: [{ job_id: 'j' }] },
  events: events as EventObject[],
  delays: {},
  describe: (snapshot: ObjectRemovalSnapshot) => ({ value: snapshot.value, ...snapshot.context }),
  check: (snapshot: ObjectRemovalSnapshot) => {
    const view = selectObjectRemoval(snapshot);
    expect([null, ...Object.values(objectRemovalMessages)]).toContain(view.error);
    for (const s of view.selected) expect(view.categories.map((c) => c.type)).toContain(s);
    if (view.step === 'removing') expect(view.selected.length).toBeGreaterThan(0);
    if (view.step === 'idle') expect(view.selected).toEqual([]);
  },
};

describe('objectRemovalMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.done.actor.detectObjects',
      'xstate.error.actor.detectObjects',
      'xstate.done.actor.removeObjects',
      'xstate.error.actor.removeObjects',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(5);
    await replayAll(spec, built);
  });
});
