import { useState, type HTMLAttributes, type Key } from 'react';
import type {
  ListingStats as ListingStatsData,
  ListingStatus,
  ListingType,
} from '@hds/api-client/contract';
import { AddListingsDialog } from '../AddListingsDialog/AddListingsDialog.tsx';
import { AsyncState } from '../../primitives/AsyncState/AsyncState.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import {
  ListingCard,
  listingStatusLabels,
  listingTypeLabels,
  type ListingCardAction,
  type ListingCardListing,
} from '../ListingCard/ListingCard.tsx';
import { ListingStats } from '../ListingStats/ListingStats.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { ViewModeToggle } from '../../internal/ViewModeToggle.tsx';
import * as styles from './ListingsView.css.ts';

/** The spec's wording (part 2 §2) for the listings page's own texts. */
export const listingsViewMessages = {
  title: 'Property Listings',
  subtitle: 'Import listings from their URLs and turn them into design projects.',
  add: 'Add Listings',
  emptyTitle: 'No listings found',
  emptyText: 'Paste the URLs of property listings to import their details and photos.',
  emptyFilteredText: 'Try another search, filter or tab.',
  addFirst: 'Add Your First Listing',
  errorTitle: 'Failed to load listings',
  retry: 'Try again',
  refresh: (n: number) => `Refresh (${n})`,
} as const;

export type ListingsTab = 'all' | 'featured' | 'with_projects' | 'archived';
export const listingsTabs: ReadonlyArray<{ id: ListingsTab; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'featured', label: 'Featured' },
  { id: 'with_projects', label: 'With Projects' },
  { id: 'archived', label: 'Archived' },
];

/** The status filter of spec part 2 §2: all, completed, pending, scraping, failed. */
export const listingStatusFilters: ReadonlyArray<ListingStatus> = [
  'completed',
  'pending',
  'scraping',
  'failed',
];
/** The type filter: all, for_sale, for_rent, sold, pending. */
export const listingTypeFilters: ReadonlyArray<ListingType> = [
  'for_sale',
  'for_rent',
  'sold',
  'pending',
];

export type ListingsViewMode = 'grid' | 'list';

/** A listing as the view shows it: the card's fields plus the reason of a failed import. */
export type ListingsViewListing = ListingCardListing & { error_message?: string | null };

export interface ListingsViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onError'> {
  /** The listings of the current tab and filters; `undefined` while the first reply loads. */
  listings: readonly ListingsViewListing[] | undefined;
  /** The first reply is on its way: placeholders show. */
  isLoading?: boolean;
  /** Loading failed: the message shown, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** The stats reply; `null` when it failed (the cards read zero). */
  stats?: ListingStatsData | null;
  isStatsLoading?: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  /** `'all'` or one status. */
  status: ListingStatus | 'all';
  onStatusChange: (status: ListingStatus | 'all') => void;
  /** `'all'` or one listing type. */
  listingType: ListingType | 'all';
  onListingTypeChange: (type: ListingType | 'all') => void;
  tab: ListingsTab;
  onTabChange: (tab: ListingsTab) => void;
  /** @default 'grid' */
  view?: ListingsViewMode;
  onViewChange?: (view: ListingsViewMode) => void;
  /** Ids picked with the cards' checkboxes for 'Refresh (N)'. */
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
  /** 'Refresh (N)' was pressed, with the selected ids (possibly none: the page says why not). */
  onRefresh: (ids: string[]) => void;
  isRefreshing?: boolean;
  /** A card's toggle featured, archive, unarchive or Create Project. */
  onAction: (action: ListingCardAction, listing: ListingsViewListing) => void;
  /** The listing whose project is being created (its button shows a spinner). */
  creatingProjectId?: string | null;
  /** Where View Project leads. */
  projectHref?: (projectId: string) => string;
  /** The Add Listings dialog's valid URLs; resolve to close it, reject to keep it open. */
  onAddListings: (urls: string[]) => Promise<unknown>;
  /** Open the Add Listings dialog from the start (a story or a deep link). @default false */
  defaultAddOpen?: boolean;
}

/**
 * The property listings screen (spec part 2 §2): the 'Property Listings' title, Add Listings,
 * the six stat cards, search, status and type filters, the all / featured / with projects /
 * archived tabs, the grid/list toggle, 'Refresh (N)' for the selected cards, the cards with
 * their actions, and the empty, loading and error states. Data and callbacks are props: the
 * page fetches, polls and mutates.
 */
export function ListingsView({
  listings,
  isLoading = false,
  error,
  onRetry,
  stats,
  isStatsLoading = false,
  search,
  onSearchChange,
  status,
  onStatusChange,
  listingType,
  onListingTypeChange,
  tab,
  onTabChange,
  view = 'grid',
  onViewChange,
  selectedIds,
  onSelectionChange,
  onRefresh,
  isRefreshing = false,
  onAction,
  creatingProjectId,
  projectHref,
  onAddListings,
  defaultAddOpen = false,
  className,
  ...props
}: ListingsViewProps) {
  const [addOpen, setAddOpen] = useState(defaultAddOpen);
  const list = listings ?? [];
  const showPlaceholders = isLoading && !listings;
  const filtered =
    search.trim() !== '' || status !== 'all' || listingType !== 'all' || tab !== 'all';
  const visibleSelected = list.filter((l) => selectedIds.has(l.id)).map((l) => l.id);

  const select = (isSelected: boolean, listing: ListingCardListing) => {
    const next = new Set(selectedIds);
    if (isSelected) next.add(listing.id);
    else next.delete(listing.id);
    onSelectionChange(next);
  };

  const body = error ? (
    <AsyncState
      status="error"
      error={listingsViewMessages.errorTitle}
      errorDetail={error}
      errorHeadingLevel={2}
      onRetry={onRetry}
      retryLabel={listingsViewMessages.retry}
    />
  ) : showPlaceholders ? (
    <ul className={styles.grid} data-view={view} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={styles.placeholder}>
          <Skeleton shape="rect" />
          <Skeleton lines={3} />
        </li>
      ))}
    </ul>
  ) : list.length === 0 ? (
    <EmptyState
      icon="home"
      title={listingsViewMessages.emptyTitle}
      description={
        filtered ? listingsViewMessages.emptyFilteredText : listingsViewMessages.emptyText
      }
      headingLevel={2}
      action={
        <Button variant="primary" onPress={() => setAddOpen(true)}>
          <Icon name="plus" size="sm" />
          {listingsViewMessages.addFirst}
        </Button>
      }
    />
  ) : (
    <ul className={styles.grid} data-view={view} aria-label="Listings">
      {list.map((listing) => (
        <li key={listing.id} className={styles.cell}>
          <ListingCard
            listing={listing}
            variant={view}
            headingLevel={2}
            onAction={(action) => onAction(action, listing)}
            projectHref={projectHref}
            isSelected={selectedIds.has(listing.id)}
            onSelectionChange={select}
            isCreatingProject={creatingProjectId === listing.id}
            failureReason={listing.error_message}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <section
      {...props}
      aria-labelledby="listings-view-title"
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 id="listings-view-title" className={styles.title}>
            {listingsViewMessages.title}
          </h1>
          <p className={styles.subtitle}>{listingsViewMessages.subtitle}</p>
        </div>
        <Button variant="primary" onPress={() => setAddOpen(true)}>
          <Icon name="plus" size="sm" />
          {listingsViewMessages.add}
        </Button>
      </header>

      <ListingStats stats={stats} isLoading={isStatsLoading} aria-label="Listing statistics" />

      <div className={styles.toolbar}>
        <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
          <SearchField
            aria-label="Search listings"
            placeholder="Search by title or address"
            value={search}
            onChange={onSearchChange}
            className={styles.searchField}
          />
        </form>
        <div className={styles.filters}>
          <Select<{ id: string; name: string }>
            label="Status"
            className={styles.filter}
            selectedKey={status}
            onSelectionChange={(k: Key | null) =>
              k != null && onStatusChange(String(k) as ListingStatus | 'all')
            }
            items={[
              { id: 'all', name: 'All statuses' },
              ...listingStatusFilters.map((s) => ({ id: s, name: listingStatusLabels[s] })),
            ]}
          >
            {(o) => <SelectItem id={o.id}>{o.name}</SelectItem>}
          </Select>
          <Select<{ id: string; name: string }>
            label="Type"
            className={styles.filter}
            selectedKey={listingType}
            onSelectionChange={(k: Key | null) =>
              k != null && onListingTypeChange(String(k) as ListingType | 'all')
            }
            items={[
              { id: 'all', name: 'All types' },
              ...listingTypeFilters.map((t) => ({ id: t, name: listingTypeLabels[t] })),
            ]}
          >
            {(o) => <SelectItem id={o.id}>{o.name}</SelectItem>}
          </Select>
        </div>
      </div>

      <Tabs
        selectedKey={tab}
        onSelectionChange={(k) => onTabChange(String(k) as ListingsTab)}
        className={styles.tabs}
      >
        <div className={styles.tabBar}>
          <TabList aria-label="Listings" items={listingsTabs} className={styles.tabList}>
            {(t) => <Tab id={t.id}>{t.label}</Tab>}
          </TabList>
          <div className={styles.tabActions}>
            <Button
              variant="secondary"
              size="sm"
              isPending={isRefreshing}
              onPress={() => onRefresh(visibleSelected)}
            >
              <Icon name="refresh" size="sm" />
              {listingsViewMessages.refresh(visibleSelected.length)}
            </Button>
            <ViewModeToggle view={view} onViewChange={onViewChange} />
          </div>
        </div>
        <p className={styles.count} role="status">
          {showPlaceholders
            ? 'Loading listings'
            : !error && listings
              ? `${list.length} ${list.length === 1 ? 'listing' : 'listings'}`
              : ''}
        </p>
        {listingsTabs.map((t) => (
          <TabPanel key={t.id} id={t.id} className={styles.panel}>
            {body}
          </TabPanel>
        ))}
      </Tabs>

      <AddListingsDialog isOpen={addOpen} onOpenChange={setAddOpen} onSubmit={onAddListings} />
    </section>
  );
}
