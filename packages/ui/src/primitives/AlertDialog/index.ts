export { AlertDialog } from './AlertDialog.tsx';
export type { AlertDialogProps } from './AlertDialog.tsx';
