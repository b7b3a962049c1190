import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleShowcaseSlides } from '../Landing/Landing.fixtures.ts';
import { LandingHero } from './LandingHero.tsx';

const meta = {
  title: 'Landing/LandingHero',
  component: LandingHero,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slides: sampleShowcaseSlides, onTryItNow: fn(), autoPlay: false },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab order: the call to action, 'See what it does', the shown divider, the carousel's controls. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try It Now - No Signup!' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryItNow).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See what it does' })).toHaveAttribute(
      'href',
      '#features',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuenow', '60');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toHaveFocus();
  },
};

export const CustomText: Story = {
  args: {
    eyebrow: 'Hero demo',
    title: 'Stage, relight and repaint any room in one click.',
    lead: 'A much longer lead paragraph that wraps onto several lines to check the rhythm of the hero text next to the showcase at every width.',
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
