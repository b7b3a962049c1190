import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { homeDesignQueries } from './api/homeDesign.ts';

/** Images per server page on the project page: six rows of four, two screens of a phone. */
export const PROJECT_IMAGES_PAGE = 24;

/**
 * A project's images page by page from the server (GET /images/?project=&page_size=, issue
 * #23): the pages loaded so far in upload order, the project's total, and the next page on
 * demand, so a project of 2 000 images opens as fast as one of 20.
 */
export function useProjectImages(projectId: string, pageSize = PROJECT_IMAGES_PAGE) {
  const query = useInfiniteQuery({
    ...homeDesignQueries.images.pages({ project: projectId, page_size: pageSize }),
    enabled: projectId !== '',
  });
  const images = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  return {
    images,
    /** All the project's images, loaded or not; undefined until the first page answers. */
    total: query.data?.pages[0]?.count,
    isPending: query.isPending,
    /** The first page failed (a later page's failure is `loadMoreFailed`). */
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore: () => {
      // A second press before the re-render must not cancel and re-ask the same page.
      if (query.hasNextPage && !query.isFetching)
        void query.fetchNextPage({ cancelRefetch: false });
    },
    refetch: () => void query.refetch(),
  };
}
