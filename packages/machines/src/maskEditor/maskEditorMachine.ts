import { assign, fromPromise, setup } from 'xstate';
import { maskEditorMessages } from './messages.ts';
import {
  MASK_OFF,
  MASK_ON,
  coverage,
  paintSegment,
  regionOrder,
  sameMask,
  toggleRegion,
} from './maskOps.ts';
import type {
  ApplyMaskInput,
  MaskEditorContext,
  MaskEditorEvent,
  MaskEditorInput,
  MaskGridPreview,
} from './types.ts';

function notProvided(name: string): never {
  throw new Error(
    `maskEditorMachine: "${name}" is not provided; supply it with maskEditorMachine.provide()`,
  );
}

export const MASK_HISTORY_LIMIT = 50;
export const BRUSH_MIN = 1;
export const BRUSH_MAX = 64;

/** A brush about a thirtieth of the grid's longer side, within the slider's range. */
export function defaultBrushSize(gridWidth: number, gridHeight: number): number {
  return clampBrush(Math.round(Math.max(gridWidth, gridHeight) / 30));
}

export const clampBrush = (size: number) =>
  Math.min(BRUSH_MAX, Math.max(BRUSH_MIN, Math.round(Number.isFinite(size) ? size : BRUSH_MIN)));

/** A preview whose arrays match its grid; anything else is refused as a failed preview. */
export function isUsablePreview(preview: unknown): preview is MaskGridPreview {
  if (!preview || typeof preview !== 'object') return false;
  const p = preview as Partial<MaskGridPreview>;
  const cells = (p.gridWidth ?? 0) * (p.gridHeight ?? 0);
  return (
    cells > 0 &&
    (p.width ?? 0) > 0 &&
    (p.height ?? 0) > 0 &&
    p.mask instanceof Uint8Array &&
    p.regions instanceof Uint16Array &&
    p.mask.length === cells &&
    p.regions.length === cells &&
    typeof p.regionCount === 'number'
  );
}

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Pushes the current mask on the undo stack (capped) and forgets what was undone. */
const remember = (context: MaskEditorContext) => ({
  undo: [...context.undo, context.mask].slice(-context.historyLimit),
  redo: [] as Uint8Array[],
});

const emptyPreviewState = {
  preview: null,
  mask: new Uint8Array(),
  undo: [],
  redo: [],
  order: [],
  focusedRegion: null,
  stroke: null,
} satisfies Partial<MaskEditorContext>;

/**
 * The mask editor of issue #28: idle → previewing (loadPreview) → editing → applying (applyMask)
 * → applied. A failed preview waits in previewFailed for RETRY or CANCEL; a failed apply returns
 * to editing with its message, the mask and history kept. The history holds whole masks: a
 * region toggle, a brush or eraser stroke (STROKE_START … STROKE_END), a mask set whole (the
 * click segmenter's) and a reset are one step each. No DOM and no network here: the app provides both actors.
 */
export const maskEditorMachine = setup({
  types: {
    context: {} as MaskEditorContext,
    events: {} as MaskEditorEvent,
    input: {} as MaskEditorInput | undefined,
  },
  actors: {
    /** The automatic mask and regions of the version (POST /versions/{id}/mask_preview/). */
    loadPreview: fromPromise<MaskGridPreview, void>(async () => notProvided('loadPreview')),
    /** Uploads the corrected mask and runs the edit. */
    applyMask: fromPromise<unknown, ApplyMaskInput>(async () => notProvided('applyMask')),
  },
  actions: {
    /** Called when the user leaves (CANCEL from any state). */
    onCancel: () => {},
    /** Called once the edit was applied, with applyMask's reply. */
    onApplied: (_, _params: { result: unknown }) => {},
  },
  guards: {
    usablePreview: (_, params: { output: unknown }) => isUsablePreview(params.output),
    canUndo: ({ context }) => context.undo.length > 0 && context.stroke === null,
    canRedo: ({ context }) => context.redo.length > 0 && context.stroke === null,
    paints: ({ context }) =>
      (context.tool === 'brush' || context.tool === 'eraser') && context.preview !== null,
    stroking: ({ context }) => context.stroke !== null,
    notStroking: ({ context }) => context.stroke === null,
    /** Reset is a step only when the mask differs from the automatic one. */
    canReset: ({ context }) =>
      context.stroke === null &&
      context.preview !== null &&
      !sameMask(context.mask, context.preview.mask),
    /** An edit needs a mask with at least one cell, and no stroke half-painted. */
    canApply: ({ context }) => context.stroke === null && context.mask.some((v) => v !== 0),
    maskEmpty: ({ context }) => !context.mask.some((v) => v !== 0),
  },
}).createMachine({
  id: 'maskEditor',
  context: ({ input }) => ({
    ...emptyPreviewState,
    historyLimit: Math.max(1, input?.historyLimit ?? MASK_HISTORY_LIMIT),
    tool: input?.tool ?? 'regions',
    brushSize: 8,
    error: null,
  }),
  initial: 'idle',
  on: {
    CANCEL: { target: '.cancelled', actions: 'onCancel' },
  },
  states: {
    idle: {
      on: { PREVIEW: 'previewing' },
    },
    previewing: {
      entry: assign({ ...emptyPreviewState, error: null }),
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        onDone: [
          {
            guard: { type: 'usablePreview', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            actions: assign(({ event }) => {
              const preview = event.output;
              return {
                preview,
                mask: preview.mask.slice(),
                order: regionOrder(
                  preview.regions,
                  preview.gridWidth,
                  preview.gridHeight,
                  preview.regionCount,
                ),
                brushSize: defaultBrushSize(preview.gridWidth, preview.gridHeight),
              };
            }),
          },
          {
            target: 'previewFailed',
            actions: assign({ error: maskEditorMessages.previewInvalid }),
          },
        ],
        onError: {
          target: 'previewFailed',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, maskEditorMessages.previewFailed),
          }),
        },
      },
    },
    previewFailed: {
      on: { RETRY: 'previewing', PREVIEW: 'previewing' },
    },
    editing: {
      on: {
        TOGGLE_REGION: {
          guard: 'notStroking',
          actions: assign(({ context, event }) => {
            const preview = context.preview!;
            const mask = toggleRegion(context.mask, preview.regions, event.region);
            if (mask === context.mask) return {};
            return { ...remember(context), mask, focusedRegion: event.region, error: null };
          }),
        },
        STROKE_START: {
          guard: 'paints',
          actions: assign(({ context, event }) => {
            const { gridWidth, gridHeight } = context.preview!;
            const value = context.tool === 'eraser' ? MASK_OFF : MASK_ON;
            const mask = paintSegment(
              context.mask,
              gridWidth,
              gridHeight,
              event,
              event,
              context.brushSize,
              value,
            );
            const changed = !sameMask(mask, context.mask);
            return {
              ...remember(context),
              mask,
              stroke: { x: event.x, y: event.y, value, changed },
              error: null,
            };
          }),
        },
        STROKE_POINT: {
          guard: 'stroking',
          actions: assign(({ context, event }) => {
            const stroke = context.stroke!;
            const { gridWidth, gridHeight } = context.preview!;
            const mask = paintSegment(
              context.mask,
              gridWidth,
              gridHeight,
              stroke,
              event,
              context.brushSize,
              stroke.value,
            );
            return {
              mask,
              stroke: {
                x: event.x,
                y: event.y,
                value: stroke.value,
                changed: stroke.changed || !sameMask(mask, context.mask),
              },
            };
          }),
        },
        STROKE_END: {
          guard: 'stroking',
          // A stroke that changed nothing leaves no step in the history.
          actions: assign(({ context }) =>
            context.stroke!.changed
              ? { stroke: null }
              : { stroke: null, undo: context.undo.slice(0, -1) },
          ),
        },
        UNDO: {
          guard: 'canUndo',
          actions: assign(({ context }) => ({
            mask: context.undo[context.undo.length - 1]!,
            undo: context.undo.slice(0, -1),
            redo: [...context.redo, context.mask],
            error: null,
          })),
        },
        REDO: {
          guard: 'canRedo',
          actions: assign(({ context }) => ({
            mask: context.redo[context.redo.length - 1]!,
            redo: context.redo.slice(0, -1),
            undo: [...context.undo, context.mask].slice(-context.historyLimit),
            error: null,
          })),
        },
        SET_MASK: {
          guard: 'notStroking',
          actions: assign(({ context, event }) => {
            const mask = Uint8Array.from(event.mask, (v) => (v ? MASK_ON : MASK_OFF));
            // Another grid's mask, or the same mask, is no step.
            if (mask.length !== context.mask.length || sameMask(mask, context.mask)) return {};
            return { ...remember(context), mask, error: null };
          }),
        },
        RESET: {
          guard: 'canReset',
          actions: assign(({ context }) => ({
            ...remember(context),
            mask: context.preview!.mask.slice(),
            error: null,
          })),
        },
        SET_TOOL: {
          actions: assign(({ context, event }) => ({
            tool: event.tool,
            // Changing tools ends a stroke in progress (it stays one step).
            ...(context.stroke && !context.stroke.changed
              ? { stroke: null, undo: context.undo.slice(0, -1) }
              : { stroke: null }),
          })),
        },
        SET_BRUSH_SIZE: {
          actions: assign({ brushSize: ({ event }) => clampBrush(event.size) }),
        },
        FOCUS_REGION: {
          actions: assign({
            focusedRegion: ({ context, event }) =>
              event.region !== null && context.order.includes(event.region) ? event.region : null,
          }),
        },
        FOCUS_NEXT: {
          actions: assign({ focusedRegion: ({ context }) => step(context, 1) }),
        },
        FOCUS_PREV: {
          actions: assign({ focusedRegion: ({ context }) => step(context, -1) }),
        },
        APPLY: [
          { guard: 'canApply', target: 'applying', actions: assign({ error: null }) },
          { guard: 'maskEmpty', actions: assign({ error: maskEditorMessages.emptyMask }) },
        ],
      },
    },
    applying: {
      // The upload and the edit are under way: leaving now would hide their outcome.
      on: { CANCEL: {} },
      invoke: {
        id: 'applyMask',
        src: 'applyMask',
        input: ({ context }) => {
          const preview = context.preview!;
          return {
            mask: context.mask,
            gridWidth: preview.gridWidth,
            gridHeight: preview.gridHeight,
            width: preview.width,
            height: preview.height,
            coverage: coverage(context.mask),
          };
        },
        onDone: {
          target: 'applied',
          actions: { type: 'onApplied', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, maskEditorMessages.applyFailed),
          }),
        },
      },
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The next (or previous) region in keyboard order, wrapping around. */
function step(context: MaskEditorContext, direction: 1 | -1): number | null {
  const { order, focusedRegion } = context;
  if (order.length === 0) return null;
  const at = focusedRegion === null ? -1 : order.indexOf(focusedRegion);
  if (at === -1) return direction === 1 ? order[0]! : order[order.length - 1]!;
  return order[(at + direction + order.length) % order.length]!;
}

export type MaskEditorMachine = typeof maskEditorMachine;
