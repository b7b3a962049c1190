import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QRCodeView, svgDataUrl } from './QRCodeView.tsx';
import { qrFixturePng, qrFixtureSvg, qrFixtureUrl } from './QRCodeView.fixtures.ts';

const meta = {
  title: 'Components/QRCodeView',
  component: QRCodeView,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "A share link's QR code (issue #23): the code, the link it opens, and Download PNG / " +
          "Download SVG. It never fetches: pass the server's `qr_code` (PNG data URL) as `png` " +
          'and `qr_svg` as `svg`, or `isLoading` / `error` (with `onRetry`) while asking.',
      },
    },
  },
  args: { url: qrFixtureUrl, png: qrFixturePng, svg: qrFixtureSvg, fileName: 'view-only-link-qr' },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QRCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records the downloads a play function starts instead of saving them. */
function captureDownloads(canvasElement: HTMLElement) {
  const win = canvasElement.ownerDocument.defaultView!;
  const saved: { href: string; download: string }[] = [];
  const original = win.HTMLAnchorElement.prototype.click;
  win.HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  };
  return { saved, restore: () => (win.HTMLAnchorElement.prototype.click = original) };
}

/** The code with its link and both downloads, reached by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: `QR code for ${qrFixtureUrl}` });
    await expect(img).toHaveAttribute('src', qrFixturePng);
    await expect(canvas.getByText(qrFixtureUrl)).toBeVisible();
    const downloads = captureDownloads(canvasElement);
    try {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Download PNG' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Download SVG' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    } finally {
      downloads.restore();
    }
    await expect(downloads.saved).toEqual([
      { href: qrFixturePng, download: 'view-only-link-qr.png' },
      { href: svgDataUrl(qrFixtureSvg), download: 'view-only-link-qr.svg' },
    ]);
  },
};

/** A server without SVG (before issue #23): the PNG alone. */
export const PngOnly: Story = {
  args: { svg: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download SVG' })).toBeNull();
  },
};

/** Only the SVG: it is shown as the image too. */
export const SvgOnly: Story = {
  args: { png: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAttribute('src', svgDataUrl(qrFixtureSvg));
    await expect(canvas.queryByRole('button', { name: 'Download PNG' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true, png: undefined, svg: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading QR code' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The server refused (a revoked link): its words, and Try again. */
export const Failed: Story = {
  args: {
    png: undefined,
    svg: undefined,
    error: 'This share link has been revoked; generate a new one',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This share link has been revoked; generate a new one',
    );
    await expect(canvas.getByRole('alert')).toContainElement(
      canvas.getByRole('button', { name: 'Try again' }),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long link wraps under the code instead of widening the view. */
export const LongLink: Story = {
  args: { url: `${qrFixtureUrl}?utm_source=${'print-flyer-'.repeat(8)}` },
};

/** On a 390 px phone. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
