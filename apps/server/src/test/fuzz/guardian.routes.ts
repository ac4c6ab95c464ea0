/** Children under 14 and their guardians (docs/privacy.md): the routes the fuzz suite walks. */
import { it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { BUILT_IN_CURRENT } from '../../modules/consent/legal-versions.js';
import { createGuardianTokens } from '../../modules/guardian/guardian-tokens.js';
import { expectEnvelope, expectRefused, type AreaRoutes, type FuzzWorld } from './helper.js';
import { ALL, rawText } from './values.js';

const CHILDREN_RULES = BUILT_IN_CURRENT.childrenRules.version;

export function guardianRoutes({ t, user, other, sealed, phone }: FuzzWorld): AreaRoutes {
  // A guardian of no child: every decision, correction and cancellation names a child it may not touch.
  const guardian = createGuardianTokens({ secret: t.config.jwtSecret, now: () => t.clock.now() }).session('+8613800139077');
  const child = (path: string, id: string) => path.replace(':id', id);
  return {
    body: [
      // The other account answers once (an adult); every later answer is 40992.
      {
        path: API_PATHS.meAge,
        send: sealed(API_PATHS.meAge, other.token),
        base: { year: 1990, month: 5 },
        fields: { year: 'int', month: 'int' },
      },
      // An adult needs no guardian: the base answers 40991.
      { path: API_PATHS.guardianInvite, send: sealed(API_PATHS.guardianInvite, user.token), base: {}, fields: {} },
      {
        path: API_PATHS.guardianSession,
        send: sealed(API_PATHS.guardianSession),
        base: { phone, smsToken: 'not-a-token' },
        fields: { phone: 'object', 'phone.national_number': 'phone', smsToken: 'text' },
      },
      {
        path: API_PATHS.guardianConsent,
        send: sealed(API_PATHS.guardianConsent, guardian.token),
        base: { childId: user.userId, name: 'Mum', relationship: 'mother', decision: 'withdraw', version: CHILDREN_RULES },
        fields: { invite: 'text', childId: 'id', name: 'text', relationship: 'enum', decision: 'enum', version: 'int4' },
      },
      {
        path: API_PATHS.guardianChild,
        send: sealed(child(API_PATHS.guardianChild, user.userId), guardian.token),
        base: { nickname: 'Kid', birthMonth: { year: 2015, month: 3 } },
        fields: { nickname: 'name', birthMonth: 'object', 'birthMonth.year': 'int', 'birthMonth.month': 'int' },
      },
      {
        path: API_PATHS.guardianChildCancellation,
        send: sealed(child(API_PATHS.guardianChildCancellation, user.userId), guardian.token),
        base: { confirm: true },
        fields: { confirm: 'bool' },
      },
    ],
    url: [
      { path: API_PATHS.meAge, url: (v) => `${API_PATHS.meAge}?x=${v}`, token: user.token, values: rawText, strict: false },
      {
        path: API_PATHS.guardianChildren,
        url: (v) => `${API_PATHS.guardianChildren}?x=${v}`,
        token: guardian.token,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.guardianInvitePreview,
        url: (v) => `${API_PATHS.guardianInvitePreview}?invite=${v}`,
        token: guardian.token,
        values: rawText,
        strict: true,
      },
    ],
    cases: () => {
      it('refuses hostile child ids in the path (NUL, past 2^31 and 2^63) without a 5xx', async () => {
        for (const path of [API_PATHS.guardianChild, API_PATHS.guardianChildCancellation]) {
          for (const [label, value] of Object.entries(rawText)) {
            const res = await sealed(child(path, value), guardian.token)({ confirm: true, nickname: 'Kid' });
            expectEnvelope(res, `${path} id = ${label}`);
            expectRefused(res, `${path} id = ${label}`);
          }
        }
        // A birth year past 9999, before 1900, or a month out of range: refused, never stored.
        for (const birthMonth of [
          { year: 10000, month: 1 },
          { year: 1899, month: 12 },
          { year: 2010, month: 13 },
          { year: 2010, month: 0 },
        ]) {
          expectRefused(await sealed(API_PATHS.meAge, user.token)(birthMonth), `age ${JSON.stringify(birthMonth)}`);
        }
        // And a decision or answer with every hostile whole body, by a guardian and by a member.
        for (const [label, value] of Object.entries(ALL)) {
          expectRefused(await sealed(API_PATHS.guardianConsent, guardian.token)(value), `consent body = ${label}`);
        }
      });
    },
  };
}
