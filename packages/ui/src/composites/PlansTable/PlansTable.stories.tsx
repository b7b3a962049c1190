import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlansTable } from './PlansTable.tsx';

const meta = {
  title: 'Composites/PlansTable',
  component: PlansTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The plans screen (spec part 2 §2): use it wherever the user compares or changes ' +
          'plan. Free ($0 forever), Pro ($19 per month, Most Popular) and Business ($49 per ' +
          "month) with their features, the current plan marked and its button 'Current Plan', " +
          'Upgrade on the others (`onUpgrade`; the spec shows no action) and a Contact Sales ' +
          'card. Three columns, one per row on phones (by the width it is given).',
      },
    },
  },
  args: { onUpgrade: fn(), onContactSales: fn() },
} satisfies Meta<typeof PlansTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free is current; Upgrade to Pro by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plans = within(canvas.getByRole('list', { name: 'Plans' }));
    await expect(plans.getByRole('heading', { name: 'Free' })).toBeVisible();
    await expect(canvas.getByText('$19')).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    // Missing features are announced as such.
    const free = within(canvas.getByRole('list', { name: 'Free features' }));
    await expect(free.getByText(/API access/)).toHaveTextContent('Not included: API access');
    await expect(free.getByText('5 projects')).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Pro' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpgrade).toHaveBeenCalledWith('pro');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Contact Sales' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContactSales).toHaveBeenCalled();
  },
};

export const ProCurrent: Story = {
  args: { currentPlanId: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Free' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    plans: [
      {
        id: 'agency',
        name: 'Agency partner programme for multi-office real-estate groups',
        price: '$1,249',
        period: 'per month, billed annually',
        badge: 'Best value for teams',
        features: [
          { label: '50,000 credits per month shared across every office and every agent' },
          { label: 'White-label share pages on your own domain' },
          { label: 'On-premises deployment', included: false },
        ],
      },
    ],
    currentPlanId: 'none',
  },
};

/** A phone: one plan per row. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Plans' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

/** Wide: three plans side by side. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '64rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Plans' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
