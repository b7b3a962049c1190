import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import { toast } from '../../primitives/Toast/toastQueue.ts';
import {
  GalleryDetailDialog,
  galleryDetailMessages,
  type GalleryDetailDialogProps,
  type GalleryDetailFailure,
} from './GalleryDetailDialog.tsx';
import { reportDesignMessages } from './ReportDesign.tsx';
import { multiImageItem } from './GalleryDetailDialog.fixtures.ts';
import { makeGalleryItem } from '../GalleryCard/GalleryCard.fixtures.ts';
import { underReviewMessages } from '../GalleryCard/GalleryCard.tsx';

type Copy = GalleryDetailDialogProps['copy'];
type Share = NonNullable<GalleryDetailDialogProps['nativeShare']>;
type Like = GalleryDetailDialogProps['onLike'];
type Report = NonNullable<GalleryDetailDialogProps['onReport']>;

/** What the app does with a failure: the spec's destructive toast. */
const showFailure = (failure: GalleryDetailFailure) => {
  toast({ title: failure.title, description: failure.description, variant: 'destructive' });
};

/** The toast titled `title`, with `text`, is on screen. */
async function expectToast(canvasElement: HTMLElement, title: string, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  const region = await body.findByRole('alertdialog', { name: title }, { timeout: 5000 });
  await waitFor(() => expect(within(region).getByText(text)).toBeVisible());
}

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
          'Download. A failed like is taken back; a failed like or share reaches `onError` ' +
          "with the spec's 'Like failed' / 'Share failed' wording, for the app to toast. " +
          'Closing the device share sheet is not a failure.',
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
    onError: fn(showFailure),
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

    await tabTo(d.getByRole('button', { name: 'Share' }));
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

/**
 * The like request fails: counted at once (41 → 42), then taken back when the server says no,
 * with 'Like failed' / 'Please try again'.
 */
export const LikeFails: Story = {
  args: {
    item: makeGalleryItem({ stats: { views: 310, likes: 41, shares: 3 } }),
    onLike: fn<Like>(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('HTTP 503')), 400)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const d = within(dialog);
    // The heart figure with its screen-reader suffix, e.g. '41 likes'.
    const likes = () => d.getByText('likes', { exact: false }).parentElement?.textContent ?? '';
    await waitFor(() => expect(likes()).toContain('41 likes'));
    await tabTo(d.getByRole('button', { name: 'Like' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onLike).toHaveBeenCalledWith(args.item);
    await expect(d.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(likes()).toContain('42 likes');

    await expectToast(canvasElement, 'Like failed', 'Please try again');
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'like',
        title: 'Like failed',
        description: 'Please try again',
      }),
    );
    await expect(d.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    await expect(likes()).toContain('41 likes');
  },
};

/** The clipboard refuses the link: no 'Copied', and 'Share failed' / 'Failed to share item'. */
export const ShareFails: Story = {
  args: { copy: fn<Copy>(() => Promise.reject(new Error('Write permission denied'))) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const d = within(await body.findByRole('dialog'));
    await tabTo(d.getByRole('button', { name: 'Share' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('https://homedesign.example/gallery/gal-0001');
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'share', ...galleryDetailMessages.shareFailed }),
      ),
    );
    await expectToast(canvasElement, 'Share failed', 'Failed to share item');
    await expect(d.queryByRole('button', { name: 'Copied' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Share' })).toBeEnabled();
  },
};

/** The device share sheet fails (not a cancel): 'Share failed' too. */
export const NativeShareFails: Story = {
  args: {
    nativeShare: fn<Share>(() =>
      Promise.reject(new DOMException('Share denied', 'NotAllowedError')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const d = within(await body.findByRole('dialog'));
    await tabTo(d.getByRole('button', { name: 'Share' }));
    await userEvent.keyboard('{Enter}');
    await expectToast(canvasElement, 'Share failed', 'Failed to share item');
    await expect(args.copy).not.toHaveBeenCalled();
  },
};

/** Closing the share sheet without sharing is the user's choice: no error. */
export const NativeShareCancelled: Story = {
  args: {
    nativeShare: fn<Share>(() => Promise.reject(new DOMException('Share canceled', 'AbortError'))),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const d = within(await body.findByRole('dialog'));
    await tabTo(d.getByRole('button', { name: 'Share' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.nativeShare).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** A phone: the dialog fills the width, the picture scales down, the actions wrap. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog');
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(
        doc.documentElement.clientWidth,
      ),
    );
    const download = within(dialog).getByRole('link', { name: 'Download' });
    await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(
      doc.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Report from the keyboard: a reason, Send Report, then the thanks; the reason reaches `onReport`. */
export const Report: Story = {
  args: { onReport: fn<Report>(async () => ({ reported: true })) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: reportDesignMessages.open }));
    const reason = within(dialog).getByRole('textbox', { name: reportDesignMessages.label });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('Not a room');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReport).toHaveBeenCalledWith(args.item, 'Not a room');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      reportDesignMessages.sent,
    );
  },
};

/** A refused report (too many from this address) says why and keeps the reason. */
export const ReportRefused: Story = {
  args: {
    onReport: fn<Report>(() => Promise.reject(new Error('Too many reports. Try again later.'))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: reportDesignMessages.open }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: reportDesignMessages.label }),
      'Spam',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: reportDesignMessages.send }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many reports');
    await expect(
      within(dialog).getByRole('textbox', { name: reportDesignMessages.label }),
    ).toHaveValue('Spam');
  },
};

/** A design under review says so above its description; everything else works as usual. */
export const UnderReview: Story = {
  args: { item: { ...multiImageItem, under_review: true } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(dialog.getByText(underReviewMessages.badge)).toBeVisible());
    await expect(dialog.getByText(underReviewMessages.explanation)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Like' })).toBeEnabled();
  },
};

/**
 * `presentation="page"`: a design's own page (the public `/gallery/{id}`, rendered by the
 * server): the same content under an h1, the actions below it, no modal. Keyboard: Tab reaches
 * the thumbnails, then Like, which marks it liked.
 */
export const AsPage: Story = {
  args: { presentation: 'page' },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const article = page.getByRole('article', { name: multiImageItem.title });
    await expect(page.getByRole('heading', { level: 1, name: multiImageItem.title })).toBeVisible();
    await expect(page.queryByRole('dialog')).toBeNull();
    const like = within(article).getByRole('button', { name: 'Like' });
    like.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLike).toHaveBeenCalledWith(multiImageItem);
    await expect(within(article).getByRole('button', { name: 'Liked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
