import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeVersion } from '@hds/api-client/msw';
import type { BoardAddRequest, BoardAddResult } from '@hds/machines';
import { Button } from '../../primitives/Button/Button.tsx';
import {
  AddBoardImagesDialog,
  type AddBoardImage,
  type AddBoardImagesDialogProps,
} from './AddBoardImagesDialog.tsx';

type Add = (request: BoardAddRequest) => Promise<BoardAddResult>;
const picture = '/samples/living_room/empty_daylight.jpg';

const images: AddBoardImage[] = [
  {
    id: 'img-1',
    name: 'Living room',
    thumbnail_url: picture,
    versions: [
      makeVersion({ id: 'v-lr-0', image: 'img-1', label: 'Original' }),
      makeVersion({
        id: 'v-lr-1',
        image: 'img-1',
        label: 'Warm white walls',
        kind: 'edited',
        is_primary: false,
      }),
      makeVersion({
        id: 'v-lr-2',
        image: 'img-1',
        label: 'Scandinavian staging',
        kind: 'generated',
        is_primary: false,
      }),
    ],
  },
  {
    id: 'img-2',
    name: 'Kitchen',
    thumbnail_url: picture,
    versions: [makeVersion({ id: 'v-k-0', image: 'img-2', label: 'Original' })],
  },
];

function Harness(args: AddBoardImagesDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add images
      </Button>
      <AddBoardImagesDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const meta = {
  title: 'Composites/AddBoardImagesDialog',
  component: AddBoardImagesDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "A board's 'Add images' (issue #40): the project's images; 'Choose versions' opens " +
          "the image's variations in `ImageVariationsDialog`'s selection mode, where versions " +
          "on the board already are checked and disabled. 'Add n to Board' appends the chosen " +
          'versions in the order chosen through `addVersions`; a refusal stays in the dialog.',
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    boardId: 'brd-1',
    boardName: 'Kitchen picks',
    images,
    boardVersionIds: ['v-lr-0'],
    addVersions: fn<Add>(async () => ({ boardId: 'brd-1', boardName: 'Kitchen picks' })),
    onAdded: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  beforeEach: () => clearStaleAnnouncements,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AddBoardImagesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Add images' });
  // The dialog fades in: wait for it before checking what it shows.
  await waitFor(() => expect(dialog).toBeVisible());
  return { body, dialog: within(dialog) };
}

/** Two variations of one image, by keyboard in the variations dialog, then Add 2 to Board. */
export const ChooseVariations: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, dialog } = await open(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Add to Board' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Choose versions of Living room' }));
    const nested = await body.findByRole('dialog', { name: 'Image Variations' });
    await waitFor(() => expect(nested).toBeVisible());
    const variations = within(nested);
    // On the board already: checked, not choosable.
    const onBoard = variations.getByRole('checkbox', { name: 'Select Original' });
    await expect(onBoard).toBeChecked();
    await expect(onBoard).toBeDisabled();
    await expect(variations.getByText('Already on this board')).toBeVisible();
    await userEvent.click(
      variations.getByRole('checkbox', { name: 'Select Scandinavian staging' }),
    );
    await userEvent.click(variations.getByRole('checkbox', { name: 'Select Warm white walls' }));
    // A pick-only dialog: no Open / Primary / Edit, and Done in place of Edit in Playground.
    await expect(variations.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
    await userEvent.click(variations.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: 'Image Variations' })).not.toBeInTheDocument(),
    );
    await expect(dialog.getByText('3 versions · 2 chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 to Board' }));
    await expect(args.addVersions).toHaveBeenCalledWith({
      target: { kind: 'existing', boardId: 'brd-1' },
      versionIds: ['v-lr-2', 'v-lr-1'],
    });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The pending button's announcement now points at nothing: drop it before axe looks.
    clearStaleAnnouncements();
    await expect(args.onAdded).toHaveBeenCalled();
  },
};

/** The save is refused: the sentence stays, the choice too. */
export const Refused: Story = {
  args: {
    addVersions: fn<Add>(async () => {
      throw new Error('Version not found.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { body, dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Choose versions of Kitchen' }));
    const variations = within(await body.findByRole('dialog', { name: 'Image Variations' }));
    await userEvent.click(variations.getByRole('checkbox', { name: 'Select Original' }));
    await userEvent.click(variations.getByRole('button', { name: 'Done' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Add 1 to Board' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Failed to add to board: Version not found.',
    );
    await expect(dialog.getByRole('button', { name: 'Add 1 to Board' })).toBeEnabled();
  },
};

/** The project has more images than loaded: Load more images. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Load more images' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** A project without images. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByText(/This project has no images yet/)).toBeVisible();
  },
};

/** The images are loading. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Loading images...' })).toBeVisible();
  },
};

/** The images call failed. */
export const LoadFailed: Story = {
  args: { isError: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to load images');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone-width screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
  },
};
