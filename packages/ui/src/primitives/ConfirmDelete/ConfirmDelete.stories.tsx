import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';

const meta = {
  title: 'Components/ConfirmDelete',
  component: ConfirmDelete,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The confirmation before deleting a project or an image. It names what is deleted and ' +
          'lists, counted, what goes with it (images, their versions, boards and their share ' +
          'links), then says whether it can be undone. Built on `AlertDialog`: focus starts on ' +
          'Cancel, Escape cancels, a pending delete keeps it open and a failed one says why.',
      },
    },
  },
  args: {
    kind: 'project',
    name: 'Maple Street',
    consequences: ['4 images', '11 versions of them', '2 boards and their 3 share links'],
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <ConfirmDelete {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named and counted; keyboard only: Cancel has focus, Tab then Enter deletes. */
export const Project: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', {
      name: 'Delete project “Maple Street”?',
    });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual([
      '4 images',
      '11 versions of them',
      '2 boards and their 3 share links',
    ]);
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Delete Project' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  },
};

/** An image, which can be taken back for a few seconds after confirming. */
export const ImageWithUndo: Story = {
  args: {
    kind: 'image',
    name: 'kitchen.jpg',
    consequences: ['3 versions'],
    undoSeconds: 5,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete image “kitchen.jpg”?' });
    await expect(dialog).toHaveTextContent('You can undo this for 5 seconds.');
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Nothing else goes with it: no list, only the warning. */
export const NothingElse: Story = {
  args: { name: 'Empty project', consequences: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).queryByRole('list')).toBeNull();
    await expect(dialog).toHaveTextContent('This cannot be undone.');
  },
};

/** While the counts load, placeholders stand in for the list. */
export const Counting: Story = {
  args: { isCounting: true, defaultOpen: true },
  render: (args) => <ConfirmDelete {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByLabelText('Counting what will be deleted')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refuses: the dialog stays open with the message. */
export const DeleteFails: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Project not found'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await body.findByRole('alertdialog');
    await userEvent.click(body.getByRole('button', { name: 'Delete Project' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Project not found');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Long names wrap on a phone. */
export const LongNameNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    defaultOpen: true,
    name: 'Harbourfront penthouse renovation — phase two (kitchen, dining and both terraces)',
    consequences: ['128 images', '412 versions of them', '6 boards and their 9 share links'],
  },
  render: (args) => <ConfirmDelete {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    // The fade-in can take longer than waitFor's default second on a loaded machine.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.body.clientWidth + 1);
  },
};

export const DarkTheme: Story = { ...LongNameNarrow, globals: { theme: 'dark' } };
