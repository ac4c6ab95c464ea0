/** One fetcher and one TanStack Query hook per use of `GET /api/v2/users` (spec §7). */
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type UserSummary } from '@culture/protocol';
import { api } from '../../../lib/api-client';

type UserList = { content: UserSummary[] };

/** People whose nickname contains the text (asked once the text is not empty). */
export function useUserSearch(nickname: string) {
  const text = nickname.trim();
  return useQuery({
    queryKey: ['users', 'search', text],
    queryFn: () => api.get<UserList>(API_PATHS.users, { query: { nickname: text } }).then((r) => r.content),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
}

/** One member's card (a profile page); null when there is no such member. */
export function useUserCard(userId: string) {
  return useQuery({
    queryKey: ['users', 'card', userId],
    queryFn: () => api.get<UserList>(API_PATHS.users, { query: { user_id: userId } }).then((r) => r.content[0] ?? null),
    retry: false,
  });
}
