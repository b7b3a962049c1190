import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  HOME_DESIGN_BASE,
  Listing,
  ListingStats,
  type ListingStatus,
  type ListingType,
} from './contract/index.ts';
import type { HttpClient } from './http.ts';

/*
 * The property-listings calls of spec part 2 §7 ("the API layer names these"), parsed with the
 * contract, and their TanStack Query factory. The replies the contract does not describe yet
 * (create_from_urls' failures, batches, templates) are read leniently here.
 */

const L = `${HOME_DESIGN_BASE}/listings`;
export const listingPaths = {
  list: `${L}/`,
  item: (id: string) => `${L}/${id}/`,
  stats: `${L}/stats/`,
  createFromUrls: `${L}/create_from_urls/`,
  createProject: (id: string) => `${L}/${id}/create_project/`,
  toggleFeatured: (id: string) => `${L}/${id}/toggle_featured/`,
  archive: (id: string) => `${L}/${id}/archive/`,
  unarchive: (id: string) => `${L}/${id}/unarchive/`,
  refresh: `${L}/refresh_listings/`,
  batches: `${HOME_DESIGN_BASE}/listing-batches/`,
  templates: `${HOME_DESIGN_BASE}/listing-templates/`,
} as const;

/** A listing plus the readable reason of a failed import, when the server gives one. */
export const ListingWithReason = Listing.extend({
  error_message: z.string().nullable().optional(),
});
export type ListingWithReason = z.infer<typeof ListingWithReason>;

const ListingReplyList = z.union([
  z.array(ListingWithReason),
  z.object({ results: z.array(ListingWithReason) }).transform((page) => page.results),
]);

/** A URL the server refused, with its reason (`error`, `reason` or `detail`). */
const RefusedUrl = z
  .object({
    url: z.string(),
    error: z.string().optional(),
    reason: z.string().optional(),
    detail: z.string().optional(),
  })
  .transform((f) => ({ url: f.url, error: f.error ?? f.reason ?? f.detail ?? 'Not accepted' }));
export type RefusedListingUrl = z.output<typeof RefusedUrl>;

/** POST /listings/create_from_urls/ → `successful` (and the refused URLs with reasons). */
export const CreateListingsReply = z.object({
  successful: z.array(ListingWithReason),
  failed: z.array(RefusedUrl).optional().default([]),
});
export type CreateListingsReply = z.output<typeof CreateListingsReply>;

/** POST /listings/{id}/create_project/ → `project.id`. */
export const CreateProjectReply = z.object({
  project: z.object({ id: z.string() }).loose(),
});

const RefreshReply = z.union([
  z.array(ListingWithReason),
  z.object({ refreshed: z.array(ListingWithReason) }).transform((r) => r.refreshed),
  z.object({ results: z.array(ListingWithReason) }).transform((r) => r.results),
]);

/** Batches and templates: the page only lists them, so any object with an id is read. */
const Loose = z.object({ id: z.union([z.string(), z.number()]) }).loose();
const LooseList = z.union([
  z.array(Loose),
  z.object({ results: z.array(Loose) }).transform((p) => p.results),
]);
export type ListingBatch = z.output<typeof Loose>;
export type ListingTemplate = z.output<typeof Loose>;

/** The page's filters; `undefined` means no filter. */
export interface ListingFilterParams {
  status?: ListingStatus;
  listing_type?: ListingType;
  search?: string;
  is_featured?: boolean;
  is_archived?: boolean;
  has_project?: boolean;
}

/** Blank search and unset flags are left out, so equal filters share one cache entry. */
export function normaliseListingFilters(f: ListingFilterParams): ListingFilterParams {
  const out: ListingFilterParams = {};
  const search = f.search?.trim();
  if (f.status) out.status = f.status;
  if (f.listing_type) out.listing_type = f.listing_type;
  if (search) out.search = search;
  if (f.is_featured != null) out.is_featured = f.is_featured;
  if (f.is_archived != null) out.is_archived = f.is_archived;
  if (f.has_project != null) out.has_project = f.has_project;
  return out;
}

/** A listing the server is still importing: the page polls while any is. */
export const isListingInProgress = (l: Pick<Listing, 'status'>) =>
  l.status === 'pending' || l.status === 'scraping' || l.status === 'processing';

export function createListingsApi(http: HttpClient) {
  return {
    list: async (filters: ListingFilterParams = {}) => {
      const f = normaliseListingFilters(filters);
      return ListingReplyList.parse(await http(listingPaths.list, { query: { ...f } }));
    },
    get: async (id: string) => ListingWithReason.parse(await http(listingPaths.item(id))),
    stats: async () => ListingStats.parse(await http(listingPaths.stats)),
    createFromUrls: async (urls: readonly string[], autoCreateProject = false) =>
      CreateListingsReply.parse(
        await http(listingPaths.createFromUrls, {
          json: { urls, auto_create_project: autoCreateProject },
        }),
      ),
    createProject: async (id: string, downloadImages = true) =>
      CreateProjectReply.parse(
        await http(listingPaths.createProject(id), {
          json: { listing_id: id, download_images: downloadImages },
        }),
      ).project,
    toggleFeatured: async (id: string) =>
      ListingWithReason.parse(await http(listingPaths.toggleFeatured(id), { method: 'POST' })),
    archive: async (id: string) =>
      ListingWithReason.parse(await http(listingPaths.archive(id), { method: 'POST' })),
    unarchive: async (id: string) =>
      ListingWithReason.parse(await http(listingPaths.unarchive(id), { method: 'POST' })),
    refresh: async (ids: readonly string[], force = false) =>
      RefreshReply.parse(await http(listingPaths.refresh, { json: { listing_ids: ids, force } })),
    batches: async () => LooseList.parse(await http(listingPaths.batches)),
    templates: async (sourceType?: string) =>
      LooseList.parse(await http(listingPaths.templates, { query: { source_type: sourceType } })),
  };
}
export type ListingsApi = ReturnType<typeof createListingsApi>;

/**
 * TanStack Query options for listings (TkDodo's factory). Every mutation invalidates the
 * whole `['listings']` tree (lists and stats move together) via `meta.invalidates`.
 */
export function createListingQueries(api: ListingsApi) {
  const all = () => ['listings'] as const;
  const invalidatesAll = { invalidates: [all()] };
  return {
    all,
    list: (filters: ListingFilterParams = {}) => {
      const f = normaliseListingFilters(filters);
      return queryOptions({
        queryKey: ['listings', 'list', f] as const,
        queryFn: () => api.list(f),
      });
    },
    detail: (id: string) =>
      queryOptions({ queryKey: ['listings', 'detail', id] as const, queryFn: () => api.get(id) }),
    stats: () =>
      queryOptions({ queryKey: ['listings', 'stats'] as const, queryFn: () => api.stats() }),
    batches: () =>
      queryOptions({ queryKey: ['listings', 'batches'] as const, queryFn: () => api.batches() }),
    templates: (sourceType?: string) =>
      queryOptions({
        queryKey: ['listings', 'templates', sourceType ?? null] as const,
        queryFn: () => api.templates(sourceType),
      }),
    mutations: {
      createFromUrls: () => ({
        mutationKey: ['listings', 'create'] as const,
        mutationFn: (urls: readonly string[]) => api.createFromUrls(urls),
        meta: invalidatesAll,
      }),
      createProject: () => ({
        mutationKey: ['listings', 'createProject'] as const,
        mutationFn: (id: string) => api.createProject(id),
        // The new project shows in the projects list too.
        meta: { invalidates: [all(), ['projects']] },
      }),
      toggleFeatured: () => ({
        mutationKey: ['listings', 'toggleFeatured'] as const,
        mutationFn: (id: string) => api.toggleFeatured(id),
        meta: invalidatesAll,
      }),
      archive: () => ({
        mutationKey: ['listings', 'archive'] as const,
        mutationFn: (id: string) => api.archive(id),
        meta: invalidatesAll,
      }),
      unarchive: () => ({
        mutationKey: ['listings', 'unarchive'] as const,
        mutationFn: (id: string) => api.unarchive(id),
        meta: invalidatesAll,
      }),
      refresh: () => ({
        mutationKey: ['listings', 'refresh'] as const,
        mutationFn: (ids: readonly string[]) => api.refresh(ids),
        meta: invalidatesAll,
      }),
    },
  };
}
export type ListingQueries = ReturnType<typeof createListingQueries>;
