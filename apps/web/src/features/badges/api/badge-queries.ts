/** One fetcher and one TanStack Query hook per badge endpoint (spec §2 /Medal, /MyMedal, claims). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  routePath,
  type BadgeEvent,
  type BadgeEventList,
  type BadgeVerification,
  type KioskQr,
  type MyBadge,
  type MyBadges,
} from '@culture/protocol';
import { api, ApiRequestError } from '../../../lib/api-client';

/** Keyed by the viewer: "claimed" is per person, so logging in or out asks again. */
export const badgeEventsKey = (userId: string | null) => ['badges', 'events', userId ?? 'nobody'] as const;
export const badgeEventKey = (slug: string, userId: string | null) => ['badges', 'event', slug, userId ?? 'nobody'] as const;

export function useBadgeEvents(userId: string | null) {
  return useQuery({
    queryKey: badgeEventsKey(userId),
    queryFn: () => api.get<BadgeEventList>(API_PATHS.badgeEvents),
    staleTime: 0,
  });
}

export function useBadgeEvent(slug: string, userId: string | null) {
  return useQuery({
    queryKey: badgeEventKey(slug, userId),
    queryFn: () => api.get<BadgeEvent>(routePath(API_PATHS.badgeEvent, { slug })),
    staleTime: 0,
    retry: false,
  });
}

export function useMyBadges() {
  return useInfiniteQuery({
    queryKey: ['badges', 'mine'],
    queryFn: ({ pageParam }) => api.get<MyBadges>(API_PATHS.myBadges, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function useBadgeVerification(token: string) {
  return useQuery({
    queryKey: ['badges', 'verify', token],
    queryFn: () => api.get<BadgeVerification>(routePath(API_PATHS.badgeVerify, { token }), { auth: false }),
    retry: false,
  });
}

/** The venue screen's QR; asked again shortly before the token rotates. */
export function useKioskQr(kioskToken: string) {
  return useQuery({
    queryKey: ['badges', 'kiosk', kioskToken],
    queryFn: () =>
      api.get<KioskQr>(API_PATHS.badgeKiosk, {
        auth: false,
        authorization: `Bearer ${kioskToken}`,
      }),
    // Just after the token rotates (the previous one stays valid 60 s, so the screen is never stale
    // for a scanner); every 5 s while the network is down.
    refetchInterval: (query) => (query.state.error ? 5 : Math.max(5, (query.state.data?.rotatesInSeconds ?? 30) + 1)) * 1000,
    refetchIntervalInBackground: true,
    // A wrong kiosk token will not become right by asking again; a network blip might.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 401) && count < 3,
  });
}

/** How a badge is claimed, and what each way sends. */
export type BadgeClaim =
  | { method: 'app'; event: string }
  | { method: 'venue'; token: string }
  | { method: 'nfc'; uid: string; ctr: string; cmac: string }
  | { method: 'code'; code: string };

function postClaim(claim: BadgeClaim): Promise<MyBadge> {
  switch (claim.method) {
    case 'app':
      return api.post<MyBadge>(API_PATHS.badgeClaim, { event: claim.event });
    case 'venue':
      return api.post<MyBadge>(API_PATHS.badgeClaimVenue, { token: claim.token });
    case 'nfc':
      return api.post<MyBadge>(API_PATHS.badgeClaimNfc, { uid: claim.uid, ctr: claim.ctr, cmac: claim.cmac });
    case 'code':
      return api.post<MyBadge>(API_PATHS.badgeClaimCode, { code: claim.code });
  }
}

/** Claims a badge; afterwards every badge list and state is asked again. */
export function useClaimBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['badges'] }),
  });
}
