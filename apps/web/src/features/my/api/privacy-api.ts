/**
 * The privacy rights of /My (docs/privacy.md): "Download my data" and the account cancellation's
 * cooling-off. One fetcher and one hook per endpoint.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CancellationState, type DataExport, type DataExportStatus, type NoticeList } from '@culture/protocol';
import { api, appHeaders, ensureSessionToken } from '../../../lib/api-client';

const keys = { exports: ['privacy', 'data-exports'] as const, cancellation: ['privacy', 'cancellation'] as const };

export const fetchDataExport = () => api.get<DataExportStatus>(API_PATHS.dataExports);
export const requestDataExport = () => api.post<DataExport>(API_PATHS.dataExports, {});
export const fetchCancellation = () => api.get<CancellationState>(API_PATHS.cancellation);
export const requestCancellation = () => api.post<CancellationState>(API_PATHS.cancellation, { confirm: true });
export const withdrawCancellation = () => api.post<CancellationState>(API_PATHS.cancellationWithdraw, { confirm: true });

/** The zip comes with the person's own session (never a bare link), saved through an object URL. */
export async function saveDataExport(job: DataExport): Promise<void> {
  if (!job.downloadPath) return;
  const response = await fetch(job.downloadPath, {
    headers: { ...appHeaders(), authorization: `Bearer ${await ensureSessionToken()}` },
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${job.id}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const open = (job: DataExport | null | undefined) => job?.state === 'queued' || job?.state === 'running';

/** My latest export; asked again every 1.5 s while it is being made (its progress). */
export function useDataExport() {
  return useQuery({
    queryKey: keys.exports,
    queryFn: fetchDataExport,
    staleTime: 0,
    refetchInterval: (query) => (open(query.state.data?.latest) ? 1_500 : false),
  });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (job) => client.setQueryData(keys.exports, { latest: job }),
  });
}

export function useCancellation() {
  return useQuery({ queryKey: keys.cancellation, queryFn: fetchCancellation, staleTime: 0 });
}

export function useRequestCancellation() {
  return useMutation({ mutationFn: requestCancellation });
}

export function useWithdrawCancellation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawCancellation,
    onSuccess: (state) => client.setQueryData(keys.cancellation, state),
  });
}

/** The unread notices shown beside /My's "Notices" (docs/privacy.md, "Notices"). */
export function useUnreadNotices() {
  return useQuery({
    queryKey: ['privacy', 'notices'],
    queryFn: () => api.get<NoticeList>(API_PATHS.notices),
    select: (list) => list.unread,
  });
}
