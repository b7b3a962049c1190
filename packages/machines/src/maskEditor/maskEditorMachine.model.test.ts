/** Model-based test of the mask editor over its own graph (see ../testing/model.ts). */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { buildModel, replayAll, stubFailure, type ModelSpec } from '../testing/model.ts';
import { maskEditorMessages } from './messages.ts';
import { maskEditorMachine } from './maskEditorMachine.ts';
import { selectMaskEditor, type MaskEditorSnapshot } from './selectors.ts';
import { gridPreview } from './testGrid.ts';
import type { MaskEditorEvent } from './types.ts';

// Two regions side by side on a 2 × 1 grid, the left one in the automatic mask; two undo steps
// keep the graph finite. Keyboard focus and the other tools are covered by the plain tests.
const preview = {
  ...gridPreview({ gridWidth: 2, gridHeight: 1, cols: 2, rows: 1, width: 4, height: 2 }),
  mask: new Uint8Array([255, 0]),
};
const events: MaskEditorEvent[] = [
  { type: 'PREVIEW' },
  { type: 'RETRY' },
  { type: 'CANCEL' },
  { type: 'TOGGLE_REGION', region: 1 },
  { type: 'SET_TOOL', tool: 'eraser' },
  { type: 'STROKE_START', x: 0.5, y: 0.5 },
  { type: 'STROKE_END' },
  { type: 'UNDO' },
  { type: 'REDO' },
  { type: 'RESET' },
  { type: 'SET_MASK', mask: new Uint8Array([255, 255]) },
  { type: 'APPLY' },
];
const bits = (mask: Uint8Array) => Array.from(mask, (v) => (v ? '#' : '.')).join('');

const spec: ModelSpec<typeof maskEditorMachine> = {
  machine: maskEditorMachine,
  input: { historyLimit: 2 },
  promiseActors: ['loadPreview', 'applyMask'],
  outputs: { loadPreview: [preview], applyMask: [{ job_id: 'j' }] },
  events: events as EventObject[],
  delays: {},
  describe: (snapshot: MaskEditorSnapshot) => {
    const { context } = snapshot;
    return {
      value: snapshot.value,
      mask: bits(context.mask),
      undo: context.undo.map(bits),
      redo: context.redo.map(bits),
      tool: context.tool,
      stroke: context.stroke !== null,
      focusedRegion: context.focusedRegion,
      error: context.error,
    };
  },
  check: (snapshot: MaskEditorSnapshot) => {
    const view = selectMaskEditor(snapshot);
    const { context } = snapshot;
    // A failure shows the error's own message (the stub's here) or one of the editor's.
    expect([null, stubFailure.message, ...Object.values(maskEditorMessages)]).toContain(view.error);
    expect(context.undo.length).toBeLessThanOrEqual(2);
    if (view.step === 'applying') expect(view.coverage).toBeGreaterThan(0);
    if (view.step === 'editing') {
      expect(view.canReset).toBe(bits(context.mask) !== '#.' && context.stroke === null);
      expect(view.canApply).toBe(view.coverage > 0 && context.stroke === null);
    }
  },
};

describe('maskEditorMachine model (xstate/graph)', () => {
  const built = buildModel(spec);

  it('reaches every state node and replays every kind of event', () => {
    expect(built.allNodes.filter((id) => !built.reachedNodes.has(id))).toEqual([]);
    for (const type of [
      ...new Set(events.map((e) => e.type)),
      'xstate.done.actor.loadPreview',
      'xstate.error.actor.loadPreview',
      'xstate.done.actor.applyMask',
      'xstate.error.actor.applyMask',
    ]) {
      expect(built.replayed, type).toContain(type);
    }
  });

  it('replays every path on a real actor', { timeout: 120_000 }, async () => {
    expect(built.paths.length).toBeGreaterThan(10);
    await replayAll(spec, built);
  });
});
