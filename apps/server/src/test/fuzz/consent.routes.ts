/** Legal documents and the consent ledger: the routes the fuzz suite walks. */
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, type FuzzWorld, rawText } from './helper.js';
import { builtInVersions } from '../../modules/consent/legal-versions.js';

export function consentRoutes({ user, sealed, plain }: FuzzWorld): AreaRoutes {
  const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });
  return {
    body: [
      {
        path: API_PATHS.consentDecision,
        send: sealed(API_PATHS.consentDecision, user.token),
        // A refusal of an optional purpose names any published version: the base stays valid
        // however many versions the operator route below publishes meanwhile.
        base: { purpose: 'marketing', decision: 'refuse', versions: builtInVersions('privacyPolicy'), channel: 'web' },
        fields: {
          purpose: 'enum',
          decision: 'enum',
          versions: 'array',
          'versions.0': 'object',
          'versions.0.document': 'enum',
          'versions.0.version': 'int4',
          channel: 'enum',
        },
      },
      {
        path: API_PATHS.adminLegalVersions,
        send: plain(API_PATHS.adminLegalVersions),
        base: { document: 'childrenRules', effectiveDate: '2026-12-01', material: false, summary: L('Wording') },
        fields: {
          document: 'enum',
          effectiveDate: 'date',
          material: 'bool',
          summary: 'object',
          'summary.en-US': 'text',
        },
      },
    ],
    // No input: hostile values go where a query would be, with and without a token.
    url: [
      { path: API_PATHS.consent, url: (v) => `${API_PATHS.consent}?x=${v}`, values: rawText, strict: false },
      {
        path: `${API_PATHS.consent} with a token`,
        url: (v) => `${API_PATHS.consent}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
    ],
  };
}
