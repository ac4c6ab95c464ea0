/** The badges and events section's calls (docs/operator-console.md, "Badges and events"), through the console's client. */
import {
  API_PATHS,
  type BadgeAdminList,
  type BadgeClaimMethod,
  type EventAttendance,
  type EventSessionAdminList,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

/** A badge event as the create form sends it (simplified Chinese required in each text). */
export interface BadgeEventDraft {
  slug: string;
  name: Record<string, string>;
  story: Record<string, string>;
  benefits: Record<string, string>;
  artwork: string;
  supply: number | null;
  opensAt: string;
  closesAt: string | null;
  page: string | null;
  methods: BadgeClaimMethod[];
}

/** A session as the create form sends it. */
export interface SessionDraft {
  event: string;
  title: Record<string, string>;
  place: Record<string, string>;
  startsAt: string;
  endsAt: string;
  capacity: number;
}

export const eventsApi = {
  sessions: (cursor?: string) =>
    opsRequest<EventSessionAdminList>('GET', API_PATHS.adminEventSessions, { query: cursor ? { cursor } : undefined }),
  createSession: (draft: SessionDraft) =>
    opsRequest<{ sessionId: number }>('POST', API_PATHS.adminEventSessions, { body: draft }),
  grantStaff: (event: string, userId: string) => opsRequest<null>('POST', API_PATHS.adminEventStaff, { body: { event, userId } }),
  attendance: (sessionId: number) =>
    opsRequest<EventAttendance>('GET', API_PATHS.adminEventAttendance.replace(':sessionId', String(sessionId))),
  badgeEvents: (cursor?: string) =>
    opsRequest<BadgeAdminList>('GET', API_PATHS.adminBadgeEvents, { query: cursor ? { cursor } : undefined }),
  createBadgeEvent: (draft: BadgeEventDraft) => opsRequest<null>('POST', API_PATHS.adminBadgeEvents, { body: draft }),
  open: (event: string) => opsRequest<null>('POST', API_PATHS.adminBadgeEventsOpen, { body: { event } }),
  close: (event: string) => opsRequest<null>('POST', API_PATHS.adminBadgeEventsClose, { body: { event } }),
  generateCodes: (event: string, count: number) =>
    opsRequest<{ codes: string[] }>('POST', API_PATHS.adminBadgeClaimCodes, { body: { event, count } }),
  registerTag: (event: string, uid: string, key?: string) =>
    opsRequest<{ uid: string; key: string }>('POST', API_PATHS.adminBadgeNfcTags, {
      body: { event, uid, ...(key ? { key } : {}) },
    }),
  issueKioskToken: (event: string, label: string) =>
    opsRequest<{ token: string }>('POST', API_PATHS.adminBadgeKioskTokens, { body: { event, label } }),
};
