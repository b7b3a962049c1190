import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { GALLERY_PAGE_SIZE, galleryPaths as paths } from './contract/index.ts';
import type { GalleryEditBody, GalleryModerateBody, GalleryPublishBody } from './contract/index.ts';
import type { HttpClient } from './http.ts';
import { parsed } from './replies.ts';

/** The schemas of these replies, loaded with the first (replies.ts). */
const schemas = () => import('./contract/gallery.ts');

/** The list's filters as the browser holds them (spec part 2 §3 "gallery filters"). */
export interface GalleryFilterParams {
  search?: string;
  category?: string;
  style?: string;
  roomType?: string;
  sort?: 'recent' | 'popular' | 'trending' | 'featured';
  timeRange?: 'all' | 'today' | 'week' | 'month' | 'year';
}

/** 'All' and '' mean no filter; defaults are left out so equal filters share one cache entry. */
export function normaliseGalleryFilters(f: GalleryFilterParams): GalleryFilterParams {
  const keep = (v: string | undefined) => (v && v !== 'All' ? v : undefined);
  const out: GalleryFilterParams = {};
  const search = f.search?.trim();
  if (search) out.search = search;
  if (keep(f.category)) out.category = f.category;
  if (keep(f.style)) out.style = f.style;
  if (keep(f.roomType)) out.roomType = f.roomType;
  if (f.sort && f.sort !== 'popular') out.sort = f.sort;
  if (f.timeRange && f.timeRange !== 'all') out.timeRange = f.timeRange;
  return out;
}

/** Spec part 2 §4: Load More asks for page floor(loaded / 20) + 1. */
export const nextGalleryPage = (loaded: number, pageSize = GALLERY_PAGE_SIZE) =>
  Math.floor(loaded / pageSize) + 1;

/** The gallery calls of spec part 2 §7 plus publishing and moderation, parsed with the contract. */
export function createGalleryApi(http: HttpClient) {
  return {
    list: async (filters: GalleryFilterParams = {}, page = 1, limit = GALLERY_PAGE_SIZE) => {
      const f = normaliseGalleryFilters(filters);
      return parsed(
        http(paths.list, {
          query: {
            search: f.search,
            category: f.category,
            style: f.style,
            room_type: f.roomType,
            sort: f.sort,
            time_range: f.timeRange,
            page,
            limit,
          },
        }),
        schemas,
        (s) => s.GalleryList,
      );
    },
    get: async (id: string) => parsed(http(paths.item(id)), schemas, (s) => s.GalleryItem),
    like: async (id: string) =>
      parsed(http(paths.like(id), { method: 'POST' }), schemas, (s) => s.GalleryLikeReply),
    share: async (id: string) =>
      parsed(http(paths.share(id), { method: 'POST' }), schemas, (s) => s.GalleryShareReply),
    report: async (id: string, reason: string) =>
      parsed(http(paths.report(id), { json: { reason } }), schemas, (s) => s.GalleryReportReply),
    publish: async (body: GalleryPublishBody) =>
      parsed(http(paths.publish, { json: body }), schemas, (s) => s.GalleryItem),
    mine: async () => (await parsed(http(paths.mine), schemas, (s) => s.GalleryOwnList)).items,
    edit: async (id: string, body: GalleryEditBody) =>
      parsed(
        http(paths.ownItem(id), { method: 'PATCH', json: body }),
        schemas,
        (s) => s.GalleryItem,
      ),
    unpublish: async (id: string) => {
      await http(paths.ownItem(id), { method: 'DELETE' });
    },
    moderationQueue: async () =>
      (await parsed(http(paths.moderation), schemas, (s) => s.GalleryOwnList)).items,
    moderate: async (id: string, action: GalleryModerateBody['action']) => {
      await http(paths.moderate(id), { json: { action } });
    },
  };
}
export type GalleryApi = ReturnType<typeof createGalleryApi>;

/**
 * TanStack Query options for the gallery (TkDodo's factory). The list is infinite: a filter
 * change is a new key (reloads from page 1); the next page is floor(loaded / 20) + 1.
 * Mutations name what they invalidate in `meta.invalidates`.
 */
export function createGalleryQueries(api: GalleryApi) {
  const all = () => ['gallery'] as const;
  return {
    all,
    list: (filters: GalleryFilterParams = {}) => {
      const f = normaliseGalleryFilters(filters);
      return infiniteQueryOptions({
        queryKey: ['gallery', 'list', f] as const,
        queryFn: ({ pageParam }) => api.list(f, pageParam),
        initialPageParam: 1,
        getNextPageParam: (last, pages) =>
          last.hasMore ? nextGalleryPage(pages.reduce((n, p) => n + p.items.length, 0)) : undefined,
      });
    },
    detail: (id: string) =>
      queryOptions({
        queryKey: ['gallery', 'detail', id] as const,
        queryFn: () => api.get(id),
      }),
    mine: () => queryOptions({ queryKey: ['gallery', 'mine'] as const, queryFn: () => api.mine() }),
    moderation: () =>
      queryOptions({
        queryKey: ['gallery', 'moderation'] as const,
        queryFn: () => api.moderationQueue(),
        retry: false,
      }),
    mutations: {
      like: () => ({
        mutationKey: ['gallery', 'like'] as const,
        mutationFn: (id: string) => api.like(id),
      }),
      share: () => ({
        mutationKey: ['gallery', 'share'] as const,
        mutationFn: (id: string) => api.share(id),
      }),
      report: () => ({
        mutationKey: ['gallery', 'report'] as const,
        mutationFn: ({ id, reason }: { id: string; reason: string }) => api.report(id, reason),
      }),
      publish: () => ({
        mutationKey: ['gallery', 'publish'] as const,
        mutationFn: (body: GalleryPublishBody) => api.publish(body),
        meta: { invalidates: [all()] },
      }),
      edit: () => ({
        mutationKey: ['gallery', 'edit'] as const,
        mutationFn: ({ id, body }: { id: string; body: GalleryEditBody }) => api.edit(id, body),
        meta: { invalidates: [all()] },
      }),
      unpublish: () => ({
        mutationKey: ['gallery', 'unpublish'] as const,
        mutationFn: (id: string) => api.unpublish(id),
        meta: { invalidates: [all()] },
      }),
      moderate: () => ({
        mutationKey: ['gallery', 'moderate'] as const,
        mutationFn: ({ id, action }: { id: string; action: GalleryModerateBody['action'] }) =>
          api.moderate(id, action),
        meta: { invalidates: [all()] },
      }),
    },
  };
}
export type GalleryQueries = ReturnType<typeof createGalleryQueries>;
