import { queryOptions } from '@tanstack/react-query';
import type { HomeDesignApi, ImageListParams, ProjectListParams } from './homeDesign.ts';

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
    },
    images: {
      all: () => ['images'] as const,
      list: (params: ImageListParams = {}) =>
        queryOptions({
          queryKey: ['images', 'list', params] as const,
          queryFn: () => api.listImages(params),
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
