import { useInfiniteQuery } from '@tanstack/react-query';

export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * A server-paged list (keyset cursors): the first page for these filters and sort, then `loadMore` for the next.
 * Changing filters or sort starts again from the first page.
 */
export function useKeysetList<Row, Query>(
  key: string,
  query: Query,
  fetchPage: (query: Query, cursor: string | null, signal: AbortSignal) => Promise<KeysetPage<Row>>,
) {
  const list = useInfiniteQuery({
    queryKey: ['staff', key, query],
    queryFn: ({ pageParam, signal }) => fetchPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
    staleTime: 0,
  });
  return {
    rows: list.data?.pages.flatMap((page) => page.rows) ?? [],
    pending: list.isPending,
    error: list.error,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => list.fetchNextPage(),
    refresh: () => list.refetch(),
  };
}
