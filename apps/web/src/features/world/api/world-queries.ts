/** TanStack Query hooks of the room list (the room itself loads its data in room/use-room-data.ts). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchExhibitionList, searchExhibitions } from './world-api';

/** Keyed by the viewer: a member's own room heads their first page. */
export function useExhibitionList(viewer: string | null) {
  return useInfiniteQuery({
    queryKey: ['world', 'exhibitions', viewer ?? 'guest'],
    queryFn: ({ pageParam, signal }) => fetchExhibitionList(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 15_000,
  });
}

export function useExhibitionSearch(name: string) {
  return useQuery({
    queryKey: ['world', 'search', name],
    queryFn: ({ signal }) => searchExhibitions(name, signal),
    enabled: name.length > 0,
    staleTime: 15_000,
  });
}
