/** Model-based test of the delete-with-undo machine over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { deleteWithUndoMachine } from './deleteWithUndoMachine.ts';
import { selectDeleteWithUndo, type DeleteWithUndoSnapshot } from './selectors.ts';
import type { DeleteWithUndoEvent } from './types.ts';

const events: DeleteWithUndoEvent[] = [{ type: 'UNDO' }, { type: 'COMMIT_NOW' }];

const spec: ModelSpec<typeof deleteWithUndoMachine> = {
  machine: deleteWithUndoMachine,
  input: { id: 'img-1', undoMs: 5000 },
  promiseActors: ['deleteItem'],
  outputs: { deleteItem: [undefined] },
  events: events as EventObject[],
  delays: { undoWindow: 5000 },
  describe: (snapshot: DeleteWithUndoSnapshot) => ({
    value: snapshot.value,
    failed: snapshot.context.error !== null,
  }),
  check: (snapshot: DeleteWithUndoSnapshot) => {
    const view = selectDeleteWithUndo(snapshot);
    // Undo only while nothing was sent; a hidden item is never one that failed or came back.
    if (view.canUndo) expect(view.status).toBe('pending');
    if (view.status === 'failed' || view.status === 'undone') expect(view.hidden).toBe(false);
    if (view.status !== 'failed') expect(snapshot.context.error).toBeNull();
  },
};

describe('deleteWithUndoMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      'UNDO',
      'COMMIT_NOW',
      'xstate.after.undoWindow.deleteWithUndo.pending',
      'xstate.done.actor.deleteItem',
      'xstate.error.actor.deleteItem',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThanOrEqual(4);
    await replayAll(spec, built);
  });
});
