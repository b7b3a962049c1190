import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareSettings, type ShareSettingsProps } from './ShareSettings.tsx';
import {
  longLinkBoard,
  makeShareLink,
  sharedBoard,
  unsharedBoard,
} from './ShareSettings.fixtures.ts';
import {
  qrFixturePng,
  qrFixtureSvg,
  qrFixtureUrl,
} from '../../primitives/QRCodeView/QRCodeView.fixtures.ts';

type Generate = ShareSettingsProps['generateLink'];
type Copy = ShareSettingsProps['copy'];
type Revoke = NonNullable<ShareSettingsProps['revokeLink']>;
type LoadQr = NonNullable<ShareSettingsProps['loadQrCode']>;
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
          'disabled for both while one generation runs, and the Board ID line. With ' +
          '`revokeLink(id)` each link also offers Revoke, confirmed in an alert dialog; it ' +
          'revokes every live link of that permission and the card offers Generate Link again. ' +
          'It never fetches: pass `generateLink(permission)`, `copy(text)` and ' +
          "`revokeLink(id)`; outcomes are toasts ('Failed to create share link', " +
          "'Failed to copy link', 'Link revoked', 'Failed to revoke link').",
      },
    },
  },
  args: {
    board: unsharedBoard,
    generateLink: fn<Generate>(async (permission) =>
      makeShareLink({ permission, token: permission === 'view' ? 'shr_view01' : 'shr_upl02' }),
    ),
    copy: fn<Copy>(async () => {}),
    revokeLink: fn<Revoke>(async () => {}),
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
    // Keyboard: the read-only URL, Copy, Open, Revoke of the first card, then the second card.
    for (let i = 0; i < 6; i++) await userEvent.tab();
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

/**
 * Revoke from the keyboard: the confirmation starts on Cancel (Escape keeps the link), then
 * Revoke turns the View Only link off, says so, and the card offers Generate Link again with
 * focus on it. The Board ID moves on to the link that still works.
 */
export const Revoke: Story = {
  args: { board: sharedBoard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    const revoke = within(view).getByRole('button', { name: 'Revoke' });
    await expect(revoke).toHaveAccessibleDescription('View Only');

    await userEvent.click(revoke);
    let dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await expect(dialog).toHaveTextContent(
      "Anyone opening the View Only link will see 'Board Not Found'.",
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // The exit animation ends it: more than waitFor's default second on a loaded runner.
    await waitFor(
      () => expect(body.queryByRole('alertdialog', { name: 'Revoke this link?' })).toBeNull(),
      { timeout: 5000 },
    );
    await expect(args.revokeLink).not.toHaveBeenCalled();
    await expect(within(view).getByRole('textbox', { name: 'View Only link' })).toBeVisible();

    await waitFor(() => expect(revoke).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Revoke' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.revokeLink).toHaveBeenCalledTimes(1);
    await expect(args.revokeLink).toHaveBeenCalledWith('lnk-0001');
    await expect(await body.findByRole('alertdialog', { name: /Link revoked/ })).toHaveTextContent(
      'The View Only link no longer opens this board.',
    );
    const generate = await within(view).findByRole('button', { name: 'Generate Link' });
    await waitFor(() => expect(generate).toHaveFocus());
    await expect(within(view).queryByRole('textbox')).toBeNull();
    // The upload link is untouched and is now the board's share token.
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await expect(within(upload).getByRole('textbox')).toHaveValue(
      'https://homedesign.example/app/share/board/shr_u92kd0c5ab31',
    );
    await expect(canvas.getByText(/Board ID/)).toHaveTextContent('Board ID: shr_u92kd0c5ab31');
  },
};

/** A link generated here can be revoked at once; with both gone the Board ID line goes too. */
export const GenerateThenRevoke: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await expect(within(upload).queryByRole('button', { name: 'Revoke' })).toBeNull();
    await userEvent.click(within(upload).getByRole('button', { name: 'Generate Link' }));
    await userEvent.click(await within(upload).findByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.revokeLink).toHaveBeenCalledWith('lnk-0001');
    await expect(
      await within(upload).findByRole('button', { name: 'Generate Link' }),
    ).toBeEnabled();
    await expect(canvas.queryByText(/Board ID/)).toBeNull();
  },
};

/** Two live View Only links (one made elsewhere): Revoke turns off both, not only the shown one. */
export const RevokeEveryLinkOfThePermission: Story = {
  args: {
    board: {
      ...sharedBoard,
      share_links: [
        ...sharedBoard.share_links,
        makeShareLink({ id: 'lnk-0003', token: 'shr_second_view' }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await within(view).findByRole('button', { name: 'Generate Link' })).toBeVisible();
    await expect(args.revokeLink).toHaveBeenCalledTimes(2);
    await expect(args.revokeLink).toHaveBeenCalledWith('lnk-0001');
    await expect(args.revokeLink).toHaveBeenCalledWith('lnk-0003');
  },
};

/** While the server revokes, the card says so and a second Revoke does nothing. */
export const Revoking: Story = {
  args: { board: sharedBoard, revokeLink: fn<Revoke>(never) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    // The page is hidden from assistive technology until the confirmation has gone.
    // The exit animation ends it: more than waitFor's default second on a loaded runner.
    await waitFor(
      () => expect(body.queryByRole('alertdialog', { name: 'Revoke this link?' })).toBeNull(),
      { timeout: 5000 },
    );
    const pending = await within(view).findByRole('button', { name: 'Revoking...' });
    // The closing dialog hands focus back a frame or more later (slower on a loaded runner).
    await waitFor(() => expect(pending).toHaveFocus(), { timeout: 3000 });
    await userEvent.click(pending);
    await expect(body.queryByRole('alertdialog', { name: 'Revoke this link?' })).toBeNull();
    await expect(args.revokeLink).toHaveBeenCalledTimes(1);
    await expect(within(view).getByRole('textbox', { name: 'View Only link' })).toBeVisible();
  },
};

/** The server refused: a destructive toast, and the card keeps its link to try again. */
export const RevokeFails: Story = {
  args: {
    board: sharedBoard,
    revokeLink: fn<Revoke>(async () => Promise.reject(new Error('HTTP error! status: 500'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    await userEvent.click(within(view).getByRole('button', { name: 'Revoke' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(
      await body.findByRole('alertdialog', { name: /Failed to revoke link/ }),
    ).toBeInTheDocument();
    // The exit animation ends it: more than waitFor's default second on a loaded runner.
    await waitFor(
      () => expect(body.queryByRole('alertdialog', { name: 'Revoke this link?' })).toBeNull(),
      { timeout: 5000 },
    );
    await expect(within(view).getByRole('textbox', { name: 'View Only link' })).toBeVisible();
    await expect(within(view).getByRole('button', { name: 'Revoke' })).toBeVisible();
  },
};

/** Without `revokeLink` (a read-only place), the cards offer no Revoke. */
export const WithoutRevoke: Story = {
  args: { board: sharedBoard, revokeLink: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Revoke' })).toBeNull();
  },
};

/** A long URL stays on one line in its field; the token wraps. */
/**
 * With `loadQrCode(id)` each link offers 'QR Code': a dialog with the code, the link it opens,
 * Download PNG and Download SVG; Done (or Escape) closes it and focus returns to the button.
 */
export const QrCode: Story = {
  args: {
    board: sharedBoard,
    loadQrCode: fn<LoadQr>(async () => ({
      url: qrFixtureUrl,
      qr_code: qrFixturePng,
      qr_svg: qrFixtureSvg,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const view = canvas.getByRole('region', { name: 'View Only' });
    const button = within(view).getByRole('button', { name: 'QR Code' });
    await expect(button).toHaveAccessibleDescription('View Only');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.loadQrCode).toHaveBeenCalledWith('lnk-0001');
    const dialog = await body.findByRole('dialog', { name: 'QR code: View Only link' });
    const img = await within(dialog).findByRole('img', { name: `QR code for ${qrFixtureUrl}` });
    await expect(img).toHaveAttribute('src', qrFixturePng);
    // Visible once the dialog's entry fade has run (opacity 0 counts as hidden).
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Download PNG' })).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Download SVG' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The exit animation ends it: more than waitFor's default second on a loaded runner.
    await waitFor(
      () => expect(body.queryByRole('dialog', { name: 'QR code: View Only link' })).toBeNull(),
      { timeout: 5000 },
    );
    await waitFor(() => expect(button).toHaveFocus(), { timeout: 5000 });
  },
};

/** The server refuses (the link was revoked elsewhere): its words in the dialog, Try again. */
export const QrCodeFails: Story = {
  args: {
    board: sharedBoard,
    loadQrCode: fn<LoadQr>(async () => {
      throw new Error('This share link has been revoked; generate a new one');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const upload = canvas.getByRole('region', { name: 'View and Upload' });
    await userEvent.click(within(upload).getByRole('button', { name: 'QR Code' }));
    const dialog = await body.findByRole('dialog', { name: 'QR code: View and Upload link' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This share link has been revoked; generate a new one',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.loadQrCode).toHaveBeenCalledTimes(2));
    await expect(args.loadQrCode).toHaveBeenLastCalledWith('lnk-0002');
  },
};

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
