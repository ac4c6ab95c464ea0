/** A person's rights over their data (docs/privacy.md): the routes the fuzz suite walks. */
import { expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { expectEnvelope, expectRefused, type AreaRoutes, type FuzzWorld } from './helper.js';
import { ALL, rawText } from './values.js';

export function privacyRoutes({ t, user, sealed }: FuzzWorld): AreaRoutes {
  return {
    body: [
      // The first call queues one export; the rest answer 40972 (one at a time).
      { path: API_PATHS.dataExports, send: sealed(API_PATHS.dataExports, user.token), base: {}, fields: {} },
      // Nothing pending: the base answers 40974 and nothing changes.
      {
        path: API_PATHS.cancellationWithdraw,
        send: sealed(API_PATHS.cancellationWithdraw, user.token),
        base: { confirm: true },
        fields: { confirm: 'bool' },
      },
    ],
    url: [
      {
        path: API_PATHS.dataExports,
        url: (v) => `${API_PATHS.dataExports}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.dataExportDownload,
        url: (v) => API_PATHS.dataExportDownload.replace(':id', v),
        token: user.token,
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.cancellation,
        url: (v) => `${API_PATHS.cancellation}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
    ],
    // Requesting a cancellation ends the person's sessions: fuzzed with a throwaway session.
    ending: [API_PATHS.cancellation],
    casePaths: [API_PATHS.cancellation],
    cases: () => {
      it('refuses every hostile cancellation request of a member, whose session goes on', async () => {
        // The login moves the clock on a minute; the snapshot's tokens are dated, so it is put back.
        const at = t.clock.now();
        const member = await t.loginWithPhone('13800779901');
        t.clock.set(at);
        for (const [label, value] of Object.entries(ALL)) {
          const res = await sealed(API_PATHS.cancellation, member.token)(value);
          expectEnvelope(res, `cancellation body = ${label}`);
          expectRefused(res, `cancellation body = ${label}`);
        }
        expect((await t.get(API_PATHS.cancellation, { token: member.token })).json().data).toEqual({ pending: null });
      });
    },
  };
}
