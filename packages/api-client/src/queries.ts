import { queryOptions } from '@tanstack/react-query';
import type { AuthApi } from './auth.ts';

/** TanStack Query options for the auth feature (TkDodo's query-options factory). */
export function createAuthQueries(api: AuthApi) {
  return {
    all: () => ['auth'] as const,
    me: () =>
      queryOptions({
        queryKey: ['auth', 'me'] as const,
        queryFn: () => api.me(),
        staleTime: 30_000,
      }),
  };
}
