import type { SnapshotFrom } from 'xstate';
import type { MaskEditorMachine } from './maskEditorMachine.ts';
import { coverage, regionsInMask } from './maskOps.ts';
import type { MaskTool } from './types.ts';

export type MaskEditorSnapshot = SnapshotFrom<MaskEditorMachine>;
export type MaskEditorStep =
  'idle' | 'previewing' | 'previewFailed' | 'editing' | 'applying' | 'applied' | 'cancelled';

export interface MaskEditorView {
  step: MaskEditorStep;
  /** Regions at least half inside the mask. */
  regionCount: number;
  /** Share of the grid inside the mask, 0…1. */
  coverage: number;
  canUndo: boolean;
  canRedo: boolean;
  /** The mask differs from the automatic one. */
  canReset: boolean;
  canApply: boolean;
  tool: MaskTool;
  brushSize: number;
  focusedRegion: number | null;
  error: string | null;
}

const steps: MaskEditorStep[] = [
  'previewing',
  'previewFailed',
  'editing',
  'applying',
  'applied',
  'cancelled',
];

/**
 * What the editor shows. Counting regions and coverage walks the grid, so the component memoises
 * on the mask (see `summarizeMask`) rather than calling this on every pointer move.
 */
export function selectMaskEditor(snapshot: MaskEditorSnapshot): MaskEditorView {
  const step = steps.find((s) => snapshot.matches(s)) ?? 'idle';
  const { context } = snapshot;
  const summary = summarizeMask(snapshot);
  const editing = step === 'editing' && context.stroke === null;
  return {
    step,
    ...summary,
    canUndo: editing && context.undo.length > 0,
    canRedo: editing && context.redo.length > 0,
    canReset: editing && snapshot.can({ type: 'RESET' }),
    canApply: editing && summary.coverage > 0,
    tool: context.tool,
    brushSize: context.brushSize,
    focusedRegion: context.focusedRegion,
    error: context.error,
  };
}

/** Regions in the mask and coverage of the current mask. */
export function summarizeMask(snapshot: Pick<MaskEditorSnapshot, 'context'>) {
  const { preview, mask } = snapshot.context;
  if (!preview) return { regionCount: 0, coverage: 0 };
  return {
    regionCount: regionsInMask(mask, preview.regions, preview.regionCount),
    coverage: coverage(mask),
  };
}
