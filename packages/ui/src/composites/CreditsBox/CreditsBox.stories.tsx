import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell.tsx';
import type { SidebarItem } from '../AppShell/AppShell.tsx';
import { CreditsBox } from './CreditsBox.tsx';

const meta = {
  title: 'Layout/CreditsBox',
  component: CreditsBox,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          "The sidebar's credits box: put it in `AppShell`'s `footer`. It shows the plan " +
          "badge ('Free'), credits used on a `Meter` (amber from 80 %, red at the limit) and " +
          'what is left. The spec makes it a static placeholder (100 credits, 70 used), so ' +
          "those are the defaults; the studio passes the user's real usage (`/auth/me` quota). " +
          'With `plansHref`, a box with nothing left links to the plans. In the collapsed sidebar it turns compact by itself ' +
          '(figure and bar; title and plan stay in the accessible name and value).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '14.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's placeholder: 100 credits, 70 used, plan 'Free'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('group', { name: 'Credits' });
    await expect(within(box).getByText('Free')).toBeVisible();
    const meter = within(box).getByRole('meter', { name: 'Credits' });
    await expect(meter).toHaveAttribute('aria-valuenow', '70');
    await expect(meter).toHaveAttribute('aria-valuemax', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '70 / 100 used');
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'ok');
    await expect(within(box).getByText('70 / 100 used')).toBeVisible();
    await expect(within(box).getByText('30 left')).toBeVisible();
  },
};

/** From 80 % the bar turns amber. */
export const NearLimit: Story = {
  args: { used: 92 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Credits' });
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'warning');
    await expect(within(canvasElement).getByText('8 left')).toBeVisible();
  },
};

/** All used (and more reported than the plan holds): red, clamped to the total. */
export const AtLimit: Story = {
  args: { used: 104 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Credits' });
    await expect(meter).toHaveAttribute('aria-valuetext', '100 / 100 used');
    await expect(meter.querySelector('[data-level]')).toHaveAttribute('data-level', 'danger');
    await expect(within(canvasElement).getByText('0 left')).toBeVisible();
  },
};

/** A new user's real usage: nothing used yet. */
export const NewUser: Story = {
  args: { used: 0, total: 100 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Credits' });
    await expect(within(box).getByRole('meter')).toHaveAttribute('aria-valuetext', '0 / 100 used');
    await expect(within(box).getByText('100 left')).toBeVisible();
  },
};

/** Nothing left, with `plansHref`: the box links to the plans (keyboard reachable). */
export const AtLimitWithPlans: Story = {
  args: { used: 10, total: 10, plan: 'Guest', plansHref: '/app/plans' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Credits' });
    await userEvent.tab();
    const link = within(box).getByRole('link', { name: 'See Plans' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/app/plans');
    await expect(within(box).queryByText('0 left')).toBeNull();
  },
};

/** While the figures load: placeholders, no made-up numbers. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Credits' });
    await expect(within(box).queryByRole('meter')).toBeNull();
    await expect(within(box).queryByText(/used/)).toBeNull();
    await expect(within(box).getByLabelText('Loading credits')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The compact form on its own: figure and bar, the title and plan only for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [
    (Story) => (
      <div style={{ width: '3.5rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('group', { name: 'Credits' });
    await expect(box).toHaveAttribute('data-compact');
    await expect(within(box).getByText('70/100')).toBeVisible();
    await expect(within(box).queryByText('30 left')).toBeNull();
    await expect(within(box).getByRole('meter')).toHaveAttribute('aria-valuetext', '70 / 100 used');
    // Nothing overflows the icon-width column.
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

const items: SidebarItem[] = [
  { label: 'Projects', href: '/app/projects', icon: 'folder' },
  { label: 'Boards', href: '/app/boards', icon: 'board' },
  { label: 'Playground', href: '/app/playground', icon: 'sparkles' },
  { label: 'Plans', href: '/app/plans', icon: 'plans', badge: 'Free' },
  { label: 'Profile', href: '/app/profile', icon: 'user' },
  { label: 'Settings', href: '/app/settings', icon: 'settings' },
];

function ShellWithCredits({ initiallyCollapsed }: { initiallyCollapsed: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  return (
    <div style={{ width: '64rem' }}>
      <AppShell
        items={items}
        currentHref="/app/projects"
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        footer={<CreditsBox />}
      >
        <p>Page</p>
      </AppShell>
    </div>
  );
}

/**
 * In a collapsed `AppShell` sidebar the box goes compact by itself; expanding the sidebar
 * from the keyboard brings the full box back.
 */
export const InCollapsedSidebar: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <Story />],
  render: () => <ShellWithCredits initiallyCollapsed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Sidebar' });
    const box = within(sidebar).getByRole('group', { name: 'Credits' });
    await expect(box).toHaveAttribute('data-compact');
    await expect(within(box).getByText('70/100')).toBeVisible();
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(
      sidebar.getBoundingClientRect().right,
    );

    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    while (canvasElement.ownerDocument.activeElement !== expand) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const full = within(sidebar).getByRole('group', { name: 'Credits' });
    await expect(full).not.toHaveAttribute('data-compact');
    await expect(within(full).getByText('30 left')).toBeVisible();
  },
};

/** Narrow viewport and a long plan name: the badge and figures wrap instead of overflowing. */
export const NarrowLongPlan: Story = {
  args: { plan: 'Business Annual', used: 1250, total: 5000 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '11rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('group', { name: 'Credits' });
    await expect(within(box).getByText('1250 / 5000 used')).toBeVisible();
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkCollapsedSidebar: Story = { ...InCollapsedSidebar, globals: { theme: 'dark' } };
