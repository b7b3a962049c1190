import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Confirms an action that cannot be undone, e.g. Delete Board ("Are you sure?" / ' +
          '"Cancel" / "Delete"). It is an `alertdialog`: focus starts on Cancel so Enter never ' +
          'deletes by accident, Escape cancels, and a click outside does nothing. If `onConfirm` ' +
          'returns a promise the confirm button shows a spinner and the dialog stays open until ' +
          'it settles: it closes on success and shows the error on failure. Use the `default` ' +
          'variant for confirmations that lose nothing.',
      },
    },
  },
  args: {
    description: 'Deleting a board removes all its share links and cannot be undone.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete Board</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending Button announces itself through react-aria's live region, which keeps a reference
 * to the button for a few seconds; wait for it to expire so the next story (same page) does
 * not inherit a reference to an unmounted button.
 */
async function liveRegionCleared(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(canvasElement.ownerDocument.querySelector('[aria-live] [aria-labelledby]')).toBeNull(),
    { timeout: 9000 },
  );
}

/** Focus starts on Cancel; Tab, Enter confirms and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Deleting a board removes all its share links and cannot be undone.',
    );
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The exit animation ends it: more than waitFor's default second on a loaded runner.
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Board' })).toHaveFocus());
  },
};

/** Escape cancels without confirming. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    // Escape is handled inside the dialog: wait until focus has moved in.
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the promise runs: spinner on Delete, Cancel disabled, Escape ignored. */
export const Pending: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const confirm = body.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await liveRegionCleared(canvasElement);
  },
};

/** A failed confirm keeps the dialog open and says why. */
export const ConfirmFails: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Failed to delete board'))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('Failed to delete board');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await liveRegionCleared(canvasElement);
  },
};

/** Non-destructive confirmation. */
export const DefaultVariant: Story = {
  args: {
    variant: 'default',
    title: 'Regenerate this board?',
    description: 'A fresh set of images replaces the current selection.',
    confirmLabel: 'Regenerate',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Regenerate</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
};

/** Controlled, opened on load: long title and description wrap. */
export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    defaultOpen: true,
    title: 'Delete the auto-generated board "Kitchen refresh — every variation"?',
    description:
      'It will be recreated automatically when a new project is created, but current share links will be lost.',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    // The fade-in can take longer than waitFor's default second on a loaded machine.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  },
};

export const DarkTheme: Story = { ...LongTextNarrow, globals: { theme: 'dark' } };
