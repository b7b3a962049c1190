import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { boardAddMachine } from './boardAddMachine.ts';
import { boardAddMessages } from './messages.ts';
import type { BoardAddRequest, BoardAddResult } from './types.ts';

const running: Array<Actor<typeof boardAddMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

function harness(add: (request: BoardAddRequest) => Promise<BoardAddResult>) {
  const calls: BoardAddRequest[] = [];
  const onAdded = vi.fn();
  const actor = createActor(
    boardAddMachine.provide({
      actors: {
        addVersions: fromPromise<BoardAddResult, BoardAddRequest>(({ input }) => {
          calls.push(input);
          return add(input);
        }),
      },
      actions: { onAdded: (_, params) => onAdded(params.result) },
    }),
  );
  running.push(actor);
  actor.start();
  return { actor, calls, onAdded };
}

const existing = (versionIds: string[]): BoardAddRequest => ({
  target: { kind: 'existing', boardId: 'brd-1' },
  versionIds,
});

describe('boardAddMachine', () => {
  it('saves, then reports the board the versions are on', async () => {
    const reply = deferred<BoardAddResult>();
    const { actor, calls, onAdded } = harness(() => reply.promise);
    actor.send({ type: 'SUBMIT', request: existing(['v1', 'v2']) });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls).toEqual([existing(['v1', 'v2'])]);
    reply.resolve({ boardId: 'brd-1', boardName: 'Kitchen' });
    await flush();
    expect(actor.getSnapshot().value).toBe('added');
    expect(actor.getSnapshot().context.result).toEqual({ boardId: 'brd-1', boardName: 'Kitchen' });
    expect(onAdded).toHaveBeenCalledWith({ boardId: 'brd-1', boardName: 'Kitchen' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('trims a new board name and refuses a blank one before any call', () => {
    const { actor, calls } = harness(async () => ({ boardId: 'b', boardName: 'B' }));
    actor.send({
      type: 'SUBMIT',
      request: { target: { kind: 'new', name: '   ' }, versionIds: ['v'] },
    });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe(boardAddMessages.nameRequired);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({
      type: 'SUBMIT',
      request: { target: { kind: 'new', name: '  Picks ' }, versionIds: ['v'] },
    });
    expect(calls).toEqual([{ target: { kind: 'new', name: 'Picks' }, versionIds: ['v'] }]);
  });

  it('refuses an empty choice before any call', () => {
    const { actor, calls } = harness(async () => ({ boardId: 'b', boardName: 'B' }));
    actor.send({ type: 'SUBMIT', request: existing([]) });
    expect(actor.getSnapshot().context.error).toBe(boardAddMessages.nothingChosen);
    expect(calls).toEqual([]);
  });

  it("returns to choosing with the server's sentence on failure, and can try again", async () => {
    let fail = true;
    const { actor, onAdded } = harness(async () => {
      if (fail) throw new Error('Version not found.');
      return { boardId: 'brd-1', boardName: 'Kitchen' };
    });
    actor.send({ type: 'SUBMIT', request: existing(['v1']) });
    await flush();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe('Failed to add to board: Version not found.');
    expect(onAdded).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'SUBMIT', request: existing(['v1']) });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('added');
  });

  it('says only the spec-less default when the failure has no message', async () => {
    const { actor } = harness(() => Promise.reject(new Error('')));
    actor.send({ type: 'SUBMIT', request: existing(['v1']) });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(boardAddMessages.failed);
  });
});
