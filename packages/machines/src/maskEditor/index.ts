export {
  BRUSH_MAX,
  BRUSH_MIN,
  MASK_HISTORY_LIMIT,
  clampBrush,
  defaultBrushSize,
  isUsablePreview,
  maskEditorMachine,
  type MaskEditorMachine,
} from './maskEditorMachine.ts';
export { maskEditorMessages, type MaskEditorMessage } from './messages.ts';
export {
  MASK_OFF,
  MASK_ON,
  coverage as maskCoverage,
  isRegionInMask,
  paintDisc,
  paintSegment,
  regionAt,
  regionOrder,
  regionStats,
  regionsInMask,
  sameMask,
  toggleRegion,
  type GridPoint,
} from './maskOps.ts';
export { crc32, encodeMaskPng, maskScanlines } from './maskPng.ts';
export {
  selectMaskEditor,
  summarizeMask,
  type MaskEditorSnapshot,
  type MaskEditorStep,
  type MaskEditorView,
} from './selectors.ts';
export type * from './types.ts';
export {
  editSubmitMachine,
  editSubmitMessages,
  type EditRequest,
  type EditSubmitContext,
  type EditSubmitEvent,
  type EditSubmitMachine,
  type SubmitOutcome,
} from './editSubmitMachine.ts';
