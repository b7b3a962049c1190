import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Switch between views of one subject in place: the Profile page ("Account" / "Design ' +
          'Activity"), a project\'s images and boards. Tab lands on the selected tab, arrow keys ' +
          'move and select, Tab again enters the panel. `count` on a `Tab` shows a number pill ' +
          "that is part of the tab's accessible name. Control it with `selectedKey` / " +
          '`onSelectionChange` to mirror the tab in the URL.',
      },
    },
  },
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profile">
        <Tab id="account">Account</Tab>
        <Tab id="activity">Design Activity</Tab>
      </TabList>
      <TabPanel id="account">Display name, e-mail, plan and monthly usage.</TabPanel>
      <TabPanel id="activity">Recent transformations and their status.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ArrowRight selects the next tab and shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const activity = canvas.getByRole('tab', { name: 'Design Activity' });
    await expect(activity).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('activity');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Recent transformations');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Counts are part of each tab's name ("Images 12"). */
export const WithCounts: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="boards">
      <TabList aria-label="Project">
        <Tab id="images" count={12} icon={<Icon name="image" size="sm" />}>
          Images
        </Tab>
        <Tab id="boards" count={3} icon={<Icon name="board" size="sm" />}>
          Boards
        </Tab>
        <Tab id="shared" count={0}>
          Shared
        </Tab>
      </TabList>
      <TabPanel id="images">12 images</TabPanel>
      <TabPanel id="boards">3 boards</TabPanel>
      <TabPanel id="shared">No share links yet.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Images 12' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Boards 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Shared 0' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Disabled tabs are skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['activity'] },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="general">General</Tab>
        <Tab id="activity">Billing</Tab>
        <Tab id="privacy">Privacy</Tab>
      </TabList>
      <TabPanel id="general">General settings</TabPanel>
      <TabPanel id="activity">Billing settings</TabPanel>
      <TabPanel id="privacy">Privacy settings</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Design Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Many or long tabs scroll sideways instead of wrapping. */
export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Tabs {...args}>
        <TabList aria-label="Board">
          <Tab id="images" count={48}>
            Images and generated variations
          </Tab>
          <Tab id="share">Share links and QR codes</Tab>
          <Tab id="leads" count={5}>
            Leads
          </Tab>
        </TabList>
        <TabPanel id="images">Images</TabPanel>
        <TabPanel id="share">Share</TabPanel>
        <TabPanel id="leads">Leads</TabPanel>
      </Tabs>
    </div>
  ),
};

export const DarkTheme: Story = { ...WithCounts, globals: { theme: 'dark' } };
