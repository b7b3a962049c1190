/** Model-based test of the board wizard over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { boardWizardMachine } from './boardWizardMachine.ts';
import { boardWizardMessages } from './messages.ts';
import { selectBoardWizard, type BoardWizardSnapshot } from './selectors.ts';
import type { BoardWizardEvent } from './types.ts';

const events: BoardWizardEvent[] = [
  { type: 'SET_NAME', name: 'Kitchen' },
  { type: 'SET_NAME', name: ' ' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'CREATE' },
  { type: 'GENERATE', permission: 'view' },
  { type: 'GENERATE', permission: 'upload' },
  { type: 'COPY', permission: 'view' },
  { type: 'FINISH' },
];

const spec: ModelSpec<typeof boardWizardMachine> = {
  machine: boardWizardMachine,
  input: { projectId: 'p', versions: [{ id: 'v-1' }], copiedMs: 2000 },
  promiseActors: ['createBoard', 'createShareLink', 'copyText'],
  outputs: {
    createBoard: [{ id: 'b-1' }],
    createShareLink: [{ url: 'https://x/s/t' }],
    copyText: [undefined],
  },
  events: events as EventObject[],
  delays: { copiedDelay: 2000 },
  describe: (snapshot: BoardWizardSnapshot) => ({
    value: snapshot.value,
    status: snapshot.status,
    ...snapshot.context,
  }),
  check: (snapshot: BoardWizardSnapshot) => {
    const view = selectBoardWizard(snapshot);
    expect([null, ...Object.values(boardWizardMessages)]).toContain(view.error);
    // The board exists only once step 2 succeeded.
    expect(view.boardCreated).toBe(view.step === 3);
    expect(view.canGenerate).toBe(view.step === 3 && view.generating === null && !view.isFinished);
    if (view.copied) expect(view.links[view.copied]).not.toBeNull();
  },
};

describe('boardWizardMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.after.copiedDelay.boardWizard.share.copy.copied',
      ...['createBoard', 'createShareLink', 'copyText'].flatMap((id) => [
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
