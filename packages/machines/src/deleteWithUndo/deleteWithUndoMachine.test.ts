import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { UNDO_WINDOW_MS, deleteWithUndoMachine } from './deleteWithUndoMachine.ts';
import { selectDeleteWithUndo } from './selectors.ts';

const running: Array<Actor<typeof deleteWithUndoMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function harness(deleteItem: (id: string) => Promise<void> = async () => {}, undoMs?: number) {
  const sent: string[] = [];
  const onUndone = vi.fn();
  const onDeleted = vi.fn();
  const onFailed = vi.fn();
  const machine = deleteWithUndoMachine.provide({
    actors: {
      deleteItem: fromPromise<void, { id: string }>(async ({ input: { id } }) => {
        sent.push(id);
        return deleteItem(id);
      }),
    },
    actions: {
      onUndone: (_, params) => onUndone(params),
      onDeleted: (_, params) => onDeleted(params),
      onFailed: (_, params) => onFailed(params),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { id: 'img-1', ...(undoMs !== undefined ? { undoMs } : {}) },
    clock,
  });
  running.push(actor);
  actor.start();
  return {
    actor,
    clock,
    sent,
    onUndone,
    onDeleted,
    onFailed,
    view: () => selectDeleteWithUndo(actor.getSnapshot()),
  };
}

describe('deleteWithUndoMachine', () => {
  it('hides the item at once and sends nothing until the 5-second window ends', async () => {
    const h = harness();
    expect(h.view()).toEqual({ hidden: true, canUndo: true, deleting: false, status: 'pending' });
    h.clock.increment(UNDO_WINDOW_MS - 1);
    await flush();
    expect(h.sent).toEqual([]);
    expect(h.view().canUndo).toBe(true);
    h.clock.increment(1);
    expect(h.view()).toMatchObject({ hidden: true, canUndo: false, deleting: true });
    await flush();
    expect(h.sent).toEqual(['img-1']);
    expect(h.view().status).toBe('deleted');
    expect(h.onDeleted).toHaveBeenCalledWith({ id: 'img-1' });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('UNDO within the window brings the item back and never calls the server', async () => {
    const h = harness();
    h.clock.increment(UNDO_WINDOW_MS - 1);
    h.actor.send({ type: 'UNDO' });
    expect(h.view()).toEqual({ hidden: false, canUndo: false, deleting: false, status: 'undone' });
    expect(h.onUndone).toHaveBeenCalledWith({ id: 'img-1' });
    h.clock.increment(UNDO_WINDOW_MS * 2);
    await flush();
    expect(h.sent).toEqual([]);
    expect(h.onDeleted).not.toHaveBeenCalled();
  });

  it('COMMIT_NOW (the page is hidden) sends the call at once', async () => {
    const h = harness();
    h.actor.send({ type: 'COMMIT_NOW' });
    await flush();
    expect(h.sent).toEqual(['img-1']);
    expect(h.view().status).toBe('deleted');
    // The window's timer is gone with the state: no second call.
    h.clock.increment(UNDO_WINDOW_MS);
    await flush();
    expect(h.sent).toEqual(['img-1']);
  });

  it('UNDO is too late once the call is on its way', async () => {
    const call = deferred<void>();
    const h = harness(() => call.promise);
    h.clock.increment(UNDO_WINDOW_MS);
    await flush();
    h.actor.send({ type: 'UNDO' });
    expect(h.view().status).toBe('deleting');
    call.resolve();
    await flush();
    expect(h.view().status).toBe('deleted');
    expect(h.onUndone).not.toHaveBeenCalled();
  });

  it('a failed call shows the item again and reports the error', async () => {
    const boom = new Error('Image not found');
    const h = harness(async () => {
      throw boom;
    });
    h.actor.send({ type: 'COMMIT_NOW' });
    await flush();
    expect(h.view()).toEqual({ hidden: false, canUndo: false, deleting: false, status: 'failed' });
    expect(h.actor.getSnapshot().context.error).toBe(boom);
    expect(h.onFailed).toHaveBeenCalledWith({ id: 'img-1', error: boom });
    expect(h.onDeleted).not.toHaveBeenCalled();
  });

  it('takes a shorter window from its input', async () => {
    const h = harness(undefined, 200);
    h.clock.increment(199);
    expect(h.view().canUndo).toBe(true);
    h.clock.increment(1);
    await flush();
    expect(h.sent).toEqual(['img-1']);
  });

  it('refuses to run without a deleteItem actor', async () => {
    const actor = createActor(deleteWithUndoMachine, { input: { id: 'x' } });
    running.push(actor);
    actor.start();
    actor.send({ type: 'COMMIT_NOW' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(actor.getSnapshot().context.error)).toMatch(/"deleteItem" is not provided/);
  });
});
