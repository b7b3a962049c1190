import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  SignInPromptDialog,
  signInPromptMessages,
  type SignInPromptDialogProps,
} from './SignInPromptDialog.tsx';

function Harness(args: Omit<SignInPromptDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Like</Button>
      <SignInPromptDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Composites/SignInPromptDialog',
  component: SignInPromptDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Asks a signed-out visitor to sign in before an action that needs an account (a ' +
          'Like in the gallery): Not now closes it; Sign in with Google closes it and calls ' +
          '`onSignIn`. The caller gives the words of its action.',
      },
    },
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSignIn: fn(),
    title: 'Sign in to like designs',
    description:
      'Likes are kept with your account. Sign in with Google, or try the studio as a guest.',
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof SignInPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Sign in to like designs',
  });

/** Sign in with Google closes the prompt and starts the sign-in. */
export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveTextContent('Likes are kept with your account.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: signInPromptMessages.signIn }),
    );
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Not now (or Escape) closes it without signing in. */
export const NotNow: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: signInPromptMessages.dismiss }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A phone in the dark theme: both buttons show once the dialog has come in. */
export const PhoneDark: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const name of [signInPromptMessages.dismiss, signInPromptMessages.signIn]) {
      const button = within(dialog).getByRole('button', { name });
      await waitFor(() => expect(button).toBeVisible());
    }
  },
};
