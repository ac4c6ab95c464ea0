/** The notice centre and rights requests (docs/privacy.md): the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { rawText, type AreaRoutes, type FuzzWorld } from './helper.js';

// Nobody's id: answers 404 (no member, no request) or is ignored (no notice), and changes nothing.
const NOBODY = '900000000000001';

export function noticeRoutes({ user, operator, sealed, plain }: FuzzWorld): AreaRoutes {
  const adminToken = operator.authorization.slice('Bearer '.length);
  const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });
  return {
    body: [
      {
        path: API_PATHS.noticesRead,
        send: sealed(API_PATHS.noticesRead, user.token),
        base: { ids: [NOBODY] },
        fields: { ids: 'array', 'ids.0': 'id' },
      },
      {
        path: API_PATHS.rightsRequests,
        send: sealed(API_PATHS.rightsRequests, user.token),
        base: { kind: 'complaint', text: 'fuzz' },
        fields: { kind: 'enum', text: 'text' },
      },
      {
        path: API_PATHS.adminRightsAnswer,
        send: plain(API_PATHS.adminRightsAnswer),
        base: { request_id: NOBODY, outcome: 'refused', reply: 'fuzz' },
        fields: { request_id: 'id', outcome: 'enum', reply: 'text' },
      },
      {
        path: API_PATHS.adminNotices,
        send: plain(API_PATHS.adminNotices),
        base: { kind: 'accountClosing', user_id: NOBODY, title: L('fuzz'), body: L('fuzz') },
        fields: { kind: 'enum', user_id: 'id', title: 'object', 'title.en-US': 'text', body: 'object', 'body.zh-CN': 'text' },
      },
    ],
    url: [
      { path: API_PATHS.notices, url: (v) => `${API_PATHS.notices}?x=${v}`, token: user.token, values: rawText, strict: false },
      {
        path: API_PATHS.rightsRequests,
        url: (v) => `${API_PATHS.rightsRequests}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.adminRightsRequests,
        url: (v) => `${API_PATHS.adminRightsRequests}?x=${v}`,
        token: adminToken,
        values: rawText,
        strict: false,
      },
    ],
  };
}
