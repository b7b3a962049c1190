import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../../testing/keyboard.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { LIGHTBOX_IMAGE_ERROR, Lightbox, type LightboxProps } from './Lightbox.tsx';
import { lightboxItems } from './Lightbox.fixtures.ts';

/** Opens the viewer from a button, as a grid card would, so focus restoration shows. */
type HarnessProps = LightboxProps & {
  /** Story only: open on the first image without pressing the button. */
  startOpen?: boolean;
};

function Harness({ startOpen = false, ...props }: HarnessProps) {
  const [index, setIndex] = useState<number | null>(startOpen ? 0 : null);
  return (
    <>
      <Button variant="secondary" onPress={() => setIndex(0)}>
        View images
      </Button>
      <Lightbox
        {...props}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          props.onIndexChange(next);
        }}
        onClose={() => {
          setIndex(null);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Composites/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Use it to view one image full size from a grid (project images, boards, gallery). ' +
          "It offers 'Open in New Window' (a new tab) and 'Edit'; ×, Escape or a click on " +
          'the backdrop close it; Left and Right arrows step through the list. Focus stays ' +
          'inside while it is open and returns to the card that opened it.',
      },
    },
  },
  args: {
    items: lightboxItems,
    index: null,
    onIndexChange: fn(),
    onClose: fn(),
    onEdit: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const opener = canvas.getByRole('button', { name: 'View images' });
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog', { name: 'Living room (before)' });
    await expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    const newWindow = within(dialog).getByRole('link', { name: 'Open in New Window' });
    await expect(newWindow).toHaveAttribute('href', '/samples/living_room/empty_daylight.jpg');
    await expect(newWindow).toHaveAttribute('target', '_blank');

    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'Bohemian staging' })).toBeInTheDocument();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(
      await body.findByRole('dialog', { name: 'Industrial kitchen' }),
    ).toBeInTheDocument();

    // Focus is trapped: Tab cycles through the viewer's own controls only.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(body.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Keyboard alone: open from the button, Tab to 'Edit' and press Enter, then Tab on to × and
 * press Enter; focus returns to the opener.
 */
export const EditAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'View images' });
    await tabTo(opener);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Living room (before)' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await tabTo(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'img-0001' }));

    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A large original still arriving: a spinner holds its place, the actions already work. */
export const Loading: Story = {
  args: {
    startOpen: true,
    items: [{ ...lightboxItems[0]!, id: 'img-slow', src: '/samples/slow/original.jpg' }],
  },
  beforeEach: ({ msw }) => {
    msw.use(http.get('/samples/slow/original.jpg', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const spinner = await within(dialog).findByRole('progressbar', { name: 'Loading image' });
    // The viewer fades in; wait for it before judging visibility.
    await waitFor(() => expect(spinner).toBeVisible(), { timeout: 3000 });
    await expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};

/**
 * A picture that cannot be decoded (moved, corrupt): 'Failed to load image' in its place;
 * the next image still loads.
 */
export const BrokenImage: Story = {
  args: {
    startOpen: true,
    items: [
      { ...lightboxItems[0]!, id: 'img-broken', src: 'data:image/jpeg;base64,AAAA' },
      lightboxItems[1]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const broken = await within(dialog).findByRole('img', {
      name: `${LIGHTBOX_IMAGE_ERROR}: Empty living room in daylight`,
    });
    // The viewer fades in; wait for it before judging visibility.
    await waitFor(() => expect(within(broken).getByText(LIGHTBOX_IMAGE_ERROR)).toBeVisible(), {
      timeout: 3000,
    });
    await expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    const next = await within(dialog).findByRole('img', {
      name: 'Living room furnished in bohemian style',
    });
    await waitFor(() => expect(next).toHaveAttribute('data-status', 'loaded'));
  },
};

/** A click on the dimmed backdrop closes the viewer. */
export const BackdropClick: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // dialog → key handler → modal → overlay (the dimmed backdrop around the modal).
    const overlay = dialog.parentElement?.parentElement?.parentElement;
    await expect(overlay).toBeTruthy();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** One image and no edit handler: no arrows, counter or Edit. */
export const SingleImage: Story = {
  args: {
    items: lightboxItems.slice(0, 1),
    onEdit: undefined,
    startOpen: true,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const LongCaption: Story = {
  args: {
    items: [
      {
        ...lightboxItems[1]!,
        label:
          'Bohemian staging with rattan armchairs, layered rugs and a trailing plant wall — client revision three',
        caption:
          'Generated from the empty living room with virtual staging; tags: bohemian, warm, plants, rattan, rugs, daylight, spring listing, revision 3',
      },
    ],
    startOpen: true,
  },
};

/** A phone: the viewer fills the screen and its actions wrap under the title. */
export const Narrow: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const DarkTheme: Story = {
  args: { startOpen: true },
  globals: { theme: 'dark' },
};
