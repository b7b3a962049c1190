/** The automatic mask and the engine's regions on a grid (a decoded mask preview, issue #28). */
export interface MaskGridPreview {
  /** The version's size: the mask sent back is this size. */
  width: number;
  height: number;
  /** The grid the mask and regions are given on. */
  gridWidth: number;
  gridHeight: number;
  /** gridWidth × gridHeight bytes, row by row: 255 inside the mask, 0 outside. */
  mask: Uint8Array;
  /** One region id per grid cell, 0 … regionCount − 1. */
  regions: Uint16Array;
  regionCount: number;
}

export type MaskTool = 'regions' | 'brush' | 'eraser' | 'pan';

/** What `applyMask` receives: the corrected mask on its grid, and the version's size. */
export interface ApplyMaskInput {
  mask: Uint8Array;
  gridWidth: number;
  gridHeight: number;
  width: number;
  height: number;
  /** Share of the grid inside the mask, 0…1. */
  coverage: number;
}

export interface MaskEditorInput {
  /** @default 'regions' */
  tool?: MaskTool;
  /** Undo steps kept. @default 50 */
  historyLimit?: number;
}

export interface MaskEditorContext {
  /** The loaded preview (the automatic mask inside it is never changed); null before. */
  preview: MaskGridPreview | null;
  /** The mask as corrected so far. */
  mask: Uint8Array;
  /** Earlier masks, the most recent last (capped at historyLimit). */
  undo: Uint8Array[];
  /** Masks undone, the most recently undone last. */
  redo: Uint8Array[];
  historyLimit: number;
  /** Regions in keyboard order (reading order of their centroids). */
  order: number[];
  /** The region keyboard users are on; null until they move. */
  focusedRegion: number | null;
  tool: MaskTool;
  /** Brush radius in grid cells. */
  brushSize: number;
  /** The stroke being painted: its last point and whether it adds (brush) or removes (eraser). */
  stroke: { x: number; y: number; value: number; changed: boolean } | null;
  error: string | null;
}

export type MaskEditorEvent =
  | { type: 'PREVIEW' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'TOGGLE_REGION'; region: number }
  | { type: 'STROKE_START'; x: number; y: number }
  | { type: 'STROKE_POINT'; x: number; y: number }
  | { type: 'STROKE_END' }
  | { type: 'SET_TOOL'; tool: MaskTool }
  | { type: 'SET_BRUSH_SIZE'; size: number }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'RESET' }
  /** A whole new mask on the grid (the click segmenter's answer, issue #38): one step. */
  | { type: 'SET_MASK'; mask: Uint8Array }
  | { type: 'FOCUS_REGION'; region: number | null }
  | { type: 'FOCUS_NEXT' }
  | { type: 'FOCUS_PREV' }
  | { type: 'APPLY' };
