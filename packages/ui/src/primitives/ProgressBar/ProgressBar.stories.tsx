import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "Progress of a running task with a known end: an upload, a render job's percent. The " +
          'label sits above the bar with the percentage beside it (`showValueLabel`; ' +
          '`valueLabel` replaces the text, `formatOptions` the number format). While the end ' +
          'is unknown set `isIndeterminate`: the bar animates, with a gentle fade instead of ' +
          'sliding under reduced motion, and no value is announced. For a static measure ' +
          'against a limit (designs used this month) use `Meter`.',
      },
    },
  },
  args: { label: 'Uploading kitchen.jpg', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Generating design…', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText(/%/)).not.toBeInTheDocument();
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Images processed', value: 3, maxValue: 8, valueLabel: '3 of 8' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, description: 'Upload complete.' } };

export const NoValueLabelSmall: Story = {
  args: { showValueLabel: false, size: 'sm', label: undefined, 'aria-label': 'Render progress' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Render progress' }),
    ).toBeVisible();
  },
};

export const LongLabelNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { label: 'Uploading living-room-before-renovation-north-facing-window.jpg', value: 77 },
  decorators: [
    (Story) => (
      <div style={{ width: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
