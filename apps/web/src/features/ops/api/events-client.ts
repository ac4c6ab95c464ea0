/** The badges and events section's calls (docs/operator-console.md, "Badges and events"), through the console's client. */
import {
  API_PATHS,
  type BadgeAdminEventDetail,
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
  sessions: (cursor?: string, q?: string) =>
    opsRequest<EventSessionAdminList>('GET', API_PATHS.adminEventSessions, {
      query: { ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
    }),
  createSession: (draft: SessionDraft) =>
    opsRequest<{ sessionId: number }>('POST', API_PATHS.adminEventSessions, { body: draft }),
  /** The fields given change; capacity never below the places reserved. */
  editSession: (edit: { sessionId: number } & Partial<Omit<SessionDraft, 'event'>>) =>
    opsRequest<null>('POST', API_PATHS.adminEventSessionsEdit, { body: edit }),
  grantStaff: (event: string, userId: string) => opsRequest<null>('POST', API_PATHS.adminEventStaff, { body: { event, userId } }),
  removeStaff: (event: string, userId: string) =>
    opsRequest<{ removed: boolean }>('POST', API_PATHS.adminEventStaffRemove, { body: { event, userId } }),
  attendance: (sessionId: number) =>
    opsRequest<EventAttendance>('GET', API_PATHS.adminEventAttendance.replace(':sessionId', String(sessionId))),
  badgeEvents: (cursor?: string, q?: string) =>
    opsRequest<BadgeAdminList>('GET', API_PATHS.adminBadgeEvents, {
      query: { ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
    }),
  /** One event's whole document, for the edit form to start from. */
  badgeEvent: (slug: string) =>
    opsRequest<BadgeAdminEventDetail>('GET', API_PATHS.adminBadgeEvent.replace(':slug', encodeURIComponent(slug))),
  createBadgeEvent: (draft: BadgeEventDraft) => opsRequest<null>('POST', API_PATHS.adminBadgeEvents, { body: draft }),
  /** The fields given change, the rest stay. */
  editBadgeEvent: (edit: Pick<BadgeEventDraft, 'slug'> & Partial<Omit<BadgeEventDraft, 'slug'>>) =>
    opsRequest<null>('POST', API_PATHS.adminBadgeEventsEdit, { body: edit }),
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
