export {
  MaskEditor,
  describeMask,
  type MaskEditorProps,
  type MaskGridClick,
  type MaskPreviewData,
  type SegmentClickInput,
} from './MaskEditor.tsx';
