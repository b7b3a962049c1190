import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';

export const signInPromptMessages = {
  dismiss: 'Not now',
  signIn: 'Sign in with Google',
} as const;

export interface SignInPromptDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts the sign-in; the dialog has closed by then. */
  onSignIn: () => void;
  /** Why an account is needed ('Sign in to like designs'). */
  title: ReactNode;
  /** What signing in gives, under the title. */
  description?: ReactNode;
}

/**
 * Asks a signed-out visitor to sign in before an action that needs an account (a Like): Not now
 * closes it, Sign in with Google closes it and starts the sign-in. The studio's gallery and the
 * server-rendered public one show the same prompt.
 */
export function SignInPromptDialog({
  isOpen,
  onOpenChange,
  onSignIn,
  title,
  description,
}: SignInPromptDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {signInPromptMessages.dismiss}
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              close();
              onSignIn();
            }}
          >
            {signInPromptMessages.signIn}
          </Button>
        </>
      )}
    />
  );
}
