import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeListing, sampleListings, sampleListingStats } from '@hds/api-client/msw';
import { expectFits } from '../../testing/layout.ts';
import { tabTo } from '../../testing/keyboard.ts';
import {
  ListingsView,
  listingsViewMessages,
  type ListingsTab,
  type ListingsViewListing,
  type ListingsViewProps,
} from './ListingsView.tsx';

/** Holds the page's state and filters the fixtures the way the server does. */
function Stateful(props: ListingsViewProps) {
  const [search, setSearch] = useState(props.search);
  const [status, setStatus] = useState(props.status);
  const [listingType, setListingType] = useState(props.listingType);
  const [tab, setTab] = useState<ListingsTab>(props.tab);
  const [view, setView] = useState(props.view ?? 'grid');
  const [selected, setSelected] = useState<Set<string>>(new Set(props.selectedIds));
  const shown = props.listings?.filter(
    (l) =>
      (status === 'all' || l.status === status) &&
      (listingType === 'all' || l.listing_type === listingType) &&
      (tab === 'archived' ? l.is_archived : !l.is_archived) &&
      (tab !== 'featured' || l.is_featured) &&
      (tab !== 'with_projects' || l.project != null) &&
      `${l.title} ${l.address}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <ListingsView
      {...props}
      listings={shown}
      search={search}
      onSearchChange={(s) => {
        setSearch(s);
        props.onSearchChange(s);
      }}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        props.onStatusChange(s);
      }}
      listingType={listingType}
      onListingTypeChange={(t) => {
        setListingType(t);
        props.onListingTypeChange(t);
      }}
      tab={tab}
      onTabChange={(t) => {
        setTab(t);
        props.onTabChange(t);
      }}
      view={view}
      onViewChange={(v) => {
        setView(v);
        props.onViewChange?.(v);
      }}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange(ids);
      }}
    />
  );
}

const inProgress: ListingsViewListing[] = [
  makeListing({
    id: 'lst-0101',
    source_url: 'https://homes.example.com/listing/1',
    title: '',
    address: '',
    price: null,
    display_price: null,
    status: 'pending',
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    primary_image_url: null,
  }),
  makeListing({
    id: 'lst-0102',
    source_url: 'https://www.redfin.com/OR/Bend/9-Fir-Ln/home/1',
    title: '',
    address: '',
    price: null,
    display_price: null,
    status: 'scraping',
    bedrooms: null,
    bathrooms: null,
    square_feet: null,
    primary_image_url: null,
  }),
  { ...sampleListings[4]!, error_message: 'No listing details found on this page' },
  sampleListings[1]!,
];

/** See EditControls.stories: drop react-aria's stale pending announcements between stories. */
function clearStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
}

const meta = {
  title: 'Composites/ListingsView',
  component: ListingsView,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The property listings screen (spec part 2 §2): the title, Add Listings (a dialog of ' +
          'URLs), the six stat cards, search, status and type filters, the tabs all / featured ' +
          "/ with projects / archived, grid or list, 'Refresh (N)' for the selected cards, the " +
          'cards and their actions, and the empty, loading and error states. Data and ' +
          'callbacks are props: the page fetches, polls and mutates.',
      },
      story: { inline: false, iframeHeight: 1100 },
    },
  },
  args: {
    listings: sampleListings,
    stats: sampleListingStats,
    search: '',
    onSearchChange: fn(),
    status: 'all',
    onStatusChange: fn(),
    listingType: 'all',
    onListingTypeChange: fn(),
    tab: 'all',
    onTabChange: fn(),
    view: 'grid',
    onViewChange: fn(),
    selectedIds: new Set<string>(),
    onSelectionChange: fn(),
    onRefresh: fn(),
    onAction: fn(),
    onAddListings: fn(async () => {}),
  },
  // A pending button leaves a react-aria announcement labelled by it; once the button is
  // gone axe reports it (role-img-alt), so stale ones go at the end of each story.
  beforeEach: () => clearStaleAnnouncements,
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ListingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: search, then the status filter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Property Listings');
    const stats = canvas.getByRole('region', { name: 'Listing statistics' });
    await expect(within(stats).getByText('Total Listings')).toBeVisible();
    await expect(within(stats).getByText('For Rent')).toBeVisible();
    // Archived listings are on their own tab.
    await expect(canvas.getByText('4 listings')).toBeVisible();

    await tabTo(canvas.getByRole('searchbox', { name: 'Search listings' }));
    await userEvent.keyboard('harbour');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('harbour');
    await waitFor(() => expect(canvas.getByText('1 listing')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('4 listings')).toBeVisible());

    // Status filter: open with the keyboard, pick Completed.
    const statusButton = canvas.getByRole('button', { name: /Status/ });
    await tabTo(statusButton);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(doc.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Completed' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('completed');
    await waitFor(() => expect(canvas.getByText('2 listings')).toBeVisible());
  },
};

/** Keyboard only: the tabs (arrows select), a card's checkbox, 'Refresh (1)', the list view. */
export const TabsSelectAndRefresh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('featured');
    await waitFor(() => expect(canvas.getByText('1 listing')).toBeVisible());

    const box = canvas.getByRole('checkbox', { name: /Select Sunny craftsman/ });
    await tabTo(box);
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    const refresh = canvas.getByRole('button', { name: 'Refresh (1)' });
    await tabTo(refresh, { backwards: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledWith(['lst-0001']);

    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
  },
};

/** 'Refresh (0)' still reports the press, so the page can say 'Please select listings…'. */
export const RefreshNothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh (0)' }));
    await expect(args.onRefresh).toHaveBeenCalledWith([]);
  },
};

/** Card actions reach the page with the listing. */
export const CardActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Harbour view two-bedroom apartment' });
    await userEvent.click(within(card).getByRole('button', { name: 'Create Project' }));
    await expect(args.onAction).toHaveBeenCalledWith(
      'createProject',
      expect.objectContaining({ id: 'lst-0002' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: /^Archive / }));
    await expect(args.onAction).toHaveBeenCalledWith(
      'archive',
      expect.objectContaining({ id: 'lst-0002' }),
    );
    const linked = canvas.getByRole('article', { name: 'Sunny craftsman with a wraparound porch' });
    await expect(within(linked).getByRole('link', { name: 'View Project' })).toHaveAttribute(
      'href',
      '/app/projects/prj-0001',
    );
    await expect(within(linked).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Add Listings opens the dialog; the valid URLs go to the page. */
export const AddListings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getByRole('button', { name: 'Add Listings' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Add Listings' });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
    await userEvent.paste('https://homes.example.com/a\noops');
    await expect(within(dialog).getByText(/Line 2:/)).toHaveTextContent('Line 2: oops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Listings' }));
    await expect(args.onAddListings).toHaveBeenCalledWith(['https://homes.example.com/a']);
    // The dialog then closes (AddListingsDialog's stories and the e2e check that part).
  },
};

/** Imports on their way and one that failed, with its reason. */
export const InProgress: Story = {
  args: { listings: inProgress, stats: { ...sampleListingStats, total: 4 } },
  play: async ({ canvasElement }) => {
    // Within the cards: the status filter's hidden native <select> has the same words.
    const canvas = within(within(canvasElement).getByRole('list', { name: 'Listings' }));
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Scraping')).toBeVisible();
    await expect(canvas.getByText('No listing details found on this page')).toBeVisible();
  },
};

/** No listings yet: 'No listings found' with 'Add Your First Listing'. */
export const Empty: Story = {
  args: { listings: [], stats: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: listingsViewMessages.addFirst }));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Add Listings',
    });
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 10_000 });
  },
};

/** A search that matches nothing says to try another. */
export const NothingMatches: Story = {
  args: { search: 'zebra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    await expect(canvas.getByText(listingsViewMessages.emptyFilteredText)).toBeVisible();
  },
};

/** The first reply is on its way: placeholders and busy stat cards. */
export const Loading: Story = {
  args: { listings: undefined, isLoading: true, stats: undefined, isStatsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading listings')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Listing statistics' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Loading failed: the spec's title, the reason and a retry. */
export const LoadError: Story = {
  args: { listings: undefined, error: 'Network error', onRetry: fn(), stats: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Failed to load listings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The list view: one listing a row. */
export const ListView: Story = {
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Listings' })).toHaveAttribute(
      'data-view',
      'list',
    );
  },
};

/** A phone: filters wrap, one column, nothing spills sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFits(canvas.getByRole('region', { name: 'Property Listings' }));
    await expectFits(canvas.getByRole('list', { name: 'Listings' }));
  },
};

/** Dark theme. */
export const DarkTheme: Story = {
  args: { listings: inProgress },
  globals: { theme: 'dark' },
};
