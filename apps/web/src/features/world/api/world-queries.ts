/**
 * TanStack Query hooks of the world's calls, one per endpoint (the room itself loads its data in
 * room/use-room-data.ts).
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { fetchExhibitionList, fetchUploadLink, putModel, saveDress, searchExhibitions } from './world-api';

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

/** `POST /api/v3/me/dress`: an official dress, or `null` for the member's own model. */
export function useSaveDress() {
  return useMutation({ mutationFn: (dressId: string | null) => saveDress(dressId) });
}

/**
 * The avatar model upload: a fresh link (`GET …/vr-user-model-upload-link/{id}`, ten minutes),
 * then the PUT to it. The link is asked for each time: a wardrobe left open outlives one.
 */
export function useModelUpload() {
  return useMutation({
    mutationFn: async ({ userId, file, onProgress }: { userId: string; file: Blob; onProgress: (share: number) => void }) =>
      putModel(await fetchUploadLink(userId), file, onProgress),
  });
}
