import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fullSampleManifest, sampleShowcaseSlides } from '../Landing/Landing.fixtures.ts';
import { OnboardingDemoView } from './OnboardingDemoView.tsx';

const meta = {
  title: 'Demo/OnboardingDemoView',
  component: OnboardingDemoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    slides: sampleShowcaseSlides,
    manifest: fullSampleManifest(),
    autoPlay: false,
  },
} satisfies Meta<typeof OnboardingDemoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tabs by keyboard: Before/After, Showcase, Image Cards, Animated Slider. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Onboarding Demo' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Before/After' })).toHaveFocus();
    await userEvent.tab();
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');

    canvas.getByRole('tab', { name: 'Before/After' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Showcase' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'Showcase' })).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getAllByText('AI Generated')).toHaveLength(8));

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('region', { name: 'Animated slider' })).toBeVisible();
    await expect(canvas.getByRole('slider')).toBeVisible();
  },
};

/** The manifest has not arrived: the manifest tabs say so, the sliders still work. */
export const NoManifest: Story = {
  args: { manifest: null, defaultTab: 'image-cards' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The styled manifest has no pictures yet.'),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '390px' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
