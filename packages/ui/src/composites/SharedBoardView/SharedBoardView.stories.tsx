import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SharedBoardView, type SharedBoardViewProps } from './SharedBoardView.tsx';
import {
  makeSharedBoard,
  makeSharedVersions,
  unlabelledVersion,
} from './SharedBoardView.fixtures.ts';

type Load = SharedBoardViewProps['loadBoard'];
type Upload = SharedBoardViewProps['uploadFiles'];
const never = () => new Promise<never>(() => {});
const picture = (name: string) => new File(['x'.repeat(2048)], name, { type: 'image/jpeg' });

const meta = {
  title: 'Composites/SharedBoardView',
  component: SharedBoardView,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The body of the public page a share link opens (spec part 2 §2); the share-viewer ' +
          'app renders it, so it has no heavy dependency. Run by `sharedBoardMachine`: a ' +
          "spinner, 'Unable to Load Board', 'Board Not Found', or the board with its View " +
          'Only / Can Upload badge, an upload card for upload links (choose, review, remove, ' +
          "clear, 'Uploading...'), and a grid of 1 to 4 columns by the width it is given, " +
          'whose cards offer View (a full-screen lightbox that closes on a click, × or Escape) ' +
          'and Download (named after the label or id + .png). `loadBoard` and `uploadFiles` ' +
          'are props. It is built on native elements (`<button>`, `<a>`, `<dialog>`) with the ' +
          "design system's styles, without react-aria, to fit the share viewer's 60 KB budget.",
      },
    },
  },
  args: {
    token: 'shr_7f3a9c2e41b8',
    loadBoard: fn<Load>(async () => makeSharedBoard()),
    uploadFiles: fn<Upload>(async () => ({ uploaded: 1, versions: [] })),
  },
} satisfies Meta<typeof SharedBoardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A view-only link: header, badges, cards with View and Download; the lightbox by keyboard. */
export const ViewOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Maple Street — staging picks' }),
    ).toBeVisible();
    await expect(args.loadBoard).toHaveBeenCalledWith('shr_7f3a9c2e41b8');
    await expect(canvas.getByText('Project: Maple Street')).toBeVisible();
    await expect(canvas.getByText('View Only')).toBeVisible();
    await expect(canvas.getByText('6 images')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Upload Images' })).toBeNull();
    const download = canvas.getByRole('link', { name: 'Download Industrial kitchen' });
    await expect(download).toHaveAttribute('download', 'Industrial kitchen.png');
    await expect(download).toHaveAttribute(
      'href',
      '/samples/kitchen/furnished_industrial_daylight.jpg',
    );

    await userEvent.tab();
    const viewButton = canvas.getByRole('button', { name: 'View Industrial kitchen' });
    await expect(viewButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Industrial kitchen' });
    await expect(within(dialog).getByRole('img', { name: 'Industrial kitchen' })).toHaveAttribute(
      'src',
      '/samples/kitchen/furnished_industrial_daylight.jpg',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(viewButton).toHaveFocus());
  },
};

/**
 * The lightbox by pointer: a click on the card's picture opens it; a click on the picture, on
 * the space around it or on × closes it (spec part 2 §2); arrows and the side buttons step.
 */
export const LightboxByPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grid = await canvas.findByRole('list', { name: 'Board images' });
    // The card's picture (hidden from assistive technology; View is its accessible twin).
    const thumbs = grid.querySelectorAll<HTMLButtonElement>('button[aria-hidden="true"]');
    await userEvent.click(thumbs[1]!);
    let dialog = await body.findByRole('dialog', { name: 'Bohemian living room' });
    // Visible once its fade-in has run (more than waitFor's default second on a busy runner).
    await waitFor(
      () => expect(within(dialog).getByText('2 of 6 · generated · Nov 11, 2026')).toBeVisible(),
      { timeout: 5000 },
    );
    const shown = within(dialog).getByRole('img', { name: 'Bohemian living room' });
    await expect(shown).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'Bohemian living room.png',
    );
    await userEvent.click(shown);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });

    await userEvent.click(thumbs[0]!);
    dialog = await body.findByRole('dialog', { name: 'Industrial kitchen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await body.findByRole('dialog', { name: 'Bohemian living room' });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    dialog = await body.findByRole('dialog', { name: 'Mediterranean exterior' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // The space around the picture (the dialog itself, over the backdrop).
    await userEvent.click(thumbs[2]!);
    dialog = await body.findByRole('dialog', { name: 'Mediterranean bedroom' });
    await userEvent.click(dialog);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The lightbox left open, so the accessibility check sees it: Download, ×, previous, next. */
export const LightboxOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('list', { name: 'Board images' });
    canvas.getByRole('button', { name: 'View Industrial kitchen' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Industrial kitchen' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Bohemian living room' })).toBe(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeVisible(),
    );
  },
};

/** An unlabelled version: 'Version' + the first 8 characters of its id; download named by id. */
export const LabelFallback: Story = {
  args: {
    loadBoard: fn<Load>(async () =>
      makeSharedBoard({ versions: [unlabelledVersion, ...makeSharedVersions(1)] }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Version ab12cd34')).toBeVisible();
    await expect(canvas.getByText('original · Nov 2, 2026')).toBeVisible();
    // Full size falls back to the preview when there is no stored original.
    const download = canvas.getByRole('link', { name: 'Download Version ab12cd34' });
    await expect(download).toHaveAttribute('download', 'ab12cd34ef56.png');
    await expect(download).toHaveAttribute('href', '/samples/living_room/empty_daylight.jpg');
  },
};

/** An upload link: choose files, review, remove one, upload; the board then reloads. */
export const CanUpload: Story = {
  args: { loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Can Upload')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input!, [
      picture('porch.jpg'),
      picture('garden.jpg'),
      picture('hall.jpg'),
    ]);
    const list = await canvas.findByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    // Remove one from the keyboard.
    const remove = canvas.getByRole('button', { name: 'Remove garden.jpg' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Upload 2 images' }));
    await waitFor(() => expect(args.uploadFiles).toHaveBeenCalledTimes(1));
    const [token, sent] = (args.uploadFiles as ReturnType<typeof fn<Upload>>).mock.calls[0]!;
    await expect(token).toBe('shr_7f3a9c2e41b8');
    await expect(sent.map((f) => f.name)).toEqual(['porch.jpg', 'hall.jpg']);
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Selected files' })).toBeNull());
    await waitFor(() => expect(args.loadBoard).toHaveBeenCalledTimes(2));
  },
};

/** Clear empties the selection without uploading. */
export const ClearSelection: Story = {
  args: { loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Can Upload');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [picture('porch.jpg')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear' }));
    await expect(canvas.queryByRole('list', { name: 'Selected files' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose Images' })).toBeVisible();
    await expect(args.uploadFiles).not.toHaveBeenCalled();
  },
};

/** While uploading: 'Uploading...', disabled, and the list can't change. */
export const Uploading: Story = {
  args: {
    loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })),
    uploadFiles: fn<Upload>(never),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Can Upload');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [picture('porch.jpg')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 image' }));
    await expect(await canvas.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove porch.jpg' })).toBeDisabled();
  },
};

/** The upload failed: the spec's destructive toast with the error's message, closed by ×. */
export const UploadFails: Story = {
  args: {
    loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })),
    uploadFiles: fn<Upload>(async () => Promise.reject(new Error('The server is busy'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Can Upload');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [picture('porch.jpg')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 image' }));
    const alert = await canvas.findByRole('alert', { name: 'Upload failed' });
    await expect(alert).toHaveAccessibleDescription('The server is busy');
    // The selection stays, so the user can try again.
    await expect(canvas.getByRole('button', { name: 'Upload 1 image' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // A second failure shows the toast again (left open for the accessibility check).
    await userEvent.click(canvas.getByRole('button', { name: 'Upload 1 image' }));
    const again = await canvas.findByRole('alert', { name: 'Upload failed' });
    await waitFor(() => expect(again).toBeVisible()); // after its slide-in
  },
};

/** A failure without a message: 'Failed to upload images'; the toast leaves by itself after 4 s. */
export const UploadFailsQuietly: Story = {
  args: {
    loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })),
    uploadFiles: fn<Upload>(async () => Promise.reject(new Error(''))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Can Upload');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [picture('porch.jpg')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 image' }));
    const alert = await canvas.findByRole('alert', { name: 'Upload failed' });
    await expect(alert).toHaveAccessibleDescription('Failed to upload images');
    await userEvent.unhover(alert);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 8000 });
  },
};

export const Loading: Story = {
  args: { loadBoard: fn<Load>(never) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading board...' }),
    ).toBeVisible();
  },
};

/** Any failure but a 404: 'Unable to Load Board' and Go to Home. */
export const LoadError: Story = {
  args: { loadBoard: fn<Load>(async () => Promise.reject(new Error('HTTP error! status: 500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Unable to Load Board' }),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to load board.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

/** A network failure shows its own message. */
export const NetworkError: Story = {
  args: { loadBoard: fn<Load>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Unable to Load Board' });
    await expect(canvas.getByText('Failed to fetch')).toBeVisible();
  },
};

/** A 404: 'Board Not Found' with both sentences of the spec. */
export const NotFound: Story = {
  args: { loadBoard: fn<Load>(async () => Promise.reject({ status: 404 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Board Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("This board doesn't exist or you don't have permission to view it."),
    ).toBeVisible();
    await expect(canvas.getByText('This board link is invalid or has expired.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  },
};

/** No token in the route: not found without a call. */
export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvasElement, args }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Board Not Found' }),
    ).toBeVisible();
    await expect(args.loadBoard).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { loadBoard: fn<Load>(async () => makeSharedBoard({ versions: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No images in this board yet.')).toBeVisible();
    await expect(canvas.getByText('0 images')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    loadBoard: fn<Load>(async () =>
      makeSharedBoard({
        name: 'Harbourfront penthouse renovation — phase two: kitchen, dining and both terraces',
        description:
          'Every option the design team produced for the investor deck and the open day. ' +
          'Pick your favourites and upload photos of anything you would like us to match: ' +
          'fabrics, tiles, the neighbour’s hedge. Staging must be final by Friday.',
        project_name: 'Apartment 4201, 1 Harbourfront Promenade West, Port Adelaide',
        permission: 'upload',
        versions: makeSharedVersions(9),
      }),
    ),
  },
};

/** A phone: one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Board images' });
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** A wide screen: four columns. */
export const Wide: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: '80rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Board images' });
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

export const DarkTheme: Story = {
  args: { loadBoard: fn<Load>(async () => makeSharedBoard({ permission: 'upload' })) },
  globals: { theme: 'dark' },
};
