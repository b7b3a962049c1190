/** Model-based test of the board add machine over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { boardAddMachine } from './boardAddMachine.ts';
import { boardAddMessages } from './messages.ts';
import type { BoardAddEvent } from './types.ts';

const events: BoardAddEvent[] = [
  { type: 'SUBMIT', request: { target: { kind: 'existing', boardId: 'b1' }, versionIds: ['v1'] } },
  { type: 'SUBMIT', request: { target: { kind: 'new', name: ' ' }, versionIds: ['v1'] } },
  { type: 'SUBMIT', request: { target: { kind: 'existing', boardId: 'b1' }, versionIds: [] } },
  { type: 'EDIT' },
  { type: 'RESET' },
];

type Snapshot = SnapshotFrom<typeof boardAddMachine>;

const spec: ModelSpec<typeof boardAddMachine> = {
  machine: boardAddMachine,
  input: undefined as never,
  promiseActors: ['addVersions'],
  outputs: { addVersions: [{ boardId: 'b1', boardName: 'Kitchen' }] },
  events: events as EventObject[],
  delays: {},
  describe: (snapshot: Snapshot) => ({
    value: snapshot.value,
    error: snapshot.context.error,
    added: snapshot.context.result !== null,
  }),
  check: (snapshot: Snapshot) => {
    // A result only once added; never an error while saving or once added.
    expect(snapshot.context.result !== null).toBe(snapshot.matches('added'));
    if (!snapshot.matches('choosing')) expect(snapshot.context.error).toBeNull();
    const error = snapshot.context.error;
    if (error) {
      expect([
        boardAddMessages.nameRequired,
        boardAddMessages.nothingChosen,
        boardAddMessages.failed,
      ]).toContain(error.startsWith(boardAddMessages.failed) ? boardAddMessages.failed : error);
    }
  },
};

describe('boardAddMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      'SUBMIT',
      'EDIT',
      'RESET',
      'xstate.done.actor.addVersions',
      'xstate.error.actor.addVersions',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThanOrEqual(4);
    await replayAll(spec, built);
  });
});
