import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type Actor } from 'xstate';
import { flush } from '../testing/model.ts';
import { batchRunMachine } from './batchRunMachine.ts';
import { batchRunMessages } from './messages.ts';
import { selectBatchRun } from './selectors.ts';
import type { BatchItemStatus, BatchRunInput, BatchRunRequest, BatchRunSnapshot } from './types.ts';

const running: Array<Actor<typeof batchRunMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

const request: BatchRunRequest = { recipeId: 'rcp-1', projectId: 'prj-1' };
const snap = (
  statuses: BatchItemStatus[],
  errors: Record<number, string> = {},
): BatchRunSnapshot => ({
  id: 'bat-1',
  done: statuses.every((s) => s === 'succeeded' || s === 'failed'),
  items: statuses.map((status, i) => ({
    image: `img-${i}`,
    status,
    error_message: errors[i] ?? null,
  })),
});

interface Impl {
  startBatch: (r: BatchRunRequest) => Promise<{ batchId: string }>;
  fetchBatch: () => Promise<BatchRunSnapshot>;
  cancelBatch: () => Promise<BatchRunSnapshot>;
}

/** The machine with stubbed calls; `fetches` answers the polls in order (the last repeats). */
function harness(
  fetches: Array<BatchRunSnapshot | Error>,
  impl: Partial<Impl> = {},
  input: BatchRunInput = { intervalMs: 2000 },
) {
  const calls: string[] = [];
  const onDone = vi.fn();
  let n = 0;
  const machine = batchRunMachine.provide({
    actors: {
      startBatch: fromPromise(async ({ input: r }: { input: BatchRunRequest }) => {
        calls.push(`start ${r.recipeId} ${r.projectId}`);
        return (impl.startBatch ?? (async () => ({ batchId: 'bat-1' })))(r);
      }),
      fetchBatch: fromPromise(async ({ input: r }: { input: { batchId: string } }) => {
        calls.push(`fetch ${r.batchId}`);
        const next = fetches[Math.min(n++, fetches.length - 1)]!;
        if (next instanceof Error) throw next;
        return next;
      }),
      cancelBatch: fromPromise(async ({ input: r }: { input: { batchId: string } }) => {
        calls.push(`cancel ${r.batchId}`);
        return (impl.cancelBatch ?? (async () => snap(['succeeded', 'failed'])))();
      }),
    },
    actions: { onDone: (_, params) => onDone(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  running.push(actor);
  actor.start();
  const view = () => selectBatchRun(actor.getSnapshot());
  const tick = async (ms = 2000) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, calls, onDone, view, tick };
}

describe('batchRunMachine', () => {
  it('starts the batch, shows progress per image and finishes when every image is done', async () => {
    const h = harness([
      snap(['in_progress', 'pending', 'pending', 'pending']),
      snap(['succeeded', 'in_progress', 'pending', 'pending']),
      snap(['succeeded', 'succeeded', 'succeeded', 'succeeded']),
    ]);
    expect(h.view().phase).toBe('idle');
    h.actor.send({ type: 'START', request });
    expect(h.view().phase).toBe('starting');
    await flush();
    expect(h.view()).toMatchObject({ phase: 'running', total: 4, ended: 0, percent: 0 });
    expect(h.view().counts).toEqual({ pending: 3, in_progress: 1, succeeded: 0, failed: 0 });
    await h.tick();
    expect(h.view()).toMatchObject({ phase: 'running', ended: 1, percent: 25, canCancel: true });
    // Nothing is asked between two polls.
    await h.tick(1999);
    expect(h.calls.filter((c) => c.startsWith('fetch'))).toHaveLength(2);
    await h.tick(1);
    expect(h.view()).toMatchObject({ phase: 'finished', ended: 4, percent: 100, canCancel: false });
    expect(h.calls).toEqual(['start rcp-1 prj-1', 'fetch bat-1', 'fetch bat-1', 'fetch bat-1']);
    expect(h.onDone).toHaveBeenCalledExactlyOnceWith({
      batch: snap(['succeeded', 'succeeded', 'succeeded', 'succeeded']),
      cancelled: false,
    });
    // Finished stops polling.
    await h.tick(10_000);
    expect(h.calls).toHaveLength(4);
  });

  it('one image failing does not stop the others; it keeps its own message', async () => {
    const h = harness([
      snap(['failed', 'in_progress', 'pending'], { 0: 'The engine gave up' }),
      snap(['failed', 'succeeded', 'succeeded'], { 0: 'The engine gave up' }),
    ]);
    h.actor.send({ type: 'START', request });
    await flush();
    expect(h.view()).toMatchObject({ phase: 'running', ended: 1 });
    await h.tick();
    expect(h.view().phase).toBe('finished');
    expect(h.view().counts).toEqual({ pending: 0, in_progress: 0, succeeded: 2, failed: 1 });
    expect(h.view().batch?.items[0]?.error_message).toBe('The engine gave up');
    expect(h.view().error).toBeNull();
  });

  it('cancel: asks the server, keeps following the running images and ends cancelled', async () => {
    const h = harness(
      [
        snap(['succeeded', 'in_progress', 'pending']),
        snap(['succeeded', 'failed', 'failed'], { 1: 'Job cancelled', 2: 'Job cancelled' }),
      ],
      {
        cancelBatch: async () =>
          snap(['succeeded', 'in_progress', 'failed'], { 2: 'Job cancelled' }),
      },
    );
    h.actor.send({ type: 'START', request });
    await flush();
    h.actor.send({ type: 'CANCEL' });
    expect(h.view().phase).toBe('cancelling');
    await flush();
    expect(h.calls).toContain('cancel bat-1');
    // The running image ends on its worker's next beat: the machine polls until then.
    expect(h.view()).toMatchObject({ phase: 'running', canCancel: false });
    await h.tick();
    expect(h.view().phase).toBe('cancelled');
    expect(h.view().counts).toEqual({ pending: 0, in_progress: 0, succeeded: 1, failed: 2 });
    expect(h.onDone).toHaveBeenCalledWith(expect.objectContaining({ cancelled: true }));
  });

  it('a cancel the server refuses is shown, and cancel can be tried again', async () => {
    const h = harness([snap(['in_progress', 'pending'])], {
      cancelBatch: async () => {
        throw new Error('This batch has already finished');
      },
    });
    h.actor.send({ type: 'START', request });
    await flush();
    h.actor.send({ type: 'CANCEL' });
    await flush();
    expect(h.view()).toMatchObject({
      phase: 'running',
      error: 'This batch has already finished',
      canCancel: true,
    });
  });

  it('a refused start shows the server’s words; RESET goes back to idle', async () => {
    const h = harness([], {
      startBatch: async () => {
        throw new Error('Monthly design limit reached: 98 of 100 designs used this month.');
      },
    });
    h.actor.send({ type: 'START', request });
    await flush();
    expect(h.view()).toMatchObject({
      phase: 'failed',
      error: 'Monthly design limit reached: 98 of 100 designs used this month.',
    });
    h.actor.send({ type: 'RESET' });
    expect(h.view()).toMatchObject({ phase: 'idle', error: null, batch: null });
  });

  it('a poll error is retried; three in a row stop following the batch', async () => {
    const lost = new Error('');
    const h = harness([lost, snap(['in_progress']), lost, lost, lost]);
    h.actor.send({ type: 'START', request });
    await flush();
    expect(h.view().phase).toBe('running');
    await h.tick();
    expect(h.view()).toMatchObject({ phase: 'running', total: 1 });
    await h.tick();
    await h.tick();
    expect(h.view().phase).toBe('running');
    await h.tick();
    expect(h.view()).toMatchObject({ phase: 'failed', error: batchRunMessages.lostTrack });
  });

  it('stops waiting after maxAttempts polls', async () => {
    const h = harness([snap(['in_progress'])], {}, { intervalMs: 10, maxAttempts: 3 });
    h.actor.send({ type: 'START', request });
    await flush();
    await h.tick(10);
    expect(h.view().phase).toBe('running');
    await h.tick(10);
    expect(h.view()).toMatchObject({ phase: 'failed', error: batchRunMessages.tooLong });
  });

  it('WATCH follows a batch that is already running (a page opened on it)', async () => {
    const h = harness([snap(['succeeded', 'succeeded'])]);
    h.actor.send({ type: 'WATCH', batchId: 'bat-1' });
    await flush();
    expect(h.calls).toEqual(['fetch bat-1']);
    expect(h.view()).toMatchObject({ phase: 'finished', total: 2, percent: 100 });
  });
});
