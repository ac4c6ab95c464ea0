/** Members and support (docs/operator-console.md): the report route and the console's member and report routes. */
import { API_PATHS } from '@culture/protocol';
import { rawText, type AreaRoutes, type FuzzWorld } from './helper.js';

// Nobody's id: every base answers a 404 (no member, no report) and changes nothing.
const NOBODY = '900000000000001';

export function supportRoutes({ user, operator, sealed, plain }: FuzzWorld): AreaRoutes {
  const adminToken = operator.authorization.slice('Bearer '.length);
  const member = (path: string) => ({
    path,
    send: plain(path),
    base: { user_id: NOBODY },
    fields: { user_id: 'id' as const },
  });
  return {
    body: [
      {
        path: API_PATHS.reports,
        send: sealed(API_PATHS.reports, user.token),
        base: { target: 'user', user_id: NOBODY, reason: 'spam', note: 'fuzz' },
        fields: { target: 'enum', user_id: 'id', reason: 'enum', note: 'text' },
      },
      member(API_PATHS.adminMemberDisable),
      member(API_PATHS.adminMemberEnable),
      member(API_PATHS.adminMemberUnmute),
      member(API_PATHS.adminMemberDeletion),
      {
        path: API_PATHS.adminReportResolve,
        send: plain(API_PATHS.adminReportResolve),
        base: { report_id: NOBODY, outcome: 'muted', mute_hours: 1 },
        fields: { report_id: 'id', outcome: 'enum', mute_hours: 'int' },
      },
    ],
    url: [
      { path: API_PATHS.reports, url: (v) => `${API_PATHS.reports}?x=${v}`, token: user.token, values: rawText, strict: false },
      {
        path: `${API_PATHS.adminMembers} q`,
        url: (v) => `${API_PATHS.adminMembers}?q=${v}`,
        token: adminToken,
        values: rawText,
        strict: false,
      },
      {
        path: `${API_PATHS.adminMemberRecord} id`,
        url: (v) => `${API_PATHS.adminMemberRecord}?id=${v}`,
        token: adminToken,
        values: rawText,
        strict: true,
      },
      {
        path: `${API_PATHS.adminReports} cursor`,
        url: (v) => `${API_PATHS.adminReports}?cursor=${v}`,
        token: adminToken,
        values: rawText,
        // Any id up to 2^63-1 is a cursor (an empty page past the last report).
        strict: false,
      },
    ],
  };
}
