import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  fullSampleManifest,
  sampleShowcaseSlides,
  staticLivingRoomSrc,
} from '../Landing/Landing.fixtures.ts';
import { HeroDemoView } from './HeroDemoView.tsx';

const meta = {
  title: 'Demo/HeroDemoView',
  component: HeroDemoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    nav: {
      items: [
        { label: 'Projects', href: '/app/projects' },
        { label: 'Playground', href: '/app/playground' },
        { label: 'Features', href: '/#features' },
        { label: 'Pricing', href: '/#pricing' },
      ],
      user: null,
    },
    onTryItNow: fn(),
    slides: sampleShowcaseSlides,
    stylePreview: { manifest: fullSampleManifest(), fallbackSrc: staticLivingRoomSrc },
    autoPlay: false,
  },
} satisfies Meta<typeof HeroDemoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /hero-demo: its own hero words; the style preview offers four styles and starts at modern. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Stage, relight and repaint any room in one click.',
      }),
    ).toBeVisible();
    const modern = canvas.getByRole('radio', { name: 'Modern' });
    await expect(modern).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    const img = canvasElement.querySelector('#style-preview figure img') as HTMLImageElement;
    await expect(img.dataset.filename).toBe(
      'living_room_modern_golden_hour_white_with_watermark.jpg',
    );
    modern.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      (canvasElement.querySelector('#style-preview figure img') as HTMLImageElement).dataset
        .filename,
    ).toBe('living_room_industrial_golden_hour_white_with_watermark.jpg');
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
