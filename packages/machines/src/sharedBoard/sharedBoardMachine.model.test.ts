/** Model-based test of the shared board over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { sharedBoardMessages } from './messages.ts';
import { selectSharedBoard, type SharedBoardSnapshot } from './selectors.ts';
import { sharedBoardMachine } from './sharedBoardMachine.ts';
import type { SharedBoard, SharedBoardEvent } from './types.ts';

const uploadBoard: SharedBoard = { name: 'B', permission: 'upload', images: [] };
const viewBoard: SharedBoard = { name: 'B', permission: 'view', images: [] };
const file = (id: string) => ({ id, name: `${id}.png`, size: 1, type: 'image/png' });

const events: SharedBoardEvent[] = [
  { type: 'RETRY' },
  { type: 'SELECT_FILES', files: [file('a')] },
  { type: 'SELECT_FILES', files: [file('b')] },
  { type: 'REMOVE_FILE', id: 'a' },
  { type: 'CLEAR_FILES' },
  { type: 'UPLOAD' },
  { type: 'DISMISS_TOAST' },
];

const spec: ModelSpec<typeof sharedBoardMachine> = {
  machine: sharedBoardMachine,
  input: { token: 'tok' },
  promiseActors: ['loadBoard', 'uploadFiles'],
  outputs: {
    loadBoard: [uploadBoard, viewBoard],
    reloadBoard: [uploadBoard],
    uploadFiles: [{}],
  },
  // Plain objects: the graph tells events apart by their JSON.
  errors: {
    loadBoard: [{ status: 404 }, { network: true, message: 'Failed to fetch' }, { status: 500 }],
  },
  events: events as EventObject[],
  delays: {},
  provide: { actions: { logError: () => {} } },
  describe: (snapshot: SharedBoardSnapshot) => ({ value: snapshot.value, ...snapshot.context }),
  check: (snapshot: SharedBoardSnapshot) => {
    const view = selectSharedBoard(snapshot);
    expect([null, 'Failed to fetch', ...Object.values(sharedBoardMessages)]).toContain(view.error);
    if (view.files.length > 0) expect(view.showUpload).toBe(true);
    if (snapshot.matches({ loaded: 'reviewing' })) expect(view.files.length).toBeGreaterThan(0);
    if (snapshot.matches({ loaded: 'idle' })) expect(view.files).toEqual([]);
  },
};

describe('sharedBoardMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([
      'sharedBoard.checking',
    ]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      ...['loadBoard', 'reloadBoard', 'uploadFiles'].flatMap((id) => [
        `xstate.done.actor.${id}`,
        `xstate.error.actor.${id}`,
      ]),
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
