import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './Meter.tsx';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A measure within a known range that is not a running task: Monthly Usage ("x / y ' +
          'designs"), storage. Pass the text with `valueLabel`. The fill turns amber from 80 % ' +
          'and red at the limit (`thresholds`). For task progress use `ProgressBar`.',
      },
    },
  },
  args: { label: 'Monthly Usage', value: 4, maxValue: 10, valueLabel: '4 / 10 designs' },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Monthly Usage' });
    await expect(meter).toHaveAttribute('aria-valuetext', '4 / 10 designs');
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'ok');
  },
};

export const NearLimit: Story = {
  args: { value: 8, valueLabel: '8 / 10 designs', description: '2 designs remaining this month' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'warning');
  },
};

export const AtLimit: Story = {
  args: { value: 10, valueLabel: '10 / 10 designs', description: '0 designs remaining this month' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'danger');
  },
};

export const Empty: Story = { args: { value: 0, valueLabel: '0 / 10 designs' } };

export const Percent: Story = {
  args: { label: 'Storage', value: 35, maxValue: 100, valueLabel: undefined },
};

export const LongLabelNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { label: 'Designs generated this billing month across all projects' },
  decorators: [
    (Story) => (
      <div style={{ width: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...AtLimit, globals: { theme: 'dark' } };
