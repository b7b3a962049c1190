import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Badge } from './Badge.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A short, static label for status or category: the "Free" plan tag in the sidebar, ' +
          '"Guest Account" on the profile, "AI Generated" on previews, a job status. Badges are not ' +
          'interactive; if it needs a click, use a `Button`. Colour supports the text, never ' +
          'replaces it, and every variant meets AA contrast in both themes.',
      },
    },
  },
  args: { children: 'Free', variant: 'accent' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'accent', 'success', 'warning', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toHaveAttribute('data-variant', 'accent');
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge variant="neutral">Guest Account</Badge>
      <Badge variant="accent">AI Generated</Badge>
      <Badge variant="success">completed</Badge>
      <Badge variant="warning">2 designs left</Badge>
      <Badge variant="danger">failed</Badge>
    </div>
  ),
};

export const MediumWithIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge size="md" variant="accent" icon={<Icon name="sparkles" size="sm" />}>
        AI Generated
      </Badge>
      <Badge size="md" variant="success" icon={<Icon name="check" size="sm" />}>
        Completed
      </Badge>
      <Badge size="md" variant="danger" icon={<Icon name="alert" size="sm" />}>
        Operation failed
      </Badge>
    </div>
  ),
};

/** Long text truncates with an ellipsis inside a narrow container. */
/** A long badge in a narrow slot (phone) stays inside it. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { children: 'Industrial, golden hour, sage green walls', variant: 'neutral' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Industrial, golden hour, sage green walls');
    await expectFits(badge.parentElement as Element);
  },
  decorators: [
    (Story) => (
      <div style={{ width: '10rem', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Variants, globals: { theme: 'dark' } };
