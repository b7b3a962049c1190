import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'An on/off toggle for a setting that takes effect at once (make a board public, email ' +
          'notifications). Its children are the label; Space toggles it. In a form that is ' +
          'submitted later, use `Checkbox` instead.',
      },
    },
  },
  args: { children: 'Public board', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Public board' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

/** A long label in a narrow column (phone): it wraps beside the track. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children: 'Email me when a design finishes rendering, and a weekly digest of gallery picks',
  },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expectFits(control.closest('label') as Element);
  },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
