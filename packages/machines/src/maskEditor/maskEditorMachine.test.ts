import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { maskEditorMessages } from './messages.ts';
import {
  BRUSH_MAX,
  BRUSH_MIN,
  defaultBrushSize,
  isUsablePreview,
  maskEditorMachine,
} from './maskEditorMachine.ts';
import { selectMaskEditor } from './selectors.ts';
import { draw, gridPreview } from './testGrid.ts';
import type { ApplyMaskInput, MaskEditorInput, MaskGridPreview } from './types.ts';

const running: Array<Actor<typeof maskEditorMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(
  impl: {
    loadPreview?: () => Promise<MaskGridPreview>;
    applyMask?: (input: ApplyMaskInput) => Promise<unknown>;
  } = {},
  input?: MaskEditorInput,
) {
  const applied: ApplyMaskInput[] = [];
  let previews = 0;
  const onCancel = vi.fn();
  const onApplied = vi.fn();
  const machine = maskEditorMachine.provide({
    actors: {
      loadPreview: fromPromise<MaskGridPreview, void>(async () => {
        previews++;
        return (impl.loadPreview ?? (async () => gridPreview()))();
      }),
      applyMask: fromPromise<unknown, ApplyMaskInput>(async ({ input }) => {
        applied.push(input);
        return (impl.applyMask ?? (async () => ({ job_id: 'job-1' })))(input);
      }),
    },
    actions: { onCancel: () => onCancel(), onApplied: (_, params) => onApplied(params) },
  });
  const actor = createActor(machine, { input });
  running.push(actor);
  actor.start();
  return {
    actor,
    applied,
    previews: () => previews,
    onCancel,
    onApplied,
    send: (...events: Parameters<typeof actor.send>[0][]) => events.forEach((e) => actor.send(e)),
    view: () => selectMaskEditor(actor.getSnapshot()),
    mask: () =>
      draw(actor.getSnapshot().context.mask, actor.getSnapshot().context.preview!.gridWidth),
    until: (step: string) =>
      waitFor(actor, (s) => selectMaskEditor(s).step === step, { timeout: 500 }),
  };
}

async function editing(impl?: Parameters<typeof harness>[0], input?: MaskEditorInput) {
  const h = harness(impl, input);
  h.send({ type: 'PREVIEW' });
  await h.until('editing');
  return h;
}

const automatic = ['########', '########', '........', '........', '........', '........'];

describe('maskEditorMachine', () => {
  it('starts idle; PREVIEW loads the automatic mask and regions, then edits', async () => {
    const h = harness();
    expect(h.view()).toMatchObject({ step: 'idle', regionCount: 0, coverage: 0 });
    h.send({ type: 'PREVIEW' });
    expect(h.view().step).toBe('previewing');
    await h.until('editing');
    expect(h.mask()).toEqual(automatic);
    expect(h.view()).toMatchObject({
      regionCount: 4,
      canUndo: false,
      canRedo: false,
      canReset: false,
      canApply: true,
      tool: 'regions',
      focusedRegion: null,
      error: null,
    });
    expect(h.view().coverage).toBeCloseTo(1 / 3);
    expect(h.actor.getSnapshot().context.order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('a failed preview shows its message; RETRY loads again; CANCEL leaves', async () => {
    let fail = true;
    const h = harness({
      loadPreview: async () => {
        if (fail) throw new Error('Version not found.');
        return gridPreview();
      },
    });
    h.send({ type: 'PREVIEW' });
    await h.until('previewFailed');
    expect(h.view().error).toBe('Version not found.');
    fail = false;
    h.send({ type: 'RETRY' });
    expect(h.view()).toMatchObject({ step: 'previewing', error: null });
    await h.until('editing');
    expect(h.previews()).toBe(2);
    h.send({ type: 'CANCEL' });
    expect(h.view().step).toBe('cancelled');
    expect(h.onCancel).toHaveBeenCalledTimes(1);
  });

  it('a failure without a message says the region could not be found; CANCEL from previewFailed', async () => {
    const h = harness({ loadPreview: () => Promise.reject('boom') });
    h.send({ type: 'PREVIEW' });
    await h.until('previewFailed');
    expect(h.view().error).toBe(maskEditorMessages.previewFailed);
    h.send({ type: 'CANCEL' });
    expect(h.view().step).toBe('cancelled');
  });

  it('a preview whose arrays do not match its grid is refused', async () => {
    const bad = { ...gridPreview(), mask: new Uint8Array(3) };
    const h = harness({ loadPreview: async () => bad });
    h.send({ type: 'PREVIEW' });
    await h.until('previewFailed');
    expect(h.view().error).toBe(maskEditorMessages.previewInvalid);
    expect(isUsablePreview(gridPreview())).toBe(true);
    expect(isUsablePreview({ ...gridPreview(), regions: new Uint8Array(48) })).toBe(false);
    expect(isUsablePreview(null)).toBe(false);
  });

  it('TOGGLE_REGION takes or gives a whole region; UNDO and REDO walk the history', async () => {
    const h = await editing();
    h.send({ type: 'TOGGLE_REGION', region: 1 });
    expect(h.mask()[0]).toBe('##..####');
    expect(h.view()).toMatchObject({ regionCount: 3, canUndo: true, focusedRegion: 1 });
    h.send({ type: 'TOGGLE_REGION', region: 9 });
    expect(h.mask()[4]).toBe('..##....');
    expect(h.view().regionCount).toBe(4);
    h.send({ type: 'UNDO' });
    expect(h.mask()[4]).toBe('........');
    expect(h.view()).toMatchObject({ regionCount: 3, canRedo: true });
    h.send({ type: 'UNDO' });
    expect(h.mask()).toEqual(automatic);
    expect(h.view()).toMatchObject({ canUndo: false, canRedo: true });
    h.send({ type: 'UNDO' }); // nothing left: no change
    expect(h.mask()).toEqual(automatic);
    h.send({ type: 'REDO' }, { type: 'REDO' });
    expect(h.mask()[0]).toBe('##..####');
    expect(h.mask()[4]).toBe('..##....');
    expect(h.view()).toMatchObject({ canRedo: false, canUndo: true });
  });

  it('SET_MASK puts a whole mask in one undoable step; the same mask or another grid is none', async () => {
    const h = await editing();
    const next = new Uint8Array(48);
    next.fill(1, 16, 24); // a segmenter's 1 is in, as its 255 would be
    h.send({ type: 'SET_MASK', mask: next });
    expect(h.mask()).toEqual(['........', '........', '########', '........', '........', '........']); // prettier-ignore
    expect(h.view()).toMatchObject({ canUndo: true, coverage: 8 / 48 });
    h.send({ type: 'SET_MASK', mask: next });
    h.send({ type: 'SET_MASK', mask: new Uint8Array(3).fill(255) });
    h.send({ type: 'UNDO' });
    expect(h.mask()).toEqual(automatic);
    expect(h.view().canUndo).toBe(false);
  });

  it('a new change after UNDO drops the redo steps', async () => {
    const h = await editing();
    h.send({ type: 'TOGGLE_REGION', region: 1 }, { type: 'UNDO' });
    expect(h.view().canRedo).toBe(true);
    h.send({ type: 'TOGGLE_REGION', region: 2 });
    expect(h.view().canRedo).toBe(false);
    h.send({ type: 'REDO' });
    expect(h.mask()[0]).toBe('####..##');
  });

  it('a stroke is one history step, painted along its points with the brush size', async () => {
    const h = await editing();
    h.send({ type: 'SET_TOOL', tool: 'brush' }, { type: 'SET_BRUSH_SIZE', size: 1 });
    expect(h.view().brushSize).toBe(1);
    h.send(
      { type: 'STROKE_START', x: 0.5, y: 4.5 },
      { type: 'STROKE_POINT', x: 4, y: 4.5 },
      { type: 'STROKE_POINT', x: 7.5, y: 4.5 },
    );
    // Undo is held back mid-stroke.
    expect(h.view().canUndo).toBe(false);
    h.send({ type: 'STROKE_END' });
    expect(h.mask()[4]).toBe('########');
    expect(h.mask()[5]).toBe('........');
    expect(h.view().coverage).toBeCloseTo(24 / 48);
    expect(h.actor.getSnapshot().context.undo).toHaveLength(1);
    h.send({ type: 'UNDO' });
    expect(h.mask()).toEqual(automatic);
  });

  it('the eraser removes cells; a stroke that changes nothing leaves no history step', async () => {
    const h = await editing({}, { tool: 'eraser' });
    h.send({ type: 'SET_BRUSH_SIZE', size: 1 });
    h.send(
      { type: 'STROKE_START', x: 0.5, y: 0.5 },
      { type: 'STROKE_POINT', x: 3.5, y: 0.5 },
      { type: 'STROKE_END' },
    );
    expect(h.mask()[0]).toBe('....####');
    expect(h.actor.getSnapshot().context.undo).toHaveLength(1);
    h.send({ type: 'STROKE_START', x: 4.5, y: 5.5 }, { type: 'STROKE_END' });
    expect(h.actor.getSnapshot().context.undo).toHaveLength(1);
  });

  it('strokes are ignored with the regions and pan tools; brush size is clamped', async () => {
    const h = await editing();
    h.send({ type: 'STROKE_START', x: 1, y: 5 }, { type: 'STROKE_END' });
    expect(h.mask()).toEqual(automatic);
    h.send({ type: 'SET_TOOL', tool: 'pan' }, { type: 'STROKE_START', x: 1, y: 5 });
    expect(h.actor.getSnapshot().context.stroke).toBeNull();
    h.send({ type: 'SET_BRUSH_SIZE', size: 0 });
    expect(h.view().brushSize).toBe(BRUSH_MIN);
    h.send({ type: 'SET_BRUSH_SIZE', size: 1000 });
    expect(h.view().brushSize).toBe(BRUSH_MAX);
    h.send({ type: 'SET_BRUSH_SIZE', size: Number.NaN });
    expect(h.view().brushSize).toBe(BRUSH_MIN);
    expect(defaultBrushSize(640, 427)).toBe(21);
    expect(defaultBrushSize(8, 6)).toBe(1);
  });

  it('RESET goes back to the automatic mask and is itself undoable', async () => {
    const h = await editing();
    expect(h.view().canReset).toBe(false);
    h.send({ type: 'TOGGLE_REGION', region: 0 }, { type: 'TOGGLE_REGION', region: 6 });
    expect(h.view().canReset).toBe(true);
    const corrected = h.mask();
    h.send({ type: 'RESET' });
    expect(h.mask()).toEqual(automatic);
    expect(h.view().canReset).toBe(false);
    h.send({ type: 'UNDO' });
    expect(h.mask()).toEqual(corrected);
  });

  it('the history keeps at most historyLimit steps', async () => {
    const h = await editing({}, { historyLimit: 3 });
    for (let i = 0; i < 5; i++) h.send({ type: 'TOGGLE_REGION', region: 4 + i });
    expect(h.actor.getSnapshot().context.undo).toHaveLength(3);
    h.send({ type: 'UNDO' }, { type: 'UNDO' }, { type: 'UNDO' }, { type: 'UNDO' });
    // Regions 4 and 5 (the oldest two steps) stay: their steps were dropped.
    expect(h.mask()[2]).toBe('####....');
  });

  it('keyboard focus steps through regions in reading order and wraps', async () => {
    const h = await editing();
    h.send({ type: 'FOCUS_NEXT' });
    expect(h.view().focusedRegion).toBe(0);
    h.send({ type: 'FOCUS_PREV' });
    expect(h.view().focusedRegion).toBe(11);
    h.send({ type: 'FOCUS_NEXT' }, { type: 'FOCUS_NEXT' });
    expect(h.view().focusedRegion).toBe(1);
    h.send({ type: 'FOCUS_REGION', region: 7 });
    expect(h.view().focusedRegion).toBe(7);
    h.send({ type: 'FOCUS_REGION', region: 42 });
    expect(h.view().focusedRegion).toBeNull();
    h.send({ type: 'FOCUS_PREV' });
    expect(h.view().focusedRegion).toBe(11);
  });

  it('APPLY hands the mask, its grid, the picture size and coverage to applyMask', async () => {
    const h = await editing();
    h.send({ type: 'TOGGLE_REGION', region: 0 }, { type: 'APPLY' });
    expect(h.view()).toMatchObject({ step: 'applying', canApply: false, canUndo: false });
    await h.until('applied');
    expect(h.applied).toHaveLength(1);
    expect(h.applied[0]).toMatchObject({ gridWidth: 8, gridHeight: 6, width: 80, height: 60 });
    expect(h.applied[0]!.coverage).toBeCloseTo(12 / 48);
    expect(draw(h.applied[0]!.mask, 8)[0]).toBe('..######');
    expect(h.onApplied).toHaveBeenCalledWith({ result: { job_id: 'job-1' } });
  });

  it('a failed apply returns to editing with its message, mask and history kept', async () => {
    let fail = true;
    const h = await editing({
      applyMask: async () => {
        if (fail) throw new Error('The mask is empty: paint the region the edit may change');
        return {};
      },
    });
    h.send({ type: 'TOGGLE_REGION', region: 5 }, { type: 'APPLY' });
    await h.until('editing');
    expect(h.view().error).toBe('The mask is empty: paint the region the edit may change');
    expect(h.mask()[2]).toBe('..##....');
    expect(h.view().canUndo).toBe(true);
    // The next change clears the message; the history still holds the earlier step.
    h.send({ type: 'TOGGLE_REGION', region: 6 });
    expect(h.view().error).toBeNull();
    h.send({ type: 'UNDO' }, { type: 'UNDO' });
    expect(h.mask()).toEqual(automatic);
    fail = false;
    h.send({ type: 'REDO' }, { type: 'APPLY' });
    await h.until('applied');
  });

  it('a failure without a message says so; CANCEL is held while applying', async () => {
    const apply = deferred<unknown>();
    const h = await editing({ applyMask: () => apply.promise });
    h.send({ type: 'APPLY' }, { type: 'CANCEL' });
    expect(h.view().step).toBe('applying');
    expect(h.onCancel).not.toHaveBeenCalled();
    apply.reject(new Error(''));
    await h.until('editing');
    expect(h.view().error).toBe(maskEditorMessages.applyFailed);
  });

  it('an empty mask cannot be applied', async () => {
    const h = await editing({}, { tool: 'eraser' });
    h.send(
      { type: 'SET_BRUSH_SIZE', size: 64 },
      { type: 'STROKE_START', x: 4, y: 3 },
      { type: 'STROKE_END' },
    );
    expect(h.view()).toMatchObject({ coverage: 0, canApply: false });
    h.send({ type: 'APPLY' });
    expect(h.view()).toMatchObject({ step: 'editing', error: maskEditorMessages.emptyMask });
    expect(h.applied).toEqual([]);
  });

  it('the default actors throw: the preview fails with its message', async () => {
    const actor = createActor(maskEditorMachine, { input: {} });
    running.push(actor);
    actor.start();
    actor.send({ type: 'PREVIEW' });
    await waitFor(actor, (s) => s.matches('previewFailed'), { timeout: 500 });
    expect(actor.getSnapshot().context.error).toMatch(/loadPreview/);
    await flush();
  });
});
