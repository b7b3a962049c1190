import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareSettings, type ShareSettingsProps } from './ShareSettings.tsx';
import {
  longLinkBoard,
  makeShareLink,
  sharedBoard,
  unsharedBoard,
} from './ShareSettings.fixtures.ts';

type Generate = ShareSettingsProps['generateLink'];
type Copy = ShareSettingsProps['copy'];
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Composites/ShareSettings',
  component: ShareSettings,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The board detail's Share Settings tab (spec part 2 §2). Use it wherever an owner " +
          'manages who can reach a board: a View Only and a View and Upload card, each with ' +
          "its link (Copy shows 'Copied' for 2 s, Open opens a new tab) or Generate Link, " +
          'disabled for both while one generation runs, and the Board ID line. It never fetches: ' +
          'pass `generateLink(permission)` and `copy(text)`; failures are toasts ' +
          "('Failed to create share link', 'Failed to copy link').",
      },
    },
  },
  args: {
    board: unsharedBoard,
    generateLink: fn<Generate>(async (permission) =>
      makeShareLink({ permission, token: permission === 'view' ? 'shr_view01' : 'shr_upl02' }),
    ),
    copy: fn<Copy>(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: Generate Link on both cards; generating one shows it with Copy and Open. */
export const NoLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Share Settings' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Generate secure links to share this board with different permission levels.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Board ID/)).toBeNull();
    const viewCard = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.tab();
    await expect(within(viewCard).getByRole('button', { name: 'Generate Link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.generateLink).toHaveBeenCalledWith('view');
    const input = await within(viewCard).findByRole('textbox', { name: 'View Only link' });
    await expect(input).toHaveValue('https://homedesign.example/app/share/board/shr_view01');
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByText('shr_view01')).toBeVisible();
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await expect(within(upload).getByRole('button', { name: 'Generate Link' })).toBeEnabled();
  },
};

/** Both links exist: Copy turns into 'Copied' for 2 s, Open targets a new tab. */
export const WithLinks: Story = {
  args: { board: sharedBoard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('shr_7f3a9c2e41b8')).toBeVisible();
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    const open = within(upload).getByRole('link', { name: /Open/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute(
      'href',
      'https://homedesign.example/app/share/board/shr_u92kd0c5ab31',
    );
    // Keyboard: the read-only URL, Copy, Open of the first card, then the second card.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const copy = within(upload).getByRole('button', { name: 'Copy' });
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(
      'https://homedesign.example/app/share/board/shr_u92kd0c5ab31',
    );
    await expect(await within(upload).findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(await body.findByRole('alertdialog', { name: /Copied!/ })).toBeInTheDocument();
    // Only the card just copied says so.
    const view = canvas.getByRole('region', { name: 'View Only' });
    await expect(within(view).getByRole('button', { name: 'Copy' })).toBeVisible();
    await waitFor(
      () => expect(within(upload).getByRole('button', { name: 'Copy' })).toBeVisible(),
      {
        timeout: 3000,
      },
    );
  },
};

/** While one link is generated, Generate Link is disabled on the other card. */
export const Generating: Story = {
  args: { generateLink: fn<Generate>(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvas.getByRole('region', { name: 'View Only' });
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await userEvent.click(within(view).getByRole('button', { name: 'Generate Link' }));
    await expect(within(upload).getByRole('button', { name: 'Generate Link' })).toBeDisabled();
    await expect(within(view).getByRole('button', { name: 'Generating...' })).toBeDisabled();
  },
};

/** The server refused: a destructive toast, and the card still offers Generate Link. */
export const GenerateFails: Story = {
  args: {
    generateLink: fn<Generate>(async () => Promise.reject(new Error('HTTP error! status: 500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Generate Link' }));
    await expect(
      await body.findByRole('alertdialog', { name: /Failed to create share link/ }),
    ).toBeInTheDocument();
    await expect(within(view).getByRole('button', { name: 'Generate Link' })).toBeEnabled();
  },
};

/** The clipboard refused (permission denied): 'Failed to copy link', no 'Copied'. */
export const CopyFails: Story = {
  args: {
    board: sharedBoard,
    copy: fn<Copy>(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Copy' }));
    await expect(
      await body.findByRole('alertdialog', { name: /Failed to copy link/ }),
    ).toBeInTheDocument();
    await expect(within(view).queryByRole('button', { name: 'Copied' })).toBeNull();
  },
};

/** A long URL stays on one line in its field; the token wraps. */
export const LongLink: Story = { args: { board: longLinkBoard } };

export const Narrow: Story = {
  args: { board: sharedBoard },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { args: { board: sharedBoard }, globals: { theme: 'dark' } };
