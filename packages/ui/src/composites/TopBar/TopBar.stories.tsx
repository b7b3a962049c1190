import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar.tsx';
import { expectFits } from '../../testing/layout.ts';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The top bar of the signed-in app (spec part 1, App shell): a mobile menu button ' +
          '(when `onMenuPress` is given, below the md breakpoint), an optional title, a settings ' +
          'button and the user menu with Profile, Settings, "Upgrade to Google Account" for ' +
          'guests, and Sign Out. It routes nothing itself: `onAction` gets "profile" | ' +
          '"settings" | "upgrade" | "signout". It has no `<header>` of its own so it fits the ' +
          '`AppShell` `topBar` slot; omit `title` and `onMenuPress` there (the shell shows them).',
      },
    },
  },
  args: {
    userName: 'Ada Lovelace',
    onAction: fn(),
    onSettingsPress: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the user menu, ArrowDown opens it, arrows + Enter pick Sign Out. */
export const Default: Story = {
  args: { title: 'Projects' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSettingsPress).toHaveBeenCalled();
    await userEvent.tab();
    const userButton = canvas.getByRole('button', { name: 'User menu for Ada Lovelace' });
    await expect(userButton).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Sign Out',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('signout');
    await waitFor(() => expect(userButton).toHaveFocus());
  },
};

/** Guests also get the upgrade entry. */
export const Guest: Story = {
  args: { userName: undefined, isGuest: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'User menu for Guest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const upgrade = await body.findByRole('menuitem', { name: 'Upgrade to Google Account' });
    // The menu fades in; on a loaded machine it can still be transparent here.
    await waitFor(() => expect(upgrade).toBeVisible(), { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('upgrade');
  },
};

/** Without a settings handler only the user menu shows (AppShell slot use). */
export const MenuOnly: Story = {
  args: { onSettingsPress: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /User menu/ })).toBeVisible();
  },
};

/** Phone: the menu button opens navigation; long titles are cut. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onMenuPress: fn(),
    title: 'Open-plan kitchen, dining and living area on the ground floor',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuPress).toHaveBeenCalled();
  },
};

/**
 * A long display name on a phone: it lives in the user button's accessible name only, so the
 * bar keeps its icons on screen.
 */
export const LongUserName: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    userName: 'Maximiliana Rosalind Quintero-Vasconcelos de la Fuente',
    title: 'Projects',
    onMenuPress: fn(),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'User menu for Maximiliana Rosalind Quintero-Vasconcelos de la Fuente',
    });
    await expectFits(canvasElement.firstElementChild as Element);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = { ...Guest, globals: { theme: 'dark' } };
