/**
 * The shipped legal texts keep the promises the product keeps (docs/privacy.md): rights requests
 * and cancellations finish within 15 working days, not the first version's 30 days, in every
 * language; and the three languages carry the same sections.
 */
import { describe, expect, it } from 'vitest';
import { childrenRules } from './children-rules';
import { privacyPolicy } from './privacy-policy';
import type { LegalBlock, LegalDocument, LegalLocale, LegalSection } from './types';
import { userAgreement } from './user-agreement';

const LOCALES: LegalLocale[] = ['zh-CN', 'zh-TW', 'en-US'];
const FIFTEEN_WORKING_DAYS: Record<LegalLocale, string> = {
  'zh-CN': '15个工作日',
  'zh-TW': '15個工作天',
  'en-US': '15 working days',
};
/** "Within 30 days" as a reply or completion time, in each language. */
const WITHIN_30_DAYS: Record<LegalLocale, RegExp> = {
  'zh-CN': /30日内/,
  'zh-TW': /30(日|天)內/,
  'en-US': /within 30 days/i,
};
/** "Reply within 30 days": the agreement keeps 30 days only as the time to settle a dispute before arbitration. */
const REPLY_IN_30_DAYS: Record<LegalLocale, RegExp> = {
  'zh-CN': /30日内答复/,
  'zh-TW': /30(日|天)內回覆/,
  'en-US': /reply within 30 days/i,
};

const lines = (blocks: LegalBlock[]) => blocks.flatMap((b) => (b.kind === 'p' ? [b.text] : b.items));
const sections = (doc: LegalDocument): LegalSection[] =>
  doc.sections.flatMap((s) => [s, ...(s.subsections ?? []).flatMap((sub) => [sub, ...(sub.subsections ?? [])])]);
const textOf = (doc: LegalDocument, id: string) => {
  const section = sections(doc).find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return lines(section.blocks).join('\n');
};
const whole = (doc: LegalDocument) => [...lines(doc.intro), ...sections(doc).flatMap((s) => lines(s.blocks))].join('\n');

describe('the privacy policy', () => {
  for (const locale of LOCALES) {
    it(`promises replies and cancellations within 15 working days, never "within 30 days" (${locale})`, () => {
      const doc = privacyPolicy[locale];
      for (const id of ['your-rights', 'account-deletion', 'contact']) {
        expect(textOf(doc, id), id).toContain(FIFTEEN_WORKING_DAYS[locale]);
      }
      expect(whole(doc)).not.toMatch(WITHIN_30_DAYS[locale]);
    });
  }
});

describe('the user agreement', () => {
  for (const locale of LOCALES) {
    it(`answers within 15 working days (${locale})`, () => {
      const doc = userAgreement[locale];
      for (const id of ['ua-contact', 'tos-contact', 'tos-arbitration']) {
        expect(textOf(doc, id), id).toContain(FIFTEEN_WORKING_DAYS[locale]);
      }
      expect(whole(doc)).not.toMatch(REPLY_IN_30_DAYS[locale]);
    });
  }
});

describe('every legal document', () => {
  it('has the same sections, in the same order, and the same effective date in each language', () => {
    for (const doc of [privacyPolicy, userAgreement, childrenRules]) {
      const ids = LOCALES.map((l) => sections(doc[l]).map((s) => s.id));
      expect(ids[1]).toEqual(ids[0]);
      expect(ids[2]).toEqual(ids[0]);
      expect(new Set(LOCALES.map((l) => doc[l].effectiveDate)).size).toBe(1);
    }
  });
});
