import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { objectRemovalMessages } from './messages.ts';
import { isUsableDetection, objectRemovalMachine } from './objectRemovalMachine.ts';
import { selectObjectRemoval } from './selectors.ts';
import type { DetectedCategory, DetectObjectsInput, RemoveObjectsInput } from './types.ts';

const detected: DetectedCategory[] = [
  { type: 'chair', count: 2 },
  { type: 'lamp', count: 1 },
  { type: 'rug', count: 1 },
];

const running: Array<Actor<typeof objectRemovalMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(
  impl: {
    detectObjects?: (input: DetectObjectsInput) => Promise<DetectedCategory[]>;
    removeObjects?: (input: RemoveObjectsInput) => Promise<unknown>;
  } = {},
) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const onRemoved = vi.fn();
  const machine = objectRemovalMachine.provide({
    actors: {
      detectObjects: fromPromise<DetectedCategory[], DetectObjectsInput>(async ({ input }) => {
        calls.push({ name: 'detectObjects', input });
        return (impl.detectObjects ?? (async () => detected))(input);
      }),
      removeObjects: fromPromise<unknown, RemoveObjectsInput>(async ({ input }) => {
        calls.push({ name: 'removeObjects', input });
        return (impl.removeObjects ?? (async () => ({ job_id: 'job-1' })))(input);
      }),
    },
    actions: { onRemoved: (_, params) => onRemoved(params) },
  });
  const actor = createActor(machine, { input: { imageId: 'img-1', versionId: 'v-1' } });
  running.push(actor);
  actor.start();
  return {
    actor,
    calls,
    onRemoved,
    view: () => selectObjectRemoval(actor.getSnapshot()),
    until: (step: string) =>
      waitFor(actor, (s) => selectObjectRemoval(s).step === step, { timeout: 500 }),
  };
}

describe('objectRemovalMachine', () => {
  it('starts idle with the image and version of the input', () => {
    const h = harness();
    expect(h.view()).toMatchObject({ step: 'idle', categories: [], selected: [], error: null });
    expect(h.actor.getSnapshot().context).toMatchObject({ imageId: 'img-1', versionId: 'v-1' });
  });

  it('DETECT runs detectObjects for the image and version, then lists the categories', async () => {
    const h = harness();
    h.actor.send({ type: 'DETECT' });
    expect(h.view()).toMatchObject({ step: 'detecting', isBusy: true });
    await h.until('selectingCategories');
    expect(h.calls).toEqual([
      { name: 'detectObjects', input: { imageId: 'img-1', versionId: 'v-1' } },
    ]);
    expect(h.view()).toMatchObject({ categories: detected, selected: [], canRemove: false });
  });

  it('uses a cached detection without calling detectObjects', () => {
    const h = harness();
    h.actor.send({ type: 'DETECT', cached: detected });
    expect(h.view()).toMatchObject({ step: 'selectingCategories', categories: detected });
    expect(h.calls).toEqual([]);
  });

  it.each([null, undefined, []])(
    'ignores a missing cached detection (%o) and detects',
    async (cached) => {
      const h = harness();
      h.actor.send({ type: 'DETECT', cached });
      expect(h.view().step).toBe('detecting');
      await h.until('selectingCategories');
      expect(h.calls).toHaveLength(1);
    },
  );

  it('a detection failure returns to idle with a message', async () => {
    const h = harness({ detectObjects: () => Promise.reject(new Error('500')) });
    h.actor.send({ type: 'DETECT' });
    await h.until('idle');
    expect(h.view().error).toBe(objectRemovalMessages.detectionFailed);
  });

  it('CANCEL leaves detection and selection', async () => {
    const h = harness({ detectObjects: () => new Promise(() => {}) });
    h.actor.send({ type: 'DETECT' });
    h.actor.send({ type: 'CANCEL' });
    expect(h.view().step).toBe('idle');
    h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'lamp' });
    h.actor.send({ type: 'CANCEL' });
    expect(h.view()).toMatchObject({ step: 'idle', categories: [], selected: [] });
  });

  it('TOGGLE_CATEGORY selects and deselects known categories, in detection order', () => {
    const h = harness();
    h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'rug' });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'chair' });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'sofa' });
    expect(h.view()).toMatchObject({ selected: ['chair', 'rug'], canRemove: true });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'chair' });
    expect(h.view().selected).toEqual(['rug']);
  });

  it('REMOVE is refused without a selection (at least one category is needed)', () => {
    const h = harness();
    h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'REMOVE' });
    expect(h.view()).toMatchObject({
      step: 'selectingCategories',
      error: 'Select at least one category to remove',
    });
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'lamp' });
    expect(h.view().error).toBeNull();
  });

  it('REMOVE sends the selected categories, then returns to idle with the result', async () => {
    const h = harness();
    h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'lamp' });
    h.actor.send({ type: 'REMOVE' });
    expect(h.view()).toMatchObject({ step: 'removing', isBusy: true, canRemove: false });
    await h.until('idle');
    expect(h.calls).toEqual([
      {
        name: 'removeObjects',
        input: {
          imageId: 'img-1',
          versionId: 'v-1',
          categories: ['lamp'],
          detectedCategories: detected,
        },
      },
    ]);
    expect(h.view()).toMatchObject({ result: { job_id: 'job-1' }, selected: [], categories: [] });
    expect(h.onRemoved).toHaveBeenCalledWith({ result: { job_id: 'job-1' } });
  });

  it("a removal failure keeps the selection with 'Failed to apply edit'", async () => {
    const h = harness({ removeObjects: () => Promise.reject(new Error('500')) });
    h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'lamp' });
    h.actor.send({ type: 'REMOVE' });
    await h.until('selectingCategories');
    expect(h.view()).toMatchObject({ selected: ['lamp'], error: 'Failed to apply edit' });
  });

  it.each(['detecting', 'selectingCategories', 'removing', 'idle'])(
    'VERSION_CHANGED resets from %s and keeps the new version',
    async (step) => {
      const detect = deferred<DetectedCategory[]>();
      const remove = deferred<unknown>();
      const h = harness({
        detectObjects: () => detect.promise,
        removeObjects: () => remove.promise,
      });
      if (step === 'detecting') h.actor.send({ type: 'DETECT' });
      if (step === 'selectingCategories' || step === 'removing') {
        h.actor.send({ type: 'DETECT', cached: detected });
        h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'lamp' });
      }
      if (step === 'removing') h.actor.send({ type: 'REMOVE' });
      expect(h.view().step).toBe(step);
      h.actor.send({ type: 'VERSION_CHANGED', versionId: 'v-2' });
      expect(h.view()).toMatchObject({ step: 'idle', categories: [], selected: [], error: null });
      expect(h.actor.getSnapshot().context).toMatchObject({ versionId: 'v-2', imageId: 'img-1' });
      // A late reply of the dropped call changes nothing.
      detect.resolve(detected);
      remove.resolve({});
      await flush();
      expect(h.view()).toMatchObject({ step: 'idle', result: null });
      h.actor.send({ type: 'VERSION_CHANGED', versionId: 'v-3', imageId: 'img-2' });
      expect(h.actor.getSnapshot().context).toMatchObject({ versionId: 'v-3', imageId: 'img-2' });
    },
  );

  it.each(['detecting', 'selectingCategories', 'removing'])('COLLAPSE resets from %s', (step) => {
    const h = harness({
      detectObjects: () => new Promise(() => {}),
      removeObjects: () => new Promise(() => {}),
    });
    if (step === 'detecting') h.actor.send({ type: 'DETECT' });
    else h.actor.send({ type: 'DETECT', cached: detected });
    h.actor.send({ type: 'TOGGLE_CATEGORY', category: 'rug' });
    if (step === 'removing') h.actor.send({ type: 'REMOVE' });
    expect(h.view().step).toBe(step);
    h.actor.send({ type: 'COLLAPSE' });
    expect(h.view()).toMatchObject({ step: 'idle', categories: [], selected: [], error: null });
    expect(h.actor.getSnapshot().context.versionId).toBe('v-1');
  });

  it('the default actors throw: detection fails with its message', async () => {
    const actor = createActor(objectRemovalMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'DETECT' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 500 });
    expect(actor.getSnapshot().context.error).toBe('Failed to detect objects');
  });

  it('isUsableDetection accepts only a non-empty list', () => {
    expect(isUsableDetection(detected)).toBe(true);
    expect(isUsableDetection([])).toBe(false);
    expect(isUsableDetection(undefined)).toBe(false);
    expect(isUsableDetection({ categories: [] })).toBe(false);
  });
});
