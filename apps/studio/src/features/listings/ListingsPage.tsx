import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isListingInProgress, type ListingFilterParams } from '@hds/api-client';
import {
  ListingsView,
  toast,
  type ListingCardAction,
  type ListingsTab,
  type ListingsViewListing,
} from '@hds/ui';
import { listingQueries } from '../../kit/api/listings.ts';
import { SessionGate } from '../../kit/SessionGate.tsx';
import { readListingsUrl, writeListingsUrl, type ListingsUrlState } from './listingsUrl.ts';
import * as styles from './listings.css.ts';

/** Spec part 2 §5 and §8: the listings page's messages. */
export const listingsPageMessages = {
  loadFailed: 'Failed to load listings',
  addFailed: 'Failed to add listings',
  createProjectFailed: 'Failed to create project',
  updateFailed: 'Failed to update listing',
  refreshFailed: 'Failed to refresh listings',
  selectToRefresh: 'Please select listings to refresh',
  added: (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'} added`,
  addedText: 'They are being imported; the cards fill in as each page is read.',
  projectCreated: 'Project created',
  projectCreatedText: (name: string) => `${name} now has a project with the listing's photos.`,
  refreshed: (n: number) => `Refreshing ${n} ${n === 1 ? 'listing' : 'listings'}`,
} as const;

/** Spec part 2 §9: job polling every 2000 ms; imports are polled at the same pace. */
export const LISTINGS_POLL_MS = 2000;
const SEARCH_DEBOUNCE_MS = 300;

/** The tab as list filters (archived listings only show on their own tab). */
export function tabFilters(tab: ListingsTab): ListingFilterParams {
  if (tab === 'archived') return { is_archived: true };
  if (tab === 'featured') return { is_featured: true, is_archived: false };
  if (tab === 'with_projects') return { has_project: true, is_archived: false };
  return { is_archived: false };
}

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : undefined,
    variant: 'destructive',
  });

/**
 * `/app/listings` (issue #22, spec part 2 §2 "Property listings"). The search, filters, tab and
 * view are in the URL (listingsUrl.ts): reload, back and forward keep them.
 */
export function ListingsPage({ pollMs = LISTINGS_POLL_MS }: { pollMs?: number } = {}) {
  return (
    <SessionGate title="Property Listings">
      <ListingsScreen pollMs={pollMs} />
    </SessionGate>
  );
}

function ListingsScreen({ pollMs }: { pollMs: number }) {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const url = readListingsUrl(params);
  const { status, listingType, tab, view } = url;
  const update = (next: Partial<ListingsUrlState>, replace = false) =>
    setParams(writeListingsUrl({ ...url, ...next }), { replace });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Another tab (chosen, or brought back by Back / Forward) starts with nothing selected.
  useEffect(() => setSelected(new Set()), [tab]);

  // The box follows the keys at once; the URL (and the list call) takes the search once typing
  // pauses, replacing the entry so Back skips the keystrokes. A search the URL brings by itself
  // (back, forward, a link) fills the box.
  const [search, setSearch] = useState(url.search);
  const inUrl = useRef(url.search);
  useEffect(() => {
    if (url.search === inUrl.current) return;
    inUrl.current = url.search;
    setSearch(url.search);
  }, [url.search]);
  const latest = useRef(update);
  latest.current = update;
  useEffect(() => {
    if (search === inUrl.current) return;
    const t = setTimeout(() => {
      inUrl.current = search;
      latest.current({ search }, true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search]);

  const filters: ListingFilterParams = {
    ...tabFilters(tab),
    search: url.search,
    status: status === 'all' ? undefined : status,
    listing_type: listingType === 'all' ? undefined : listingType,
  };
  const list = useQuery({
    ...listingQueries.list(filters),
    placeholderData: (previous) => previous,
    // Pending and scraping cards update without a reload.
    refetchInterval: (query) => (query.state.data?.some(isListingInProgress) ? pollMs : false),
  });
  const stats = useQuery(listingQueries.stats());

  // The stat cards follow the imports: when one finishes, the figures are read again.
  const inProgress = list.data?.filter(isListingInProgress).length ?? 0;
  const lastInProgress = useRef(inProgress);
  useEffect(() => {
    if (inProgress < lastInProgress.current)
      void client.invalidateQueries({ queryKey: listingQueries.stats().queryKey });
    lastInProgress.current = inProgress;
  }, [inProgress, client]);

  useEffect(() => {
    if (list.error) failure(listingsPageMessages.loadFailed, list.error);
  }, [list.error]);
  useEffect(() => {
    // Spec part 2 §8: stat loading failures are only logged.
    if (stats.error) console.error('Failed to load listing stats', stats.error);
  }, [stats.error]);

  const add = useMutation(listingQueries.mutations.createFromUrls());
  const createProject = useMutation(listingQueries.mutations.createProject());
  const toggleFeatured = useMutation(listingQueries.mutations.toggleFeatured());
  const archive = useMutation(listingQueries.mutations.archive());
  const unarchive = useMutation(listingQueries.mutations.unarchive());
  const refresh = useMutation(listingQueries.mutations.refresh());

  const onAddListings = async (urls: string[]) => {
    try {
      const reply = await add.mutateAsync(urls);
      if (reply.successful.length > 0)
        toast({
          title: listingsPageMessages.added(reply.successful.length),
          description: listingsPageMessages.addedText,
          variant: 'success',
        });
      if (reply.failed.length > 0)
        toast({
          title: listingsPageMessages.addFailed,
          description: reply.failed.map((f) => `${f.url}: ${f.error}`).join('\n'),
          variant: 'destructive',
        });
    } catch (error) {
      failure(listingsPageMessages.addFailed, error);
      throw error;
    }
  };

  const onAction = (action: ListingCardAction, listing: ListingsViewListing) => {
    const name = listing.title || listing.address || listing.source_url;
    if (action === 'createProject') {
      createProject.mutate(listing.id, {
        onSuccess: () =>
          toast({
            title: listingsPageMessages.projectCreated,
            description: listingsPageMessages.projectCreatedText(name),
            variant: 'success',
          }),
        onError: (error) => failure(listingsPageMessages.createProjectFailed, error),
      });
      return;
    }
    const mutation =
      action === 'toggleFeatured' ? toggleFeatured : action === 'archive' ? archive : unarchive;
    mutation.mutate(listing.id, {
      onError: (error) => failure(listingsPageMessages.updateFailed, error),
    });
  };

  const onRefresh = (ids: string[]) => {
    if (ids.length === 0) {
      toast({ title: listingsPageMessages.selectToRefresh, variant: 'destructive' });
      return;
    }
    refresh.mutate(ids, {
      onSuccess: (refreshed) => {
        setSelected(new Set());
        toast({ title: listingsPageMessages.refreshed(refreshed.length), variant: 'success' });
      },
      onError: (error) => failure(listingsPageMessages.refreshFailed, error),
    });
  };

  return (
    <div className={styles.page}>
      <ListingsView
        listings={list.data}
        isLoading={list.isPending}
        error={list.isError && !list.data ? list.error.message : null}
        onRetry={() => void list.refetch()}
        stats={stats.data ?? null}
        isStatsLoading={stats.isPending}
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(next) => update({ status: next })}
        listingType={listingType}
        onListingTypeChange={(next) => update({ listingType: next })}
        tab={tab}
        onTabChange={(t: ListingsTab) => update({ tab: t })}
        view={view}
        onViewChange={(next) => update({ view: next })}
        selectedIds={selected}
        onSelectionChange={setSelected}
        onRefresh={onRefresh}
        isRefreshing={refresh.isPending}
        onAction={onAction}
        creatingProjectId={createProject.isPending ? createProject.variables : null}
        onAddListings={onAddListings}
      />
    </div>
  );
}
