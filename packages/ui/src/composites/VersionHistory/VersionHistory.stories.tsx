import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeVersion } from '@hds/api-client/msw';
import { VersionHistory } from './VersionHistory.tsx';
import { historyVersions } from './VersionHistory.fixtures.ts';

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const meta = {
  title: 'Composites/VersionHistory',
  component: VersionHistory,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The playground's Version History card (spec part 1 §2): a 400 px scrolling list of " +
          "an image's versions — label, kind badge, operation, status (pending and processing " +
          'spin, failed says so), the primary star, date and the first two tags. Choosing a ' +
          'row calls `onSelect` (the current one is highlighted and `aria-current`); checking ' +
          "two rows enables Compare (`onCompare`); 'Set as primary' calls `onSetPrimary`. " +
          "Loading, empty and error ('Failed to load image versions') states are built in.",
      },
    },
  },
  args: {
    versions: historyVersions,
    currentVersionId: 'ver-0004',
    onSelect: fn(),
    onSetPrimary: fn(),
    onCompare: fn(),
    timeZone: 'UTC',
  },
  beforeEach: () => clearStaleAnnouncements,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VersionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Versions' })).getAllByRole('listitem');

/** The current version is marked; keyboard: Tab to a row, Enter selects it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Version History/ })).toBeVisible();
    const current = canvas.getByRole('button', { name: 'Industrial staging' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    const items = rows(canvasElement);
    await expect(items).toHaveLength(6);
    await expect(within(items[0]!).getByRole('progressbar', { name: 'Processing' })).toBeVisible();
    await expect(within(items[1]!).getByText('Failed')).toBeVisible();
    await expect(within(items[2]!).getByText('+2')).toBeVisible();
    await expect(within(items[2]!).queryByText('listing')).toBeNull();
    await expect(within(items[5]!).getByText('Primary')).toBeInTheDocument();
    await expect(within(items[5]!).getByText('Nov 20, 2026, 10:00 AM')).toBeVisible();
    // Not-yet-finished and failed versions cannot be shown.
    await expect(canvas.getByRole('button', { name: 'Twilight lighting' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Golden hour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(historyVersions[3]);
  },
};

/** Check two versions, then Compare; a third check replaces the oldest choice. */
export const Compare: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const compare = canvas.getByRole('button', { name: 'Compare' });
    await expect(compare).toBeDisabled();
    canvas.getByRole('checkbox', { name: 'Compare Original' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('1 of 2 chosen')).toBeVisible();
    canvas.getByRole('checkbox', { name: 'Compare Golden hour' }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('checkbox', { name: 'Compare Bohemian staging' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Compare Original' })).not.toBeChecked();
    compare.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCompare).toHaveBeenCalledWith([historyVersions[3], historyVersions[4]]);
  },
};

/** 'Set as primary' is offered on completed versions that are not primary. */
export const SetPrimary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Set as primary: Original' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set as primary: Sunset sky' })).toBeNull();
    canvas.getByRole('button', { name: 'Set as primary: Golden hour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSetPrimary).toHaveBeenCalledWith(historyVersions[3]);
  },
};

/** Setting the primary failed: the row says so. */
export const SetPrimaryFailed: Story = {
  args: { onSetPrimary: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Set as primary: Golden hour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to set primary version',
    );
  },
};

/** Many versions scroll inside the 400 px list; the page does not grow. */
export const ManyVersions: Story = {
  args: {
    versions: Array.from({ length: 30 }, (_, i) =>
      makeVersion({
        id: `ver-${i}`,
        label: `Variation ${30 - i}`,
        kind: i === 29 ? 'original' : 'edited',
        operation: i === 29 ? null : 'wall_color',
        is_primary: i === 29,
      }),
    ),
    currentVersionId: 'ver-0',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Versions' });
    const scroller = list.parentElement!;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    await expect(scroller.clientHeight).toBe(400);
  },
};

export const Loading: Story = {
  args: { versions: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading versions...' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { versions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No versions yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { versions: undefined, isError: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load image versions');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    versions: [
      makeVersion({
        id: 'ver-long',
        label: 'Mid-century modern staging with walnut finishes and a sage accent wall, take three',
        kind: 'generated',
        operation: 'selective_design_modification_with_reference',
        is_primary: false,
      }),
      ...historyVersions.slice(3),
    ],
  },
};

/** Read-only: without `onCompare` and `onSetPrimary` only selection is offered. */
export const SelectOnly: Story = {
  args: { onCompare: undefined, onSetPrimary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Compare' })).toBeNull();
  },
};

/** A phone-width card: kind badges wrap under the names instead of squeezing them to a letter. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('button', { name: 'Industrial staging' });
    // The name had shrunk to 'I…' (about 20 px) beside its badge, the checkbox and the star.
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
