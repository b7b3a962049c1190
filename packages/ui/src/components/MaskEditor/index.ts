export {
  MaskEditor,
  describeMask,
  type MaskEditorProps,
  type MaskPreviewData,
} from './MaskEditor.tsx';
