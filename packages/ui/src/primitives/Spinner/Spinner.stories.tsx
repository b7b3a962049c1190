import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'An indeterminate `progressbar` named "Loading..." by default. Use it for short waits of ' +
          'unknown length (a page section loading, a session starting). Inside a button use ' +
          '`<Button isPending>` instead. For waits with a known end, show real progress. It takes ' +
          'the current text colour and keeps turning, more slowly, under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Loading...' });
    await expect(spinner).toBeVisible();
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

/** A specific label, with visible text beside it as the app's playground does. */
export const WithLabel: Story = {
  args: { label: 'Starting your session...' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Spinner {...args} />
      <span aria-hidden="true">Starting your session...</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Starting your session...' }),
    ).toBeInTheDocument();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { size: 'lg' } };
