import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Shows where a page sits (Projects › Kitchen refresh › Board) inside a `nav` landmark ' +
          'named "Breadcrumbs". Pass `items` as `{label, href}`; every item but the last is a ' +
          'link, the last is the current page (`aria-current="page"`, not a link). Long labels ' +
          'are cut with an ellipsis and the row wraps on narrow screens.',
      },
    },
  },
  args: {
    items: [
      { label: 'Projects', href: '/app/projects' },
      { label: 'Kitchen refresh', href: '/app/projects/p1' },
      { label: 'Board' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab visits the links only; the current page is not focusable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/app/projects',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Kitchen refresh' })).toHaveFocus();
    // The current page is marked, has no href and is skipped by Tab.
    const current = canvas.getByText('Board');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
};

export const SingleItem: Story = { args: { items: [{ label: 'Projects' }] } };

export const LongText: Story = {
  args: {
    items: [
      { label: 'Projects', href: '/app/projects' },
      {
        label: 'Open-plan kitchen, dining and living area on the ground floor',
        href: '/app/projects/p1',
      },
      { label: 'Scandinavian variations for the client presentation on Friday' },
    ],
  },
};

export const NarrowViewport: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
