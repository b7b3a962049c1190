import {
  LISTING_STATUSES,
  LISTING_TYPES,
  type ListingStatus,
  type ListingType,
} from '@hds/api-client';
import type { ListingsTab, ListingsViewMode } from '@hds/ui';

/**
 * The listings page's search, filters, tab and view live in the URL, as the gallery's do:
 * `q`, `status`, `type`, `tab`, `view`. Defaults are left out; an unknown value reads as the
 * default, so a hand-edited or stale link shows the page rather than an error.
 */
export interface ListingsUrlState {
  search: string;
  status: ListingStatus | 'all';
  listingType: ListingType | 'all';
  tab: ListingsTab;
  view: ListingsViewMode;
}

export const listingsUrlDefaults: ListingsUrlState = {
  search: '',
  status: 'all',
  listingType: 'all',
  tab: 'all',
  view: 'grid',
};

const LISTINGS_TABS = ['all', 'featured', 'with_projects', 'archived'] as const;
const VIEWS = ['grid', 'list'] as const;
/** As the gallery's: a pasted novel in `q` is not sent to the server. */
const MAX_SEARCH = 200;

const pick = <T extends string>(list: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function readListingsUrl(params: URLSearchParams): ListingsUrlState {
  const d = listingsUrlDefaults;
  return {
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    status: pick<ListingStatus | 'all'>(LISTING_STATUSES, params.get('status'), d.status),
    listingType: pick<ListingType | 'all'>(LISTING_TYPES, params.get('type'), d.listingType),
    tab: pick<ListingsTab>(LISTINGS_TABS, params.get('tab'), d.tab),
    view: pick<ListingsViewMode>(VIEWS, params.get('view'), d.view),
  };
}

export function writeListingsUrl(state: ListingsUrlState): URLSearchParams {
  const p = new URLSearchParams();
  const d = listingsUrlDefaults;
  if (state.search) p.set('q', state.search);
  if (state.status !== d.status) p.set('status', state.status);
  if (state.listingType !== d.listingType) p.set('type', state.listingType);
  if (state.tab !== d.tab) p.set('tab', state.tab);
  if (state.view !== d.view) p.set('view', state.view);
  return p;
}
