import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Button, IconButton } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Use `Button` for actions: saving, opening a dialog, starting a transformation. ' +
          'Use one `primary` button per view for the main action, `secondary` beside it, `quiet` in ' +
          'toolbars and dense lists, and `danger` only to confirm something destructive. For ' +
          'navigation use `Link` or `ButtonLink`. `isPending` keeps the button focusable and its ' +
          'label readable by screen readers while a spinner shows that work is in progress.',
      },
    },
  },
  args: {
    children: 'Save changes',
    onPress: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard first: Tab reaches the button, Enter and Space both press it. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Quiet: Story = { args: { variant: 'quiet', children: 'Skip for now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete project' } };

/** All four variants side by side, in each size. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Button {...args} size={size} variant="primary">
            Primary
          </Button>
          <Button {...args} size={size} variant="secondary">
            Secondary
          </Button>
          <Button {...args} size={size} variant="quiet">
            Quiet
          </Button>
          <Button {...args} size={size} variant="danger">
            Danger
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="upload" size="sm" />
        Add Images
      </>
    ),
  },
};

/** Disabled buttons leave the tab order and ignore presses. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Pending: a spinner replaces the label visually, the label stays in the accessible name,
 * the button stays focusable but does not fire `onPress` again.
 */
export const Pending: Story = {
  args: { isPending: true, children: 'Create project' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Create project/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PendingVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button {...args} variant="primary" isPending>
        Apply edit
      </Button>
      <Button {...args} variant="secondary" isPending>
        Uploading
      </Button>
      <Button {...args} variant="danger" isPending>
        Deleting
      </Button>
    </div>
  ),
};

/** Long labels wrap and stay centred rather than overflowing a narrow container. */
export const LongText: Story = {
  args: {
    children: 'Upgrade to Google Account to keep your designs forever',
    variant: 'secondary',
  },
  decorators: [
    (Story) => (
      <div style={{ width: '15rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, children: 'Try It Now - No Signup!', size: 'lg' },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', padding: '1rem', boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** `IconButton`: square, quiet by default, always named with `aria-label`. */
export const IconButtons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <IconButton aria-label="Settings" onPress={args.onPress}>
        <Icon name="settings" />
      </IconButton>
      <IconButton aria-label="Upload" variant="secondary" onPress={args.onPress}>
        <Icon name="upload" />
      </IconButton>
      <IconButton aria-label="Generate" variant="primary" onPress={args.onPress}>
        <Icon name="sparkles" />
      </IconButton>
      <IconButton aria-label="Close" size="sm" onPress={args.onPress}>
        <Icon name="close" size="sm" />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** The dark theme: the accent lightens and its text turns dark to keep AA contrast. */
export const DarkTheme: Story = {
  ...VariantsAndSizes,
  globals: { theme: 'dark' },
};
