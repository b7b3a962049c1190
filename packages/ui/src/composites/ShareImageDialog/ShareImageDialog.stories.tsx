import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { makeShareLink } from '../ShareSettings/ShareSettings.fixtures.ts';
import { ShareImageDialog, type ShareImageDialogProps } from './ShareImageDialog.tsx';

const link = makeShareLink({ token: 'shr_img_9c2e41b8' });
const board: NonNullable<ShareImageDialogProps['board']> = {
  id: 'brd-0001',
  name: 'Living room',
  share_token: link.token,
  share_links: [link],
  href: '/app/boards/brd-0001',
};

function Harness(args: ShareImageDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Share
      </Button>
      <ShareImageDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Composites/ShareImageDialog',
  component: ShareImageDialog,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The playground's 'Share' (issue #40): the View Only link to the version on screen, " +
          'made as a board of one by POST /projects/{id}/share_links/, with the share cards ' +
          'boards have (Copy, Open, QR code, Revoke, and a View and Upload link on request). ' +
          'A spinner while the link is made; the failure with Try again.',
      },
    },
  },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    imageName: 'Living room — Warm white walls',
    board,
    generateLink: fn(async (permission) => makeShareLink({ permission, token: 'shr_up_77' })),
    copy: fn(async () => {}),
    revokeLink: fn(async () => {}),
    onRetry: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ShareImageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog', { name: 'Share Image' });
  // The dialog fades in: wait for it before checking what it shows.
  await waitFor(() => expect(dialog).toBeVisible());
  return { body, dialog: within(dialog) };
}

/** The link is there: Copy by keyboard puts it on the clipboard and says Copied. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'View Only link' })).toHaveValue(link.url);
    await expect(dialog.getByText(/kept as the board “Living room”/)).toBeVisible();
    const copy = within(dialog.getByRole('region', { name: 'View Only' })).getByRole('button', {
      name: 'Copy',
    });
    await userEvent.click(copy);
    await expect(args.copy).toHaveBeenCalledWith(link.url);
    await waitFor(() =>
      expect(
        within(dialog.getByRole('region', { name: 'View Only' })).getByRole('button', {
          name: 'Copied',
        }),
      ).toBeVisible(),
    );
  },
};

/** The link is being made. */
export const Creating: Story = {
  args: { board: null },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Creating share link...' })).toBeVisible();
  },
};

/** The server refused: its sentence, and Try again. */
export const Failed: Story = {
  args: { board: null, status: 'error', errorMessage: 'Version not found.' },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Version not found.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone-width screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'View Only link' })).toBeVisible();
  },
};
