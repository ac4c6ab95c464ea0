/** Event sessions, tickets and the door: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, consoleSearchRoute, type FuzzWorld, rawText } from './helper.js';

export function eventRoutes({ user, other, operator, sessionBody, sessionId, sealed, plain }: FuzzWorld): AreaRoutes {
  return {
    body: [
      {
        path: API_PATHS.eventReserve,
        send: sealed(API_PATHS.eventReserve, other.token),
        base: { sessionId },
        fields: { sessionId: 'int4' },
      },
      {
        path: API_PATHS.eventCancel,
        send: sealed(API_PATHS.eventCancel, other.token),
        base: { ticketId: '1' },
        fields: { ticketId: 'id' },
      },
      {
        path: API_PATHS.staffTicketLookup,
        send: sealed(API_PATHS.staffTicketLookup, other.token),
        base: { ticketCode: 'ABCDEFGHJKMNPQRS' },
        fields: { ticketCode: 'text' },
      },
      {
        path: API_PATHS.staffTicketCheckIn,
        send: sealed(API_PATHS.staffTicketCheckIn, other.token),
        base: { ticketCode: 'ABCDEFGHJKMNPQRS' },
        fields: { ticketCode: 'text' },
      },
      {
        path: API_PATHS.adminEventStaff,
        send: plain(API_PATHS.adminEventStaff),
        base: { event: 'fuzz-tour', userId: user.userId },
        fields: { event: 'slug', userId: 'id' },
      },
      {
        path: API_PATHS.adminEventStaffRemove,
        send: plain(API_PATHS.adminEventStaffRemove),
        base: { event: 'fuzz-tour', userId: user.userId },
        fields: { event: 'slug', userId: 'id' },
      },
      {
        path: API_PATHS.adminEventSessions,
        send: plain(API_PATHS.adminEventSessions),
        base: sessionBody,
        fields: { event: 'slug', 'title.en-US': 'text', place: 'object', startsAt: 'date', endsAt: 'date', capacity: 'int4' },
      },
      {
        path: API_PATHS.adminEventSessionsEdit,
        send: plain(API_PATHS.adminEventSessionsEdit),
        base: { sessionId, capacity: 50, title: sessionBody.title },
        fields: { sessionId: 'int4', 'title.en-US': 'text', place: 'object', startsAt: 'date', capacity: 'int4' },
      },
    ],
    url: [
      {
        path: API_PATHS.eventSessions,
        url: (v) => `${API_PATHS.eventSessions}?event=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      consoleSearchRoute(API_PATHS.adminEventSessions, operator.authorization.replace(/^Bearer /, '')),
      {
        path: `${API_PATHS.adminEventSessions} cursor`,
        url: (v) => `${API_PATHS.adminEventSessions}?cursor=${v}`,
        token: operator.authorization.replace(/^Bearer /, ''),
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.adminEventAttendance,
        url: (v) => API_PATHS.adminEventAttendance.replace(':sessionId', v),
        token: operator.authorization.replace(/^Bearer /, ''),
        values: rawText,
        strict: true,
      },
      {
        // The operator dashboard (its days are one of 7, 30, 90: anything else is refused).
        path: API_PATHS.opsDashboard,
        url: (v) => `${API_PATHS.opsDashboard}?days=${v}`,
        token: operator.authorization.replace(/^Bearer /, ''),
        values: rawText,
        strict: true,
      },
    ],
  };
}
