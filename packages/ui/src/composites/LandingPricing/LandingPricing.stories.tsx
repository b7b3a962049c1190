import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingPricing } from './LandingPricing.tsx';

const meta = {
  title: 'Landing/LandingPricing',
  component: LandingPricing,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPricing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three plans; 'Compare plans' is the one stop in the tab order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Simple pricing' });
    await expect(section).toHaveAttribute('id', 'pricing');
    for (const name of ['Free', 'Pro', 'Business'])
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(canvas.getByText('Most popular')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/app/plans',
    );
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
