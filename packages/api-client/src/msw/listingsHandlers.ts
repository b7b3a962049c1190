import { http, HttpResponse } from 'msw';
import {
  invalidListingUrls,
  LISTING_STATUSES,
  LISTING_TYPES,
  type ListingStats,
} from '../contract/index.ts';
import { isListingInProgress, listingPaths as paths, type ListingWithReason } from '../listings.ts';
import { makeListing, sampleListings } from './listingFixtures.ts';

/**
 * Property-listing handlers for Storybook and unit tests: an in-memory set of listings that
 * filters like the server, imports URLs as `pending` listings that move on to `scraping` and
 * `completed` one step per list call (`failed` for a host named `broken…`), and links a new
 * project on create_project.
 */
export interface ListingsScenario {
  listings: ListingWithReason[];
  /** Import steps: a pending listing advances on each GET /listings/ when true. */
  advance: boolean;
}

export function listingsScenario(overrides: Partial<ListingsScenario> = {}): ListingsScenario {
  return {
    listings: sampleListings.map((l) => ({ ...l })),
    advance: true,
    ...overrides,
  };
}

const detail = (message: string, status: number) =>
  HttpResponse.json({ detail: message }, { status });

const bool = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : undefined);

export function statsOf(listings: readonly ListingWithReason[]): ListingStats {
  return {
    total: listings.length,
    featured: listings.filter((l) => l.is_featured).length,
    with_projects: listings.filter((l) => l.project).length,
    for_sale: listings.filter((l) => l.listing_type === 'for_sale').length,
    for_rent: listings.filter((l) => l.listing_type === 'for_rent').length,
    archived: listings.filter((l) => l.is_archived).length,
  };
}

/** One import step: pending → scraping → completed (or failed for `broken` hosts). */
function step(l: ListingWithReason): ListingWithReason {
  if (l.status === 'pending') return { ...l, status: 'scraping' };
  if (l.status !== 'scraping' && l.status !== 'processing') return l;
  if (new URL(l.source_url).hostname.startsWith('broken')) {
    return { ...l, status: 'failed', error_message: 'No listing details found on this page' };
  }
  const n = Number(l.id.replace(/\D/g, '')) || 1;
  return {
    ...l,
    status: 'completed',
    title: `Imported home ${n}`,
    address: `${n} Imported Lane, Springfield, IL 62704`,
    price: 300_000 + n * 1_000,
    display_price: `$${(300_000 + n * 1_000).toLocaleString('en-US')}`,
    bedrooms: 3,
    bathrooms: 2,
    square_feet: 1_600,
    primary_image_url: '/samples/exterior/furnished_mediterranean_daylight.jpg',
  };
}

export function listingsHandlers(scenario: ListingsScenario = listingsScenario()) {
  const find = (id: string) => scenario.listings.find((l) => l.id === id);
  const replace = (next: ListingWithReason) => {
    scenario.listings = scenario.listings.map((l) => (l.id === next.id ? next : l));
    return next;
  };
  const flag = (id: string, patch: (l: ListingWithReason) => Partial<ListingWithReason>) => {
    const listing = find(id);
    if (!listing) return detail('Listing not found.', 404);
    return HttpResponse.json(replace({ ...listing, ...patch(listing) }));
  };
  let nextId = 100;
  let nextProject = 100;
  return [
    http.get(`*${paths.stats}`, () => HttpResponse.json(statsOf(scenario.listings))),
    http.get(`*${paths.batches}`, () => HttpResponse.json({ results: [] })),
    http.get(`*${paths.templates}`, () => HttpResponse.json({ results: [] })),
    http.get(`*${paths.list}`, ({ request }) => {
      if (scenario.advance) scenario.listings = scenario.listings.map(step);
      const q = new URL(request.url).searchParams;
      const status = q.get('status');
      const type = q.get('listing_type');
      if (status && !(LISTING_STATUSES as readonly string[]).includes(status))
        return detail('status must be completed, pending, scraping, processing or failed', 400);
      if (type && !(LISTING_TYPES as readonly string[]).includes(type))
        return detail('listing_type must be for_sale, for_rent, sold or pending', 400);
      const search = q.get('search')?.toLowerCase();
      const featured = bool(q.get('is_featured'));
      const archived = bool(q.get('is_archived'));
      const hasProject = bool(q.get('has_project'));
      const results = scenario.listings.filter(
        (l) =>
          (!status || l.status === status) &&
          (!type || l.listing_type === type) &&
          (featured == null || l.is_featured === featured) &&
          (archived == null || l.is_archived === archived) &&
          (hasProject == null || (l.project != null) === hasProject) &&
          (!search || `${l.title} ${l.address}`.toLowerCase().includes(search)),
      );
      return HttpResponse.json({ results });
    }),
    http.get(`*${paths.item(':id')}`, ({ params }) => {
      const listing = find(String(params.id));
      return listing ? HttpResponse.json(listing) : detail('Listing not found.', 404);
    }),
    http.post(`*${paths.createFromUrls}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { urls?: unknown } | null;
      const urls = Array.isArray(body?.urls)
        ? body.urls.filter((u): u is string => typeof u === 'string')
        : [];
      if (urls.length === 0) return detail('Please enter at least one URL', 400);
      const bad = new Set(invalidListingUrls(urls).map((b) => b.text));
      const successful = urls
        .filter((u) => !bad.has(u))
        .map((url) =>
          makeListing({
            id: `lst-${nextId++}`,
            source_url: url,
            source: 'custom',
            title: '',
            address: '',
            price: null,
            display_price: null,
            status: 'pending',
            bedrooms: null,
            bathrooms: null,
            square_feet: null,
            primary_image_url: null,
            created_at: new Date().toISOString(),
          }),
        );
      scenario.listings = [...successful, ...scenario.listings];
      return HttpResponse.json(
        { successful, failed: [...bad].map((url) => ({ url, error: 'Not a valid URL' })) },
        { status: 201 },
      );
    }),
    http.post(`*${paths.createProject(':id')}`, ({ params }) => {
      const listing = find(String(params.id));
      if (!listing) return detail('Listing not found.', 404);
      if (listing.status !== 'completed') return detail('The listing is not imported yet.', 409);
      const project = listing.project ?? {
        id: `prj-${nextProject++}`,
        title: listing.title || listing.address,
      };
      replace({ ...listing, project });
      return HttpResponse.json({ project }, { status: 201 });
    }),
    http.post(`*${paths.toggleFeatured(':id')}`, ({ params }) =>
      flag(String(params.id), (l) => ({ is_featured: !l.is_featured })),
    ),
    http.post(`*${paths.archive(':id')}`, ({ params }) =>
      flag(String(params.id), () => ({ is_archived: true })),
    ),
    http.post(`*${paths.unarchive(':id')}`, ({ params }) =>
      flag(String(params.id), () => ({ is_archived: false })),
    ),
    http.post(`*${paths.refresh}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { listing_ids?: unknown } | null;
      const ids = Array.isArray(body?.listing_ids) ? body.listing_ids.map(String) : [];
      if (ids.length === 0) return detail('Please select listings to refresh', 400);
      const refreshed = ids.flatMap((id) => {
        const l = find(id);
        if (!l || isListingInProgress(l)) return l ? [l] : [];
        return [replace({ ...l, status: 'pending', error_message: null })];
      });
      return HttpResponse.json({ refreshed });
    }),
  ];
}

/** Handlers for the error states of stories and tests. */
export const listingsErrorHandlers = {
  listDown: http.get(`*${paths.list}`, () => detail('Failed to load listings', 503)),
  statsDown: http.get(`*${paths.stats}`, () => detail('Service unavailable', 503)),
  listSlow: http.get(`*${paths.list}`, () => new Promise<Response>(() => undefined)),
  statsSlow: http.get(`*${paths.stats}`, () => new Promise<Response>(() => undefined)),
  createDown: http.post(`*${paths.createFromUrls}`, () =>
    detail('Listing imports are paused for maintenance.', 503),
  ),
  createProjectDown: http.post(`*${paths.createProject(':id')}`, () =>
    detail('Could not download the listing images.', 502),
  ),
  updateDown: http.post(`*${paths.toggleFeatured(':id')}`, () =>
    detail('Listing could not be updated.', 503),
  ),
  refreshDown: http.post(`*${paths.refresh}`, () => detail('Refresh failed', 503)),
};
