/** Joining two accounts (docs/decisions.md, "Joining two accounts"): prove the other login, then merge. */
import { API_PATHS, type AccountMergePreview, type AccountMergePreviewResult, type AccountMergeResult } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const previewAccountMerge = (proof: AccountMergePreview) =>
  api.post<AccountMergePreviewResult>(API_PATHS.accountMergePreview, proof);
export const mergeAccounts = (ticket: string) => api.post<AccountMergeResult>(API_PATHS.accountMerge, { ticket });
