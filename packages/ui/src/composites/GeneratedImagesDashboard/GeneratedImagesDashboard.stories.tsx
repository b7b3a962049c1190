import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullSampleManifest, manifestWithStatuses } from '../Landing/Landing.fixtures.ts';
import type { StyledManifestDocument } from '../StylePreview/stylePreviewOptions.ts';
import { GeneratedImagesDashboard } from './GeneratedImagesDashboard.tsx';

/**
 * One style's 64 pictures (of the 256): axe over 256 cards takes longer than the runner's
 * 30 s per story on a busy machine; the counting is the same.
 */
function oneStyle(manifest: StyledManifestDocument, style = 'modern'): StyledManifestDocument {
  return {
    images: Object.fromEntries(
      Object.entries(manifest.images).filter(([name]) => name.startsWith(`living_room_${style}_`)),
    ),
  };
}

const meta = {
  title: 'Demo/GeneratedImagesDashboard',
  component: GeneratedImagesDashboard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { manifest: oneStyle(manifestWithStatuses()) },
} satisfies Meta<typeof GeneratedImagesDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (canvasElement: HTMLElement, group: string, value: string) =>
  Number(
    canvasElement.querySelector(`[data-group="${group}"] [data-value="${value}"] dd`)?.textContent,
  );

/** Every image listed; each group of counts equals the manifest's and sums to the total. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Generated Images Dashboard' }),
    ).toBeVisible();
    const images = args.manifest!.images;
    const entries = Object.entries(images);
    await expect(canvas.getByRole('heading', { name: 'All images (64)' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('li[data-filename]')).toHaveLength(64);
    for (const status of ['existing', 'generated', 'pending', 'failed'])
      await expect(count(canvasElement, 'status', status)).toBe(
        entries.filter(([, entry]) => entry.status === status).length,
      );
    await expect(count(canvasElement, 'status', 'pending')).toBe(10);
    await expect(count(canvasElement, 'status', 'failed')).toBe(3);
    for (const style of ['modern', 'industrial', 'bohemian', 'mediterranean'])
      await expect(count(canvasElement, 'style', style)).toBe(
        entries.filter(([name]) => name.startsWith(`living_room_${style}_`)).length,
      );
    await expect(count(canvasElement, 'style', 'modern')).toBe(64);
    await expect(count(canvasElement, 'style', 'bohemian')).toBe(0);
    await expect(count(canvasElement, 'lighting', 'golden_hour')).toBe(16);
    await expect(count(canvasElement, 'wallColor', 'navy_blue')).toBe(8);
    // Thumbnails load lazily; pending and failed pictures have none.
    const thumbs = canvasElement.querySelectorAll('li[data-filename] img');
    await expect(thumbs).toHaveLength(64 - 13);
    await expect(thumbs[0]!.getAttribute('loading')).toBe('lazy');
  },
};

export const AllAvailable: Story = {
  args: { manifest: oneStyle(fullSampleManifest(), 'bohemian') },
};

export const Loading: Story = {
  args: { manifest: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the manifest' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { manifest: null, error: 'HTTP error! status: 503', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('HTTP error! status: 503');
    await expect(canvas.getByRole('alert')).toContainElement(
      canvas.getByRole('button', { name: 'Try again' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { manifest: { images: {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images in the manifest yet.')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { manifest: oneStyle(fullSampleManifest(), 'industrial') },
  globals: { theme: 'dark' },
};
