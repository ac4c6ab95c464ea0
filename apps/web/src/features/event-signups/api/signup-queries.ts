/** One fetcher and one TanStack Query hook per event sign-up endpoint (sessions, tickets, the door). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CheckInResult, type EventSession, type StaffTicket, type Ticket } from '@culture/protocol';
import { api } from '../../../lib/api-client';

/** Keyed by the viewer: "reserved" is per person. */
export const sessionsKey = (event: string, userId: string | null) => ['signups', 'sessions', event, userId ?? 'nobody'] as const;

export function useEventSessions(event: string, userId: string | null) {
  return useQuery({
    queryKey: sessionsKey(event, userId),
    queryFn: () => api.get<{ sessions: EventSession[] }>(API_PATHS.eventSessions, { query: { event } }).then((r) => r.sessions),
    staleTime: 0,
  });
}

export function useMyTickets() {
  return useQuery({
    queryKey: ['signups', 'tickets'],
    queryFn: () => api.get<{ tickets: Ticket[] }>(API_PATHS.eventTickets).then((r) => r.tickets),
    staleTime: 0,
  });
}

/** Reserving or cancelling changes places left and the person's tickets: both are asked again. */
function useSignupMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ['signups'] }) });
}

export const useReserve = () => useSignupMutation((sessionId: number) => api.post<Ticket>(API_PATHS.eventReserve, { sessionId }));
export const useCancelTicket = () => useSignupMutation((ticketId: string) => api.post<null>(API_PATHS.eventCancel, { ticketId }));

export function useStaffEvents() {
  return useQuery({
    queryKey: ['signups', 'staff'],
    queryFn: () => api.get<{ events: string[] }>(API_PATHS.staffMe).then((r) => r.events),
    retry: false,
  });
}

export const useLookupTicket = () =>
  useMutation({ mutationFn: (ticketCode: string) => api.post<StaffTicket>(API_PATHS.staffTicketLookup, { ticketCode }) });
export const useCheckInTicket = () =>
  useMutation({ mutationFn: (ticketCode: string) => api.post<CheckInResult>(API_PATHS.staffTicketCheckIn, { ticketCode }) });
