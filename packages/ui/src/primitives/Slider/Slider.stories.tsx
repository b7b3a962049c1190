import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Components/Slider',
  component: Slider<number>,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Pick a number in a range: transformation strength, brush size, a price range. The ' +
          'label sits above the track with the formatted value beside it (`formatOptions` takes ' +
          'Intl.NumberFormat options, e.g. percent). Keyboard: Tab to the thumb, arrows step by ' +
          '`step`, PageUp/PageDown jump, Home/End go to `minValue`/`maxValue`. Pass an array ' +
          'value for two thumbs, naming each with `thumbLabels`.',
      },
    },
  },
  args: {
    label: 'Strength',
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.6,
    formatOptions: { style: 'percent' },
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step by 5 %, End jumps to 100 %; the output follows. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Strength' });
    await expect(canvas.getByText('60%')).toBeVisible();
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '65%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.65);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('100%')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveValue('0');
  },
};

/** Whole numbers with a unit. */
export const Units: Story = {
  args: {
    label: 'Brush Size',
    minValue: 4,
    maxValue: 96,
    step: 4,
    defaultValue: 24,
    formatOptions: { maximumFractionDigits: 0 },
  },
};

/** Two thumbs, each named. */
export const Range: Story = {
  render: (args) => (
    <Slider<number[]>
      label="Budget"
      minValue={0}
      maxValue={5000}
      step={100}
      defaultValue={[500, 2500]}
      thumbLabels={['Minimum', 'Maximum']}
      formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
      onChange={args.onChange as (value: number[]) => void}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('slider', { name: /Minimum/ });
    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(min).toHaveValue('600');
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: /Maximum/ })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toBeDisabled();
  },
};

export const WithoutOutput: Story = { args: { showOutput: false } };

export const LongLabel: Story = {
  args: { label: 'How strongly should the new style replace the furniture already in the room?' },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
