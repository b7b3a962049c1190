import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';
import { expectFits } from '../../testing/layout.ts';

/** The chosen key (RAC passes extra arguments after it). */
const firstArg = (mock: unknown) => (mock as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'A popover list of *actions* (Profile, Settings, Sign Out; Duplicate, Delete). Wrap a ' +
          'trigger button and the `Menu` in `MenuTrigger`; give every `MenuItem` an `id` and handle ' +
          '`onAction(id)`. Keyboard: Enter, Space or ArrowDown opens it, arrows move, Enter ' +
          'chooses, Escape closes and returns focus to the trigger. For choosing a value use a ' +
          'select; for site navigation use links.',
      },
    },
  },
  args: { onAction: fn(), 'aria-label': 'Image actions' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ArrowDown opens the menu on the first item, ArrowDown moves, Enter picks. */
export const Default: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">
        Actions
        <Icon name="chevron" size="sm" />
      </Button>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Icon name="sparkles" size="sm" />}>
          Edit in Playground
        </MenuItem>
        <MenuItem id="duplicate" icon={<Icon name="image" size="sm" />}>
          Duplicate
        </MenuItem>
        <MenuItem id="board" icon={<Icon name="board" size="sm" />}>
          Add to Board
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger" icon={<Icon name="close" size="sm" />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The menu is named by its trigger (menu button pattern).
    const menu = await body.findByRole('menu', { name: 'Actions' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit in Playground' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(firstArg(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without choosing anything. */
export const EscapeCloses: Story = {
  ...Default,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus(),
    );
  },
};

/** The app's top-bar user menu: icon trigger, a titled section, a separator. */
export const UserMenu: Story = {
  args: { 'aria-label': 'User menu' },
  render: (args) => (
    <MenuTrigger>
      <IconButton aria-label="User menu for Ada Lovelace">
        <Icon name="user" />
      </IconButton>
      <Menu {...args}>
        <MenuSection title="Ada Lovelace">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings">Settings</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="signout" icon={<Icon name="signOut" size="sm" />}>
          Sign Out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'User menu for Ada Lovelace' }),
    );
    const menu = await body.findByRole('menu', { name: 'User menu for Ada Lovelace' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Sign Out/ }));
    await expect(firstArg(args.onAction)).toBe('signout');
  },
};

/** Disabled items are skipped by the arrow keys. */
export const DisabledItem: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Share</Button>
      <Menu {...args} aria-label="Share" disabledKeys={['link']}>
        <MenuItem id="link">Copy share link</MenuItem>
        <MenuItem id="email">Email board</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu', { name: 'Share' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Email board' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(firstArg(args.onAction)).toBe('email');
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Transform</Button>
      <Menu {...args} aria-label="Transformations">
        <MenuItem id="staging">Virtual staging with Scandinavian furniture</MenuItem>
        <MenuItem id="sky">Replace the sky with a dramatic sunset</MenuItem>
        <MenuItem id="declutter">Declutter and remove personal objects from the room</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transform' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};

/** Long items on a phone, from a trigger at the screen edge: they wrap, the menu stays on screen. */
export const LongLabelsNarrow: Story = {
  ...LongLabels,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible(), { timeout: 3000 });
    await expectFits(menu);
  },
};

export const DarkTheme: Story = {
  ...UserMenu,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'User menu for Ada Lovelace' }),
    );
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
