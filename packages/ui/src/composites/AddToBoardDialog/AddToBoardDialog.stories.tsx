import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BoardAddRequest, BoardAddResult } from '@hds/machines';
import { tabTo } from '../../testing/keyboard.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { AddToBoardDialog, type AddToBoardDialogProps } from './AddToBoardDialog.tsx';

type Add = (request: BoardAddRequest) => Promise<BoardAddResult>;

function Harness(args: AddToBoardDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add to Board
      </Button>
      <AddToBoardDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const boards: AddToBoardDialogProps['boards'] = [
  { id: 'brd-1', name: 'Kitchen picks', version_count: 3 },
  { id: 'brd-2', name: 'For the Monday viewing', version_count: 1, contains: true },
  { id: 'brd-3', name: 'Bathrooms', version_count: 0 },
];

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const meta = {
  title: 'Composites/AddToBoardDialog',
  component: AddToBoardDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The playground's 'Add to Board' (issue #40): choose one of the project's boards or " +
          "name a new one; boards that hold the version already are disabled ('Already on this " +
          "board'). Enter submits. `addVersions({target, versionIds})` saves (on " +
          "`boardAddMachine`); its failure shows as 'Failed to add to board: …' in the dialog.",
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    versionLabel: 'Living room — Warm white walls',
    versionIds: ['ver-0003'],
    boards,
    addVersions: fn<Add>(async ({ target }) => ({
      boardId: target.kind === 'existing' ? target.boardId : 'brd-new',
      boardName: target.kind === 'existing' ? 'Kitchen picks' : target.name,
    })),
    onAdded: fn(),
    onRetry: fn(),
  },
  beforeEach: () => clearStaleAnnouncements,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AddToBoardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Add to Board' });
  // The dialog fades in: wait for it before checking what it shows.
  await waitFor(() => expect(dialog).toBeVisible());
  return { body, dialog: within(dialog) };
}

/** Keyboard only: the first free board is chosen; Enter on Add to Board saves and closes. */
export const ExistingBoard: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await open(canvasElement);
    const first = dialog.getByRole('radio', { name: /Kitchen picks/ });
    await expect(first).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /For the Monday viewing/ })).toBeDisabled();
    await expect(dialog.getByText('Already on this board')).toBeVisible();
    // Tab reaches the chosen board; arrow keys move the choice (skipping the disabled board).
    await tabTo(first);
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /Bathrooms/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Add to Board' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.addVersions).toHaveBeenCalledWith({
      target: { kind: 'existing', boardId: 'brd-3' },
      versionIds: ['ver-0003'],
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The pending button's announcement now points at nothing: drop it before axe looks.
    clearStaleAnnouncements();
    await expect(args.onAdded).toHaveBeenCalledWith({
      boardId: 'brd-3',
      boardName: 'Kitchen picks',
    });
  },
};

/** A new board by name; a blank name is refused in the dialog before any call. */
export const NewBoard: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'New board' }));
    const name = dialog.getByRole('textbox', { name: /Board name/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Board' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Please enter a board name');
    await expect(args.addVersions).not.toHaveBeenCalled();
    await userEvent.type(name, 'Client shortlist{Enter}');
    await expect(args.addVersions).toHaveBeenCalledWith({
      target: { kind: 'new', name: 'Client shortlist' },
      versionIds: ['ver-0003'],
    });
  },
};

/** No boards yet: 'New board' is chosen and its name field has focus. */
export const NoBoards: Story = {
  args: { boards: [] },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'New board' })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Board name/ })).toHaveFocus());
  },
};

/** The save is refused: the server's sentence stays in the dialog; a retry can succeed. */
export const Refused: Story = {
  args: {
    addVersions: fn<Add>(async () => {
      throw new Error('Version not found.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Board' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to add to board: Version not found.',
    );
    await expect(dialog.getByRole('button', { name: 'Add to Board' })).toBeEnabled();
  },
};

/** Saving: the button is pending and the choice is locked. */
export const Saving: Story = {
  args: { addVersions: fn<Add>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Board' }));
    await waitFor(() =>
      expect(dialog.getByRole('radio', { name: /Kitchen picks/ })).toBeDisabled(),
    );
  },
};

/** The boards are loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Loading boards...' })).toBeVisible();
  },
};

/** The boards call failed: 'Failed to load boards' with Try again. */
export const LoadFailed: Story = {
  args: { isError: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to load boards');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long board names wrap; a phone-width screen. */
export const LongNamesNarrow: Story = {
  args: {
    boards: [
      {
        id: 'brd-9',
        name: 'Everything we liked from the second viewing of the Maple Street house, kitchen first',
        version_count: 12,
      },
      ...boards,
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('radio', { name: /second viewing/ })).toBeChecked();
  },
};
