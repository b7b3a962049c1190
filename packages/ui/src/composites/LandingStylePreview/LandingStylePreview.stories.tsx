import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullSampleManifest, staticLivingRoomSrc } from '../Landing/Landing.fixtures.ts';
import { ALL_PREVIEW_STYLES } from '../StylePreview/stylePreviewOptions.ts';
import { LandingStylePreview } from './LandingStylePreview.tsx';

const meta = {
  title: 'Landing/LandingStylePreview',
  component: LandingStylePreview,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    manifest: fullSampleManifest(),
    fallbackSrc: staticLivingRoomSrc,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof LandingStylePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('figure img') as HTMLImageElement;

/** The main landing: three styles, industrial first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'industrial',
      'bohemian',
      'mediterranean',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Industrial' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(picture(canvasElement).dataset.filename).toBe(
      'living_room_mediterranean_golden_hour_white_with_watermark.jpg',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ style: 'mediterranean' }),
    );
  },
};

/** The alternate landing: 'modern' offered too, and chosen from the start. */
export const StartsAtModern: Story = {
  args: { initialStyle: 'modern', styles: ALL_PREVIEW_STYLES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Modern' })).toBeChecked();
    await expect(picture(canvasElement).dataset.filename).toBe(
      'living_room_modern_golden_hour_white_with_watermark.jpg',
    );
  },
};

export const NoManifest: Story = {
  args: { manifest: null },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement).getAttribute('src')).toBe(staticLivingRoomSrc);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
