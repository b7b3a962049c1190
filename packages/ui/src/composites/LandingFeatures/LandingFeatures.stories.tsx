import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFeatures } from './LandingFeatures.tsx';

const meta = {
  title: 'Landing/LandingFeatures',
  component: LandingFeatures,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Everything a room photo needs' });
    await expect(section).toHaveAttribute('id', 'features');
    await expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    await expect(
      within(section).getByRole('heading', { level: 3, name: 'Wall colour' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { features: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
