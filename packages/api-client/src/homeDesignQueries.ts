import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  HomeDesignApi,
  ImageListParams,
  ImagePageParams,
  ProjectListParams,
} from './homeDesign.ts';

/**
 * TanStack Query options for the home-design feature (TkDodo's query-options factory): pages
 * call `useQuery(q.projects.detail(id))`; mutations invalidate by the `all()` prefixes.
 */
export function createHomeDesignQueries(api: HomeDesignApi) {
  return {
    projects: {
      all: () => ['projects'] as const,
      list: (params: ProjectListParams = {}) =>
        queryOptions({
          queryKey: ['projects', 'list', params] as const,
          queryFn: () => api.listProjects(params),
        }),
      detail: (id: string) =>
        queryOptions({
          queryKey: ['projects', 'detail', id] as const,
          queryFn: () => api.getProject(id),
        }),
      /** The project without its images (title, counts, cover): the page pages them apart. */
      summary: (id: string) =>
        queryOptions({
          queryKey: ['projects', 'detail', id, 'summary'] as const,
          queryFn: () => api.getProject(id, { image_limit: 0 }),
        }),
    },
    images: {
      all: () => ['images'] as const,
      list: (params: ImageListParams = {}) =>
        queryOptions({
          queryKey: ['images', 'list', params] as const,
          queryFn: () => api.listImages(params),
        }),
      /** Images page by page from the server (`useInfiniteQuery`): Load more asks for the next. */
      pages: (params: Omit<ImagePageParams, 'cursor'>) =>
        infiniteQueryOptions({
          queryKey: ['images', 'pages', params] as const,
          queryFn: ({ pageParam }) =>
            api.imagePage({ ...params, ...(pageParam ? { cursor: pageParam } : {}) }),
          initialPageParam: null as string | null,
          getNextPageParam: (last) => last.next_cursor,
        }),
      recent: (limit = 8) =>
        queryOptions({
          queryKey: ['images', 'recent', limit] as const,
          queryFn: () => api.recentImages(limit),
        }),
      detail: (id: string) =>
        queryOptions({
          queryKey: ['images', 'detail', id] as const,
          queryFn: () => api.getImage(id),
        }),
      versions: (id: string) =>
        queryOptions({
          queryKey: ['images', 'versions', id] as const,
          queryFn: () => api.getVersions(id),
        }),
    },
    tags: {
      all: () => ['tags'] as const,
      list: (category?: string) =>
        queryOptions({
          queryKey: ['tags', 'list', category ?? null] as const,
          queryFn: () => api.listTags(category),
          staleTime: 60_000,
        }),
    },
    user: {
      all: () => ['user'] as const,
      quickStats: () =>
        queryOptions({
          queryKey: ['user', 'quick-stats'] as const,
          queryFn: () => api.quickStats(),
        }),
      activity: (limit = 5) =>
        queryOptions({
          queryKey: ['user', 'activity', limit] as const,
          queryFn: () => api.activity(limit),
        }),
    },
  };
}
export type HomeDesignQueries = ReturnType<typeof createHomeDesignQueries>;
