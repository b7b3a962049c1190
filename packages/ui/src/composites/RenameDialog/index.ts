export { RenameDialog, renameDialogMessages, type RenameDialogProps } from './RenameDialog.tsx';
