import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GalleryDetailDialog, type GalleryDetailDialogProps } from './GalleryDetailDialog.tsx';
import { multiImageItem } from './GalleryDetailDialog.fixtures.ts';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';

type Copy = GalleryDetailDialogProps['copy'];
type Share = NonNullable<GalleryDetailDialogProps['nativeShare']>;

const meta = {
  title: 'Composites/GalleryDetailDialog',
  component: GalleryDetailDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The gallery detail (spec part 2 §2): open it from a GalleryCard. Carousel with ' +
          'thumbnails, description, author (Contact with `onContact`), details, tags and ' +
          'stats; Like (marked and counted at once), Share (the device sheet when given, else ' +
          "the link {origin}/gallery/{id} is copied and the button reads 'Copied' for 2 s) and " +
          'Download.',
      },
      story: { inline: false, iframeHeight: 760 },
    },
  },
  args: {
    item: multiImageItem,
    onClose: fn(),
    onLike: fn(),
    origin: 'https://homedesign.example',
    copy: fn<Copy>(async () => {}),
    onContact: fn(),
  },
} satisfies Meta<typeof GalleryDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sunlit bohemian living room' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Show image 2' }));
    await expect(d.getByRole('img', { name: /image 2 of 3/ })).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The modal fades in; on a loaded machine its text can still be at opacity 0 here.
    await waitFor(() => expect(d.getByText('1.5K')).toBeVisible(), { timeout: 3000 });

    await userEvent.click(d.getByRole('button', { name: 'Like' }));
    await expect(args.onLike).toHaveBeenCalledWith(args.item);
    await expect(d.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

    const share = d.getByRole('button', { name: 'Share' });
    share.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('https://homedesign.example/gallery/gal-0001');
    await expect(await d.findByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(d.getByRole('button', { name: 'Share' })).toBeVisible(), {
      timeout: 3000,
    });
    await userEvent.click(d.getByRole('button', { name: 'Contact' }));
    await expect(args.onContact).toHaveBeenCalled();
    await expect(d.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'gal-0001.png',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** With the device share sheet, nothing is copied. */
export const NativeShare: Story = {
  args: { nativeShare: fn<Share>(async () => {}), onContact: undefined },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Contact' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await expect(args.nativeShare).toHaveBeenCalledWith({
      title: 'Sunlit bohemian living room',
      url: 'https://homedesign.example/gallery/gal-0001',
    });
    await expect(args.copy).not.toHaveBeenCalled();
  },
};

/** One image: no thumbnails; long text wraps. */
export const SingleImageLongText: Story = {
  args: {
    item: makeGalleryItem({
      title: 'A very long gallery title about a sunlit bohemian living room with terracotta walls',
      description:
        'Terracotta walls, rattan chairs, layered kilim rugs, a trailing pothos on every shelf ' +
        'and a reading corner by the window that catches the late afternoon light.',
    }),
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
