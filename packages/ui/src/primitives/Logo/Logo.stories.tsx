import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'The product mark and name, as used by `NavBar` and `AppShell`. The mark alone is ' +
          'decorative; when you show it without the name inside a link, name the link.',
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Home Design Studio')).toBeVisible();
  },
};

export const MarkOnly: Story = { args: { showName: false } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
