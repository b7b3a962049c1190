import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { RenameDialog, type RenameDialogProps } from './RenameDialog.tsx';

function Harness(args: Omit<RenameDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Rename Board
      </Button>
      <RenameDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Composites/RenameDialog',
  component: RenameDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The board card's 'Rename Board' dialog (spec part 2 §2): one name field, Enter " +
          'submits, Rename is disabled while the name is blank (or unchanged). `onRename` may ' +
          'return a promise: the button is pending meanwhile, the dialog closes on success and ' +
          "shows the error (default 'Failed to rename board') on failure. Control it with " +
          '`isOpen` / `onOpenChange`.',
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    name: 'Kitchen ideas',
    onRename: fn(async () => {}),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof RenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Rename Board' });
  const field = within(dialog).getByRole('textbox', { name: 'Board name' });
  await waitFor(() => expect(field).toHaveFocus());
  return { body, dialog, field };
}

/** Keyboard only: open, type the new name, Enter saves the trimmed name and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog, field } = await open(canvasElement);
    await expect(field).toHaveValue('Kitchen ideas');
    const submit = within(dialog).getByRole('button', { name: 'Rename' });
    // Unchanged name: nothing to save.
    await expect(submit).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '  Kitchen — final picks  {Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Kitchen — final picks');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Rename Board' })).toHaveFocus(),
    );
  },
};

/** A blank name cannot be submitted: the button is disabled and Enter does nothing. */
export const BlankName: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, field } = await open(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('Please enter a name')).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

/** Saving takes a while: the button shows a spinner and the field is disabled. */
export const Pending: Story = {
  args: { onRename: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await open(canvasElement);
    await userEvent.type(field, ' v2{Enter}');
    const submit = within(dialog).getByRole('button', { name: /Rename/ });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(field).toBeDisabled();
  },
};

/** The save failed: the message shows in the dialog, which stays open with the typed name. */
export const Failed: Story = {
  args: { onRename: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await open(canvasElement);
    await userEvent.type(field, ' v2{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to rename board',
    );
    await expect(field).toHaveValue('Kitchen ideas v2');
  },
};

/** A server message wins over the default. */
export const ServerMessage: Story = {
  args: {
    onRename: fn(async () =>
      Promise.reject(new Error('Board name must be at most 200 characters')),
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog, field } = await open(canvasElement);
    await userEvent.type(field, '!{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Board name must be at most 200 characters',
    );
  },
};

/** Escape closes without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, field } = await open(canvasElement);
    await userEvent.type(field, ' changed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

export const LongName: Story = {
  args: {
    name: 'Harbourfront penthouse — kitchen, dining and both terraces, investor deck selection',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
