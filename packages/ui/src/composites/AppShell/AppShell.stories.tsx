import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Button, IconButton } from '../../primitives/Button/Button.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { CreditsBox } from '../CreditsBox/CreditsBox.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { AppShell, type AppShellProps, type SidebarItem } from './AppShell.tsx';

const items: SidebarItem[] = [
  { label: 'Projects', href: '/app/projects', icon: 'folder' },
  { label: 'Boards', href: '/app/boards', icon: 'board' },
  { label: 'Playground', href: '/app/playground', icon: 'sparkles' },
  { label: 'Plans', href: '/app/plans', icon: 'plans', badge: 'Free' },
  { label: 'Profile', href: '/app/profile', icon: 'user' },
  { label: 'Settings', href: '/app/settings', icon: 'settings' },
];

const topBar = (
  <>
    <IconButton aria-label="Settings">
      <Icon name="settings" />
    </IconButton>
    <MenuTrigger>
      <IconButton aria-label="User menu for Ada Lovelace">
        <Icon name="user" />
      </IconButton>
      <Menu aria-label="User menu">
        <MenuItem id="profile">Profile</MenuItem>
        <MenuItem id="settings">Settings</MenuItem>
        <MenuItem id="signout">Sign Out</MenuItem>
      </Menu>
    </MenuTrigger>
  </>
);

function PageContent() {
  return (
    <div style={{ display: 'grid', gap: vars.space[6] }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: vars.space[4],
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'grid', gap: vars.space[1] }}>
          <h1 style={{ margin: 0, fontSize: vars.font.size['2xl'], letterSpacing: '-0.02em' }}>
            Projects
          </h1>
          <p style={{ margin: 0, color: vars.color.textMuted }}>
            Rooms you are redesigning, grouped by property.
          </p>
        </div>
        <Button>
          <Icon name="folder" size="sm" />
          New Project
        </Button>
      </div>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
          gap: vars.space[4],
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {[
          ['Sample Project', 'Get started with these example room transformations', '4 images'],
          ['Sunny loft', '12 Elm Street, Springfield', '8 images'],
          ['Lake house', '3 Shore Road, Lakeside', '15 images'],
        ].map(([title, description, meta]) => (
          <li key={title}>
            <Card title={title} description={description} headingLevel={2}>
              <span style={{ color: vars.color.textMuted, fontSize: vars.font.size.sm }}>
                {meta}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatefulShell(props: AppShellProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <AppShell
      {...props}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        props.onCollapsedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every signed-in page: a sidebar of sections (Projects, Boards, ' +
          'Playground, Plans, Profile, Settings), a sticky top bar for page-level controls and ' +
          'the user menu, and the `<main>` region. "Skip to content" is the first tab stop. The ' +
          'sidebar collapses to icons (`collapsed` / `onCollapsedChange`, persisted by the app); ' +
          'below 768 px it becomes a drawer opened from the top bar. Items are data: the item ' +
          'matching `currentHref` gets `aria-current="page"`. The `footer` slot holds the ' +
          '`CreditsBox`, which turns compact in the collapsed sidebar. Links are react-aria `Link`s, so wrap the app in `RouterProvider`.',
      },
      story: { inline: false, iframeHeight: 640 },
    },
  },
  args: {
    items,
    currentHref: '/app/projects',
    collapsed: false,
    onCollapsedChange: fn(),
    topBar,
    footer: <CreditsBox />,
    children: <PageContent />,
  },
  // Local state makes the toggle work in the canvas; the key resets it when the control changes.
  render: (args) => <StatefulShell key={String(args.collapsed)} {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collapse toggle reports the new value; the current item is marked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Boards' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

/** "Skip to content" is the first tab stop and moves focus to the main region. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Collapsed: icons only; the links keep their names, the toggle expands again. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Plans Free' })).toBeInTheDocument();
    const credits = canvas.getByRole('group', { name: 'Credits' });
    await expect(credits).toHaveAttribute('data-compact');
    await expect(within(credits).getByRole('meter')).toHaveAttribute('aria-valuenow', '70');
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    while (canvasElement.ownerDocument.activeElement !== expand) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

/** The item matching the current path is marked. */
export const NestedCurrent: Story = {
  args: { currentHref: '/app/playground' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Playground' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Phone width (390 px): the sidebar is replaced by a drawer from the top bar's menu button.
 * The drawer lists the same items, marks the current one and closes with Escape.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', minHeight: '100dvh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Home Design Studio' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length);
    await expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** The phone drawer, left open (for visual review). */
export const PhoneDrawerOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

/** A page title in the top bar; a nested path (/app/projects/42) still marks Projects. */
export const WithPageTitle: Story = {
  args: { title: 'Sunny loft', currentHref: '/app/projects/42' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Long section labels and a long page title (translations, custom sections): labels end in an
 * ellipsis on one line, the title too, and nothing pushes the top bar's controls off screen.
 */
export const LongLabels: Story = {
  args: {
    items: [
      ...items.slice(0, 3),
      {
        label: 'Plans and billing for your whole organisation',
        href: '/app/plans',
        icon: 'plans',
        badge: 'Free',
      },
      { label: 'Profile, security and connected accounts', href: '/app/profile', icon: 'user' },
      items[5]!,
    ],
    title:
      '2026-11-20 Maple Street listing — living room, north wall, wide angle, final client review',
    currentHref: '/app/plans',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', {
      name: 'Plans and billing for your whole organisation Free',
    });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    const settings = canvas.getByRole('button', { name: 'Settings' });
    await expect(settings.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkCollapsed: Story = { args: { collapsed: true }, globals: { theme: 'dark' } };
