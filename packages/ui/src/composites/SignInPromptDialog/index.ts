export { SignInPromptDialog, signInPromptMessages } from './SignInPromptDialog.tsx';
export type { SignInPromptDialogProps } from './SignInPromptDialog.tsx';
