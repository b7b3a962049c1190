/** Model-based test of the copy feedback machine over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, type ModelSpec } from '../testing/model.ts';
import { copyFeedbackMachine } from './copyFeedbackMachine.ts';
import { selectCopyFeedback, type CopyFeedbackSnapshot } from './selectors.ts';
import type { CopyFeedbackEvent } from './types.ts';

const events: CopyFeedbackEvent[] = [
  { type: 'COPY', text: 'https://x/view', key: 'view' },
  { type: 'COPY', text: 'https://x/upload', key: 'upload' },
  { type: 'RESET' },
];

const spec: ModelSpec<typeof copyFeedbackMachine> = {
  machine: copyFeedbackMachine,
  input: { copiedMs: 2000 },
  promiseActors: ['copyText'],
  outputs: { copyText: [undefined] },
  events: events as EventObject[],
  delays: { copiedDelay: 2000 },
  describe: (snapshot: CopyFeedbackSnapshot) => ({
    value: snapshot.value,
    key: snapshot.context.key,
    text: snapshot.context.text,
    failed: snapshot.context.error !== null,
  }),
  check: (snapshot: CopyFeedbackSnapshot) => {
    const view = selectCopyFeedback(snapshot);
    // At most one of copying / copied / failed, and always for the key that asked.
    const marked = [view.copiedKey, view.copyingKey, view.failedKey].filter((k) => k !== null);
    expect(marked.length).toBeLessThanOrEqual(1);
    if (marked.length === 1) expect(marked[0]).toBe(snapshot.context.key);
    if (view.failedKey === null) expect(view.error).toBeNull();
  },
};

describe('copyFeedbackMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      'COPY',
      'RESET',
      'xstate.after.copiedDelay.copyFeedback.copied',
      'xstate.done.actor.copyText',
      'xstate.error.actor.copyText',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 60_000 }, async () => {
    expect(built.paths.length).toBeGreaterThanOrEqual(5);
    await replayAll(spec, built);
  });
});
