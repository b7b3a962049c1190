import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleQuickStats } from '@hds/api-client/msw';
import { QuickStats } from './QuickStats.tsx';

const meta = {
  title: 'Composites/QuickStats',
  component: QuickStats,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The account figures of the profile page (spec part 1 §2): Projects Created, Total ' +
          "Designs, Current Plan and Monthly Usage as 'x / y designs' with a progress bar and " +
          "'N designs remaining this month'. Pass the quick-stats reply; when the call failed " +
          'leave `stats` out and it shows zeros, as the spec asks. It only displays data.',
      },
    },
  },
  args: { stats: sampleQuickStats },
} satisfies Meta<typeof QuickStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with 4 of 10 designs used. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Monthly Usage' });
    await expect(bar).toHaveAttribute('aria-valuetext', '4 / 10 designs');
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.getByText('6 designs remaining this month')).toBeVisible();
    await expect(canvas.getByText('Guest (Limited)')).toBeVisible();
    await expect(canvas.getByText('Projects Created').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByText('Total Designs').nextElementSibling).toHaveTextContent('12');
  },
};

/** Near the limit: the bar turns to the warning colour. */
export const NearLimit: Story = {
  args: { stats: { ...sampleQuickStats, monthly_usage: 9 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-level', 'warning');
    await expect(canvas.getByText('1 design remaining this month')).toBeVisible();
  },
};

/** Over the limit: the bar is full, nothing remains (never a negative count). */
export const LimitReached: Story = {
  args: { stats: { ...sampleQuickStats, monthly_usage: 12, plan: 'Free' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 / 10 designs');
    await expect(bar).toHaveAttribute('data-level', 'full');
    await expect(canvas.getByText('0 designs remaining this month')).toBeVisible();
  },
};

/** The stats call failed: zeros and the default guest plan (spec part 1 §8). */
export const Empty: Story = {
  args: { stats: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '0 / 10 designs',
    );
    await expect(canvas.getByText('10 designs remaining this month')).toBeVisible();
  },
};

/** First load: placeholders, the region is marked busy. */
export const Loading: Story = {
  args: { stats: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Loading...');
  },
};

/** A long plan name wraps instead of overflowing its tile. */
export const LongText: Story = {
  args: {
    stats: {
      projects_created: 1284,
      total_designs: 120_394,
      monthly_usage: 1499,
      monthly_limit: 5000,
      plan: 'Business (annual, billed to Harbourfront Realty Partners)',
    },
  },
};

/** A phone-width column: the tiles stack. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
