/** Reporting a message or a person to support, and the member's own reports with their outcome. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type MyReports, type ReportRequest } from '@culture/protocol';
import { api } from '../../../lib/api-client';

const MINE = ['reports', 'mine'] as const;

export function useReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) => api.post<{ id: string }>(API_PATHS.reports, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: MINE }),
  });
}

/** The member's reports, newest first: how support resolved each (docs/decisions.md). */
export function useMyReports(enabled: boolean) {
  return useQuery({
    queryKey: MINE,
    queryFn: () => api.get<MyReports>(API_PATHS.reports).then((r) => r.items),
    enabled,
    staleTime: 30_000,
  });
}
