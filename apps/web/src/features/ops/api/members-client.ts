/** The members and support section's calls (docs/operator-console.md, "Members and support"). */
import {
  API_PATHS,
  type AdminNotice,
  type MemberRecord,
  type MemberSearch,
  type ReportQueue,
  type ReportResolve,
  type RightsAnswer,
  type RightsQueue,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

export type MemberAction = 'disable' | 'enable' | 'unmute' | 'deletion';
const ACTION_PATHS: Record<MemberAction, string> = {
  disable: API_PATHS.adminMemberDisable,
  enable: API_PATHS.adminMemberEnable,
  unmute: API_PATHS.adminMemberUnmute,
  deletion: API_PATHS.adminMemberDeletion,
};

export const membersApi = {
  search: (q: string) => opsRequest<MemberSearch>('GET', API_PATHS.adminMembers, { query: { q } }),
  record: (id: string) => opsRequest<MemberRecord>('GET', API_PATHS.adminMemberRecord, { query: { id } }),
  act: (action: MemberAction, userId: string) =>
    opsRequest<{ changed: boolean }>('POST', ACTION_PATHS[action], { body: { user_id: userId } }),
  reports: (cursor?: string) =>
    opsRequest<ReportQueue>('GET', API_PATHS.adminReports, { query: cursor ? { cursor } : undefined }),
  resolve: (body: ReportResolve) => opsRequest<unknown>('POST', API_PATHS.adminReportResolve, { body }),
  rights: () => opsRequest<RightsQueue>('GET', API_PATHS.adminRightsRequests),
  answerRights: (body: RightsAnswer) => opsRequest<unknown>('POST', API_PATHS.adminRightsAnswer, { body }),
  /** The 30 days' notice (docs/privacy.md, "Notices"). */
  notice: (body: AdminNotice) => opsRequest<{ id: string }>('POST', API_PATHS.adminNotices, { body }),
};
