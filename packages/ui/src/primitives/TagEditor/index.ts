export { TagEditor } from './TagEditor.tsx';
export type { TagEditorProps, TagEditorTag } from './TagEditor.tsx';
