/** The operator console's routes (OPS_PATHS): sign-in, operators, API keys, the audit log. */
import { it } from 'vitest';
import { API_PATHS, OPS_PATHS } from '@culture/protocol';
import { createOperator, signIn, type SignedIn } from '../operators.js';
import {
  ALL,
  expectEnvelope,
  expectRefused,
  jsonText,
  MUST_REFUSE,
  rawText,
  withField,
  type AreaRoutes,
  type FuzzWorld,
} from './helper.js';

const OWNER = 'fuzz-owner';

export function opsRoutes({ t, operator, plain }: FuzzWorld): AreaRoutes {
  const adminToken = operator.authorization.slice('Bearer '.length);
  let session: Promise<SignedIn> | undefined;
  // The owner's session, made on first use (routes are listed before any test runs).
  const owner = () =>
    (session ??= (async () => {
      await createOperator(t, OWNER, ['owner']);
      return signIn(t, OWNER);
    })());
  const asOwner = (method: 'POST' | 'PATCH', url: string | (() => Promise<string>)) => async (body: unknown) =>
    (await owner()).call({ method, url: typeof url === 'string' ? url : await url(), payload: jsonText(body) });
  const someOperatorId = async () => (await owner(), '1');
  const query = (param: string, strict: boolean, values: Record<string, string> = rawText) => ({
    path: `${OPS_PATHS.audit} ${param}`,
    url: (v: string) => `${OPS_PATHS.audit}?${param}=${v}`,
    token: adminToken,
    values,
    strict,
  });

  return {
    body: [
      {
        path: API_PATHS.opsSessionPassword,
        send: plain(OPS_PATHS.sessionPassword),
        base: { login: 'nobody-here', password: 'not the password at all' },
        fields: { login: 'text', password: 'text' },
      },
      {
        path: API_PATHS.opsSessionSecondFactor,
        send: plain(OPS_PATHS.sessionSecondFactor),
        base: { code: '123456' },
        fields: { code: 'text' },
      },
      {
        path: API_PATHS.opsOperators,
        send: asOwner('POST', OPS_PATHS.operators),
        base: { login: 'fuzz-new', display_name: 'Fuzz', roles: ['content'], password: 'a long enough password' },
        fields: { login: 'text', display_name: 'text', roles: 'array', 'roles.0': 'enum', password: 'text' },
      },
      {
        path: API_PATHS.opsApiKeys,
        send: asOwner('POST', OPS_PATHS.apiKeys),
        base: { name: 'fuzz key', scopes: ['audit.read'] },
        fields: { name: 'text', scopes: 'array', 'scopes.0': 'enum' },
      },
      {
        // A wrong current password as the base: no mutation can change the owner's password.
        path: API_PATHS.opsPasswordChange,
        send: asOwner('POST', OPS_PATHS.passwordChange),
        base: { current_password: 'not the current password', new_password: 'another long password' },
        fields: { current_password: 'text', new_password: 'text' },
      },
      {
        path: API_PATHS.opsRecoveryCodes,
        send: asOwner('POST', OPS_PATHS.recoveryCodes),
        base: {},
        fields: {},
      },
    ],
    url: [
      {
        path: API_PATHS.opsOperators,
        url: (v) => `${OPS_PATHS.operators}?cursor=${v}`,
        token: adminToken,
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.opsApiKeys,
        url: (v) => `${OPS_PATHS.apiKeys}?cursor=${v}`,
        token: adminToken,
        values: rawText,
        strict: true,
      },
      query('actor', false),
      query('action', false),
      query('target', false),
      query('from', true),
      query('to', true),
      // 2^31 is a fine audit id (bigserial); every other value is refused.
      query('cursor', true, Object.fromEntries(Object.entries(rawText).filter(([label]) => label !== '2^31'))),
      {
        path: API_PATHS.opsAuditExport,
        url: (v) => `${OPS_PATHS.auditExport}?from=${v}`,
        token: adminToken,
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.opsAuditExport,
        url: (v) => `${OPS_PATHS.auditExport}?lang=${v}`,
        token: adminToken,
        values: rawText,
        strict: true,
      },
      // Signed out: every value answers opsSignedOut.
      { path: API_PATHS.opsSession, url: (v) => `${OPS_PATHS.session}?x=${v}`, values: rawText, strict: true },
    ],
    casePaths: [
      API_PATHS.opsOperator,
      API_PATHS.opsOperatorResetSecondFactor,
      API_PATHS.opsOperatorResetPassword,
      API_PATHS.opsApiKey,
    ],
    cases: () => {
      it(`PATCH ${OPS_PATHS.operator} with hostile values`, async () => {
        const patch = asOwner('PATCH', async () => OPS_PATHS.operator.replace(':id', await someOperatorId()));
        const fields = { display_name: 'text', roles: 'array', disabled: 'bool' } as const;
        for (const [field, kind] of [['', 'object'] as const, ...Object.entries(fields)]) {
          for (const [label, value] of Object.entries(ALL)) {
            const what = `${OPS_PATHS.operator} ${field || 'body'} = ${label}`;
            const res = await patch(withField({ display_name: 'Owner' }, field, value));
            expectEnvelope(res, what);
            if (MUST_REFUSE[kind].includes(label)) expectRefused(res, what);
          }
        }
      });

      it('hostile ids in the path', async () => {
        const me = await owner();
        for (const [label, value] of Object.entries({ ...rawText, '2^31 id': '2147483648', 'id 2^63': '9223372036854775808' })) {
          for (const [method, path] of [
            ['PATCH', OPS_PATHS.operator],
            ['POST', OPS_PATHS.operatorResetSecondFactor],
            ['POST', OPS_PATHS.operatorResetPassword],
            ['DELETE', OPS_PATHS.apiKey],
          ] as const) {
            const res = await me.call({
              method,
              url: path.replace(':id', value),
              ...(method === 'DELETE' ? {} : { payload: '{}' }),
            });
            expectEnvelope(res, `${method} ${path} id = ${label}`);
            expectRefused(res, `${method} ${path} id = ${label}`);
          }
        }
      });

      it('hostile cookies and CSRF tokens', async () => {
        const me = await owner();
        for (const [label, value] of Object.entries(rawText)) {
          const cookie = await t.app.inject({
            method: 'GET',
            url: OPS_PATHS.session,
            headers: { cookie: `ops_session=${value}` },
          });
          expectEnvelope(cookie, `cookie = ${label}`);
          expectRefused(cookie, `cookie = ${label}`);
          const csrf = await me.call({
            method: 'POST',
            url: OPS_PATHS.recoveryCodes,
            csrf: false,
            headers: { 'x-csrf-token': value },
            payload: '{}',
          });
          expectEnvelope(csrf, `csrf = ${label}`);
          expectRefused(csrf, `csrf = ${label}`);
        }
      });
    },
  };
}
